// The Objective-C runtime's own names, which the adapter calls as they are spelled.
// swift-format-ignore-file: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase

/// Stand-in for the Objective-C runtime's associated objects, which UIKit re-exports: a value
/// kept on an object under a key, retained by the object and released with it.
///
/// Only UIKit's own classes of the stand-in (`UIViewController`, `UIView` and their
/// subclasses) can hold associated values; setting one on any other object traps, where the
/// Objective-C runtime would accept any object. The runtime's functions may be called from any
/// thread; the stand-in's are main-actor isolated, as the classes it stores them on are.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak-like, unretained reference.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, not atomic.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
}

/// The objects of the stand-in that can hold associated values.
@MainActor
protocol StandInAssociating: AnyObject {
    var standInAssociatedObjects: [UnsafeRawPointer: Any] { get set }
}

/// The value associated with `object` under `key`, or `nil`.
@MainActor
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    (object as? any StandInAssociating)?.standInAssociatedObjects[key]
}

/// Associates `value` with `object` under `key`; `nil` removes it. Only
/// `.OBJC_ASSOCIATION_RETAIN_NONATOMIC` is supported.
@MainActor
public func objc_setAssociatedObject(
    _ object: Any,
    _ key: UnsafeRawPointer,
    _ value: Any?,
    _ policy: objc_AssociationPolicy
) {
    guard let holder = object as? any StandInAssociating, policy == .OBJC_ASSOCIATION_RETAIN_NONATOMIC else {
        fatalError("the UIKit stand-in associates values only with its own classes, retained")
    }
    holder.standInAssociatedObjects[key] = value
}
