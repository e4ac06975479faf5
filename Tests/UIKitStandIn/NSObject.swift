#if WIREFRAME_UIKIT_STANDIN_OBJC
// check-as-uikit.sh: with Objective-C interoperability on, against its ObjectiveC module, as
// UIKit re-exports the runtime's module.
@_exported import ObjectiveC

/// Stand-in for the Objective-C root protocol, which UIKit re-exports; `@objc`, as on iOS.
@objc public protocol NSObjectProtocol {}

/// Stand-in for `NSObject`, the root class of UIKit's classes and of delegates.
@objc open class NSObject: NSObjectProtocol {
    /// Creates an object.
    public init() {}
}
#else
/// Stand-in for the Objective-C root class and protocol, which UIKit re-exports: UIKit's delegate
/// protocols refine `NSObjectProtocol`, so a delegate is an `NSObject` subclass; `UIResponder` and
/// `UIPresentationController` inherit from `NSObject`, as in UIKit.
///
/// Nothing of the Objective-C runtime is modelled (no selectors, no message forwarding): the
/// stand-in's delegate protocols are Swift protocols whose optional methods have default
/// implementations, and the stand-in calls them directly. `check-as-uikit.sh` compiles the
/// stand-in with `WIREFRAME_UIKIT_STANDIN_OBJC` instead, where these are `@objc` and the
/// delegate protocols' methods `optional`, as UIKit declares them.
public protocol NSObjectProtocol: AnyObject {}

/// Stand-in for `NSObject`: only a class to inherit from.
open class NSObject: NSObjectProtocol {
    /// Creates an object.
    public init() {}
}
#endif
