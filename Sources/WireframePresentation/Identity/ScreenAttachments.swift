/// A screen's identity and the data that layers of the library keep per screen.
///
/// Every ``Screen`` owns one, so that the flow context of a screen, the navigation-state segment
/// it shows or the VIPER module it belongs to can be found from the screen itself, without the
/// app subclassing anything. The attachments live exactly as long as their screen: the screen
/// holds them strongly, and they never hold the screen.
///
/// A screen type of your own keeps one in a stored property:
///
/// <!-- sample ScreenAttachments/ScreenAttachments -->
/// ```swift
/// final class CardScreen: Screen {
///     let screenAttachments = ScreenAttachments()
///     // …
/// }
/// ```
///
/// Read and write values by key type:
///
/// <!-- sample ScreenAttachments/ScreenAttachments-2 -->
/// ```swift
/// enum DraftKey: ScreenAttachmentKey { typealias Value = String }
/// screen.screenAttachments[DraftKey.self] = "Hello"
/// let draft = screen.screenAttachments[DraftKey.self]  // "Hello"
/// ```
///
/// A value must not hold its screen strongly, or the screen is never freed.
@MainActor
public final class ScreenAttachments {
    /// The identity of the screen that owns these attachments.
    public let screenID: ScreenID

    // A short list, not a dictionary: a screen carries a handful of values at most (its route,
    // flow context, module links, state segment).
    private var values: [(key: ObjectIdentifier, value: Any)] = []

    /// Creates empty attachments, with a new identity, for a new screen.
    public init() {
        screenID = .next()
    }

    /// The value attached under `key`, or `nil`; setting `nil` removes it.
    public subscript<Key: ScreenAttachmentKey>(key: Key.Type) -> Key.Value? {
        get {
            let id = ObjectIdentifier(key)
            for entry in values where entry.key == id { return entry.value as? Key.Value }
            return nil
        }
        set {
            let id = ObjectIdentifier(key)
            let index = values.firstIndex { $0.key == id }
            switch (index, newValue) {
            case (let index?, let value?): values[index].value = value
            case (let index?, nil): values.remove(at: index)
            case (nil, let value?): values.append((id, value))
            case (nil, nil): break
            }
        }
    }
}

/// The key of a value kept in ``ScreenAttachments``; its type is the value's type.
///
/// <!-- sample ScreenAttachments/ScreenAttachmentKey -->
/// ```swift
/// enum DraftKey: ScreenAttachmentKey { typealias Value = String }
/// ```
public protocol ScreenAttachmentKey {
    /// The type of the value kept under this key.
    associatedtype Value
}
