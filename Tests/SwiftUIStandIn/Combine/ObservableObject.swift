// Stand-in for Combine's `ObservableObject`, `ObservableObjectPublisher` and `@Published`, which
// SwiftUI's `@StateObject` watches: Combine's names, signatures and availability. A `@Published`
// property counts its changes, which the simulated runtime (Tests/SwiftUIStandIn/Runtime) reads
// as `objectWillChange` firing: the views holding the object render again at the next frame.

/// Stand-in for Combine's `ObservableObject`: an object that says when it is about to change.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
    /// The publisher of the changes.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher

    /// Emits before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// Stand-in for Combine's `ObservableObjectPublisher`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher {
    /// A publisher.
    public init() {}

    /// Tells subscribers the object is about to change.
    final public func send() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher Combine makes for a class whose changes its `@Published` properties send.
    public var objectWillChange: ObservableObjectPublisher {
        fatalError("stand-in: Combine does not run here")
    }
}

/// Stand-in for Combine's `@Published`: a property whose changes its object announces.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    private var changes = 0

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// The value.
    public var wrappedValue: Value {
        get { value }
        set {
            changes &+= 1
            value = newValue
        }
    }
}

/// Stand-in only: a `@Published` property, as the simulated runtime watches it.
package protocol StandInPublished {
    /// How many times the property was set: each set is its object's `objectWillChange`.
    var standInChangeCount: Int { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Published: StandInPublished {
    package var standInChangeCount: Int { changes }
}
