/// A weak reference to an object, read as one of its contracts.
///
/// A contract is an existential such as `any ProfileViewContract`, which Swift does not let a
/// generic `weak` property hold (only class types may be held weakly). The builder knows the
/// object's class, so it captures the object weakly in a closure that returns the contract the
/// object itself gives (its `{ self }` witness): no cast, and nothing kept alive.
@MainActor
struct WeakReference<Contract> {
    private let read: @MainActor () -> Contract?

    /// A reference to nothing.
    static var none: WeakReference { WeakReference(read: { nil }) }

    /// A weak reference to `object`, read through `contract`.
    init<Object: AnyObject>(_ object: Object, as contract: @escaping @MainActor (Object) -> Contract) {
        read = { [weak object] in object.map(contract) }
    }

    private init(read: @escaping @MainActor () -> Contract?) {
        self.read = read
    }

    /// The object as its contract, or `nil` once it has been freed.
    var value: Contract? { read() }
}
