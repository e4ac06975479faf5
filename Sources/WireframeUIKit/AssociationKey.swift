#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif

/// A key for a value the adapter keeps on a UIKit object, as an associated object: the value is
/// retained by the object and released with it, so UIKit's classes need no subclass to carry
/// what the library keeps per screen or per window.
final class AssociationKey: Sendable {
    /// The key's address, which the Objective-C runtime compares.
    var pointer: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }

    /// `ScreenAttachments` of a view controller.
    static let screenAttachments = AssociationKey()
    /// `UserNavigationObservers` of a window.
    static let userNavigationObservers = AssociationKey()
    /// The delegate forwarder of a navigation controller.
    static let navigationForwarder = AssociationKey()
    /// The delegate forwarder of a tab bar controller.
    static let tabBarForwarder = AssociationKey()
    /// The delegate forwarder of a presented controller's presentation controller.
    static let presentationForwarder = AssociationKey()
    /// The view observing a presented controller's dismissal.
    static let dismissalObserver = AssociationKey()
}

@MainActor
func associatedValue<Value: AnyObject>(
    of object: AnyObject,
    _ key: AssociationKey,
    makeIfMissing make: () -> Value
) -> Value {
    if let value = objc_getAssociatedObject(object, key.pointer) as? Value { return value }
    let value = make()
    objc_setAssociatedObject(object, key.pointer, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return value
}
#endif
