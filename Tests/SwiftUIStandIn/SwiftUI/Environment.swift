/// Stand-in for SwiftUI's `EnvironmentKey`: a key of a value a view hands to every view inside.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value

    /// The value where no view set one.
    static var defaultValue: Self.Value { get }
}

/// Stand-in for SwiftUI's `EnvironmentValues`: the values a view's environment holds, by key.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The default values.
    public init() {}

    /// The value of `key`: the one the nearest enclosing view set, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Stand-in for SwiftUI's `@Environment`: a value of the view's environment. The simulated
/// runtime installs the view's environment before each `body`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
@propertyWrapper
public struct Environment<Value> {
    nonisolated(unsafe) private let read: (EnvironmentValues) -> Value
    nonisolated(unsafe) private let storage = StandInEnvironmentStorage()

    /// The value at `keyPath` of the view's environment.
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The value.
    public var wrappedValue: Value { read(storage.values) }
}

/// Where the simulated runtime puts a view's environment for its `body`.
final class StandInEnvironmentStorage {
    var values = EnvironmentValues()
}

/// An `@Environment`, as the simulated runtime installs it.
protocol StandInEnvironmentReading {
    /// Gives the view `values`.
    func install(_ values: EnvironmentValues)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: StandInEnvironmentReading {
    nonisolated func install(_ values: EnvironmentValues) {
        storage.values = values
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Stand-in for `environment(_:_:)`: sets the value at `keyPath` for this view and every
    /// view inside it.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        StandInModifiedView(self, .environment { $0[keyPath: keyPath] = value })
    }
}

/// Stand-in for SwiftUI's `Button`: a control that runs `action` when tapped.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct Button<Label: View>: View, StandInPrimitiveView {
    private let action: @MainActor () -> Void
    nonisolated(unsafe) private let label: Label

    /// A button showing `label`, running `action` when tapped.
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }

    var standInContent: StandInContent { .button(action, label: label) }
}
