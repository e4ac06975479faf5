#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif

/// What the adapter's delegate forwarders share (see <doc:UserNavigation>): each implements, in
/// Swift, the optional methods of its delegate protocol that the adapter listens to, answers
/// them as UIKit does when a delegate does not implement them, and calls the delegate the app
/// had set (held weakly, as UIKit holds delegates) with optional chaining: a delegate that is
/// gone, or that does not implement a method, is simply not called.
///
/// Nothing is forwarded through the Objective-C runtime (`forwardingTarget(for:)`): UIKit
/// caches which methods a delegate responds to, so a forwarded method whose target was freed
/// since would reach nobody and raise "unrecognized selector".
class DelegateForwarder: NSObject {
    /// Whether a callback of this forwarder is running.
    private var isHandling = false
    /// The object whose delegate the adapter made this forwarder: it is never made that object's
    /// delegate again after whoever set the delegate since (see ``takeDelegateSlot(of:current:)``).
    private weak var installedOn: AnyObject?

    /// Runs `callback` unless a callback of this forwarder is already running, then returns
    /// `fallback`. A delegate proxy that forwards to the delegate it replaced (RxCocoa's,
    /// CombineCocoa's) and a forwarder that forwards to that proxy would otherwise call each
    /// other until the stack overflows.
    func handlingOnce<Answer>(_ fallback: Answer, _ callback: () -> Answer) -> Answer {
        guard !isHandling else { return fallback }
        isHandling = true
        defer { isHandling = false }
        return callback()
    }

    /// Whether the adapter should make this forwarder the delegate of `owner`, whose delegate is
    /// now `current`: the first time only. Once installed, a delegate someone set since (the app,
    /// or a proxy that forwards to this forwarder) is left in place: taking the slot back would
    /// put that delegate behind this forwarder and, for a proxy, make a loop.
    func takeDelegateSlot(of owner: AnyObject, current: AnyObject?) -> Bool {
        guard current !== self, installedOn !== owner else { return false }
        installedOn = owner
        return true
    }
}
#endif
