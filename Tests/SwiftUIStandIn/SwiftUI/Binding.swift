/// Stand-in for SwiftUI's `Binding`: a value a view reads and writes, owned elsewhere. Its
/// closures are `@isolated(any) @Sendable`, as in the iOS 18 SDK.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Binding<Value> {
    private let get: @isolated(any) @Sendable () -> Value
    private let set: @isolated(any) @Sendable (Value) -> Void

    /// A binding reading with `get` and writing with `set`.
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        self.get = get
        self.set = set
    }
}
