#if canImport(Combine)
public import Combine
#endif

/// Stand-in for SwiftUI's `StateObject`: an observable object a view makes once and keeps for
/// as long as its identity lives. The simulated runtime installs it before each `body`: it
/// calls the initializer's autoclosure once per identity, and hands the same object to every
/// later value of the view.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    @usableFromInline let thunk: () -> ObjectType
    @usableFromInline let storage = StandInStateStorage()

    /// Keeps the object `thunk` makes, made when the view first needs it.
    @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    /// The object.
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        guard let object = storage.object as? ObjectType else {
            fatalError("stand-in: a StateObject read outside of its view's body")
        }
        return object
    }
}

/// Where the simulated runtime puts a `StateObject`'s object for the view's `body`.
@usableFromInline
final class StandInStateStorage {
    var object: AnyObject?

    @usableFromInline init() {}
}

/// A `StateObject`, as the simulated runtime installs it.
protocol StandInInstallable {
    /// Gives the view the object kept in `kept`, made with the initializer's autoclosure when
    /// `kept` holds none; returns the object.
    func install(kept: AnyObject?) -> AnyObject
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension StateObject: StandInInstallable {
    func install(kept: AnyObject?) -> AnyObject {
        let object = kept ?? thunk()
        storage.object = object
        return object
    }
}
