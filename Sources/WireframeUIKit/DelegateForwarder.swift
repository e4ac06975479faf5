#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif

/// What the adapter's delegate forwarders share: the app's delegate, held weakly as UIKit holds
/// delegates, to which every callback goes on (see <doc:UserNavigation>).
///
/// Each subclass implements the callbacks it listens to and passes them on. On iOS, the
/// Objective-C runtime sends every other callback straight to the app's delegate: the forwarder
/// says it responds to what the app's delegate responds to, and names it as the target of those
/// messages. The stand-in has no runtime, so these two overrides are compiled on iOS only.
class DelegateForwarder: NSObject {
    // UIKit asks `responds(to:)` and `forwardingTarget(for:)` on the main thread, but they are
    // nonisolated overrides of NSObject's; the delegate is only ever set on the main actor.
    nonisolated(unsafe) weak var forwardee: (any NSObjectProtocol)?

    #if !WIREFRAME_UIKIT_STANDIN && canImport(ObjectiveC)
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forwardee(for: aSelector) != nil
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let target = forwardee(for: aSelector) { return target }
        return super.forwardingTarget(for: aSelector)
    }

    /// The app's delegate when it responds to `aSelector`.
    private nonisolated func forwardee(for aSelector: Selector!) -> (any NSObjectProtocol)? {
        guard let delegate = forwardee, delegate.responds(to: aSelector) else { return nil }
        return delegate
    }
    #endif
}
#endif
