#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

/// The delegate the adapter gives a navigation controller so as to hear of the user going back,
/// calling the delegate the app had set for every callback (see <doc:UserNavigation>).
///
/// A pop is the user's when `navigationController(_:didShow:animated:)` finds fewer controllers
/// than the adapter last saw, the rest the same, and those gone in no other container: the
/// adapter records the stack it expects before each transition it asks for, so its own pops are
/// not taken for the user's, whenever UIKit calls back; and UIKit's own moves (a split view
/// merging its columns' stacks when it collapses, separating them when it expands) are not
/// either.
final class NavigationDelegateForwarder: DelegateForwarder, UINavigationControllerDelegate {
    /// The delegate the app set, which hears of everything as if the adapter were not there.
    weak var appDelegate: (any UINavigationControllerDelegate)?
    /// The controllers on the stack as the adapter last saw them, bottom first, held weakly: a
    /// screen popped or dropped is not kept alive by the adapter.
    private var seen: [Weak<UIViewController>] = []
    /// What ``seen`` held when UIKit said it would show another top, held strongly until it has
    /// shown it, so that the screens the user pops are there to report.
    private var seenBeforeTransition: [UIViewController]?

    /// Records `controllers` as the stack the adapter saw or is about to make.
    func expect(_ controllers: [UIViewController]) {
        seen = controllers.map(Weak.init)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {
        handlingOnce(()) {
            #if WIREFRAME_UIKIT_STANDIN
            appDelegate?.navigationController(navigationController, willShow: viewController, animated: animated)
            #else
            appDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
            #endif
            seenBeforeTransition = seen.compactMap(\.object)
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        handlingOnce(()) {
            #if WIREFRAME_UIKIT_STANDIN
            appDelegate?.navigationController(navigationController, didShow: viewController, animated: animated)
            #else
            appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
            #endif
            let now = navigationController.viewControllers
            let before = seenBeforeTransition ?? seen.compactMap(\.object)
            seenBeforeTransition = nil
            expect(now)
            // In the More navigation controller, a tab chosen in the list puts another controller
            // above it (the tab, or the first of those UIKit moved from a navigation controller
            // chosen there). Going back to the list changes no tab and is no pop: UIKit also
            // empties the More stack down to the list when it moves a navigation controller's
            // controllers back to it, in an order not documented.
            let aboveList = now.dropFirst().first
            if let tabs = navigationController.tabBarController, tabs.moreNavigationController === navigationController,
                aboveList.map({ $0 !== before.dropFirst().first }) ?? true
            {
                // Reported unless the wireframe knows of it already (it selected it).
                guard let chosen = tabs.chosenInMoreList,
                    chosen !== tabs.tabBarForwarder.knownMoreChoice,
                    let index = tabs.placedTabs.firstIndex(where: { $0 === chosen })
                else { return }
                tabs.tabBarForwarder.knownMoreChoice = chosen
                tabs.reportUserNavigation(.selectedTab(tabs: tabs, index: index))
                return
            }
            guard now.count < before.count, zip(now, before).allSatisfy({ $0 === $1 }) else { return }
            // A controller now in another container was moved, not popped: a split view that
            // expands hands the secondary column's controllers back to its navigation controller.
            let popped: [any Screen] = before[now.count...].filter {
                $0.parent == nil || $0.parent === navigationController
            }
            .reversed()
            guard !popped.isEmpty else { return }
            navigationController.reportUserNavigation(.wentBack(stack: navigationController, popped: popped))
        }
    }
}

extension NavigationDelegateForwarder {
    // The custom transition's callbacks, answered as UIKit does without a delegate (its own
    // animation) when the app's delegate does not implement them.

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        handlingOnce(nil) {
            #if WIREFRAME_UIKIT_STANDIN
            appDelegate?.navigationController(
                navigationController,
                animationControllerFor: operation,
                from: fromVC,
                to: toVC
            )
            #else
            appDelegate?.navigationController?(
                navigationController,
                animationControllerFor: operation,
                from: fromVC,
                to: toVC
            )
            #endif
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        handlingOnce(nil) {
            #if WIREFRAME_UIKIT_STANDIN
            appDelegate?.navigationController(navigationController, interactionControllerFor: animationController)
            #else
            appDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
            #endif
        }
    }
}

/// A weak reference, so that the adapter's records do not keep UIKit's objects alive.
struct Weak<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) { self.object = object }
}

extension UINavigationController {
    /// Makes the adapter's forwarder this controller's delegate, keeping the app's delegate
    /// behind it; a delegate set since the adapter's is left in place.
    func installUserNavigationForwarder() {
        let forwarder = navigationForwarder
        guard forwarder.takeDelegateSlot(of: self, current: delegate) else { return }
        forwarder.appDelegate = delegate
        forwarder.expect(viewControllers)
        delegate = forwarder
    }

    /// Records `controllers` as the stack the adapter is about to make, before it asks UIKit.
    func expectStack(_ controllers: [UIViewController]) {
        installUserNavigationForwarder()
        navigationForwarder.expect(controllers)
    }

    /// The forwarder, kept on the controller (its delegate is weak).
    private var navigationForwarder: NavigationDelegateForwarder {
        associatedValue(of: self, .navigationForwarder) { NavigationDelegateForwarder() }
    }
}
#endif
