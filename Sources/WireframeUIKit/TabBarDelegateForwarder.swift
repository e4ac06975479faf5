#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

/// The delegate the adapter gives a tab bar controller so as to hear of the user tapping a tab,
/// calling the delegate the app had set for every callback (see <doc:UserNavigation>).
///
/// UIKit calls these only for the user's taps. A tap on another tab is reported as
/// `selectedTab`; a tap on the selected tab is not, and when that tab is a navigation controller
/// UIKit pops it to its root, which its own forwarder reports as `wentBack`.
final class TabBarDelegateForwarder: DelegateForwarder, UITabBarControllerDelegate {
    /// The delegate the app set, which hears of everything as if the adapter were not there.
    weak var appDelegate: (any UITabBarControllerDelegate)?
    /// The tab selected when the user's tap began.
    private weak var selectedBeforeTap: UIViewController?
    /// The tab last selected through the More tab's list that the wireframe knows of (it selected
    /// it, or it was reported): the More navigation controller showing it again is no news.
    weak var knownMoreChoice: UIViewController?
    /// The tabs in the order the app set them, which the user may change in the More tab's Edit
    /// sheet: the wireframe's tab indexes are indexes in this order.
    private var placed: [Weak<UIViewController>] = []

    /// Records `controllers` as the order the app set the tabs in.
    func place(_ controllers: [UIViewController]) {
        placed = controllers.map(Weak.init)
    }

    /// `current`, the tab bar's controllers, in the order the app set them: those placed, then
    /// any the app added since with UIKit directly, in their current order.
    func placedOrder(of current: [UIViewController]) -> [UIViewController] {
        let kept = placed.compactMap(\.object).filter { tab in current.contains { $0 === tab } }
        return kept + current.filter { tab in !kept.contains { $0 === tab } }
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        handlingOnce(true) {
            #if WIREFRAME_UIKIT_STANDIN
            let allowed = appDelegate?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
            #else
            let allowed = appDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
            #endif
            selectedBeforeTap = tabBarController.selectedViewController
            return allowed
        }
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        handlingOnce(()) {
            #if WIREFRAME_UIKIT_STANDIN
            appDelegate?.tabBarController(tabBarController, didSelect: viewController)
            #else
            appDelegate?.tabBarController?(tabBarController, didSelect: viewController)
            #endif
            let before = selectedBeforeTap
            selectedBeforeTap = nil
            knownMoreChoice = nil
            guard viewController !== before,
                let index = tabBarController.placedTabs.firstIndex(where: { $0 === viewController })
            else { return }
            tabBarController.reportUserNavigation(.selectedTab(tabs: tabBarController, index: index))
        }
    }

    // The user reordered the tabs: nothing to report, the wireframe's indexes keep the app's order.
    func tabBarController(
        _ tabBarController: UITabBarController,
        didEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {
        handlingOnce(()) {
            #if WIREFRAME_UIKIT_STANDIN
            appDelegate?.tabBarController(tabBarController, didEndCustomizing: viewControllers, changed: changed)
            #else
            appDelegate?.tabBarController?(tabBarController, didEndCustomizing: viewControllers, changed: changed)
            #endif
        }
    }
}

extension UITabBarController {
    /// Makes the adapter's forwarder this controller's delegate, keeping the app's delegate
    /// behind it; a delegate set since the adapter's is left in place.
    func installUserNavigationForwarder() {
        let forwarder = tabBarForwarder
        guard forwarder.takeDelegateSlot(of: self, current: delegate) else { return }
        forwarder.appDelegate = delegate
        forwarder.place(viewControllers ?? [])
        delegate = forwarder
        // UIKit tells the tab bar controller's delegate nothing of a tab chosen in the More
        // tab's list: it pushes the tab onto the More navigation controller, whose delegate hears.
        moreNavigationController.installUserNavigationForwarder()
    }

    /// The adapter's forwarder for this controller, made when first asked.
    var tabBarForwarder: TabBarDelegateForwarder {
        associatedValue(of: self, .tabBarForwarder) { TabBarDelegateForwarder() }
    }

    /// The tabs in the order the app set them (see <doc:UserNavigation>): `viewControllers`
    /// before the user reordered them in the More tab's Edit sheet.
    var placedTabs: [UIViewController] {
        tabBarForwarder.placedOrder(of: viewControllers ?? [])
    }
}
#endif
