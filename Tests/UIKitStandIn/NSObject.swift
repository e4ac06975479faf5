/// Stand-in for the Objective-C root class and protocol, which UIKit re-exports: UIKit's delegate
/// protocols refine `NSObjectProtocol`, so a delegate is an `NSObject` subclass.
///
/// Nothing of the Objective-C runtime is modelled (no selectors, no message forwarding): the
/// stand-in's delegate protocols are Swift protocols whose optional methods have default
/// implementations, and the stand-in calls them directly.
public protocol NSObjectProtocol: AnyObject {}

/// Stand-in for `NSObject`: only a class to inherit from.
open class NSObject: NSObjectProtocol {
    /// Creates an object.
    public init() {}
}
