#if canImport(Combine)
public import Combine
#endif

/// Stand-in for SwiftUI's `StateObject`: an observable object a view makes once and keeps for
/// as long as it lives.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    /// Keeps the object `thunk` makes, made when the view first needs it.
    @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

    /// The object.
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        fatalError("stand-in: SwiftUI does not run here")
    }
}
