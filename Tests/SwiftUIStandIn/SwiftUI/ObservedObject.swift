#if canImport(Combine)
public import Combine
#endif

/// Stand-in for SwiftUI's `ObservedObject`: an observable object a view is given and watches,
/// owned elsewhere (a generated module's view watches the content its screen owns). SwiftUI's
/// declaration: the object is the view's for as long as this value of the view is, and a new
/// value of the view may bring another object.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    @usableFromInline var object: ObjectType

    /// Watches `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        object = wrappedValue
    }

    /// The object.
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { object }
        set { object = newValue }
    }
}
