#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

/// The delegate the adapter gives a navigation controller so as to hear of the user going back,
/// forwarding every callback to the delegate the app had set (see <doc:UserNavigation>).
///
/// A pop is the user's when `navigationController(_:didShow:animated:)` finds fewer controllers
/// than the adapter last saw, the rest the same: the adapter records the stack it expects before
/// each transition it asks for, so its own pops are not taken for the user's, whenever UIKit
/// calls back.
final class NavigationDelegateForwarder: DelegateForwarder, UINavigationControllerDelegate {
    /// The delegate the app set, which hears of everything as if the adapter were not there.
    var appDelegate: (any UINavigationControllerDelegate)? {
        get { forwardee as? any UINavigationControllerDelegate }
        set { forwardee = newValue }
    }
    /// The controllers on the stack as the adapter last saw them, bottom first. Held strongly, so
    /// that the screens the user pops are still there to report when UIKit says the pop is done;
    /// they are let go right after.
    var seen: [UIViewController] = []

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {
        #if WIREFRAME_UIKIT_STANDIN || !canImport(ObjectiveC)
        appDelegate?.navigationController(navigationController, willShow: viewController, animated: animated)
        #else
        appDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
        #endif
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        #if WIREFRAME_UIKIT_STANDIN || !canImport(ObjectiveC)
        appDelegate?.navigationController(navigationController, didShow: viewController, animated: animated)
        #else
        appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        #endif
        let now = navigationController.viewControllers
        let before = seen
        seen = now
        guard now.count < before.count, zip(now, before).allSatisfy({ $0 === $1 }) else { return }
        let popped: [any Screen] = before[now.count...].reversed()
        navigationController.reportUserNavigation(.wentBack(stack: navigationController, popped: popped))
    }

}

extension UINavigationController {
    /// Makes the adapter's forwarder this controller's delegate, keeping the app's delegate
    /// behind it; a delegate the app set since is put behind it too.
    func installUserNavigationForwarder() {
        let forwarder = navigationForwarder
        guard delegate !== forwarder else { return }
        forwarder.appDelegate = delegate
        forwarder.seen = viewControllers
        delegate = forwarder
    }

    /// Records `controllers` as the stack the adapter is about to make, before it asks UIKit.
    func expectStack(_ controllers: [UIViewController]) {
        installUserNavigationForwarder()
        navigationForwarder.seen = controllers
    }

    /// The forwarder, kept on the controller (its delegate is weak).
    private var navigationForwarder: NavigationDelegateForwarder {
        associatedValue(of: self, .navigationForwarder) { NavigationDelegateForwarder() }
    }
}
#endif
