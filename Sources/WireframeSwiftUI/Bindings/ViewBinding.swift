/// A value the views read and write — a stack's path, a tab view's selection, a sheet's item —
/// as a SwiftUI `Binding` does, without SwiftUI.
///
/// The SwiftUI face wraps each in a `Binding`; a test or the demo writes it as the views would
/// when the user acts, and the models report what the user did:
///
/// <!-- sample ViewBinding/ViewBinding -->
/// ```swift
/// let path = stack.pathBinding
/// path.wrappedValue = Array(path.wrappedValue.dropLast())  // the user swiped back
/// ```
public struct ViewBinding<Value>: Sendable {
    private let read: @MainActor @Sendable () -> Value
    private let write: @MainActor @Sendable (Value) -> Void

    /// A binding reading with `get` and writing with `set`.
    public init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value) -> Void) {
        read = get
        write = set
    }

    /// The value the views show; setting it is what the views do when the user acts.
    @MainActor
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
}
