/// Where a value lives in a context: a typed key by the identity of its type, a name by its
/// string.
///
/// The two never meet: a typed key and a name that read alike are different slots, so a value
/// stored through a typed key always has the key's type, and only a name can hold a value of
/// another type than the one asked for.
enum FlowSlot: Hashable, Sendable {
    case typed(ObjectIdentifier)
    case named(String)

    /// The slot of the typed key `Key`.
    init<Key>(_ key: Key.Type) {
        self = .typed(ObjectIdentifier(key))
    }
}
