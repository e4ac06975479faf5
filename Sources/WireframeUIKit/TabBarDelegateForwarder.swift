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
            guard viewController !== before,
                let index = tabBarController.viewControllers?.firstIndex(where: { $0 === viewController })
            else { return }
            tabBarController.reportUserNavigation(.selectedTab(tabs: tabBarController, index: index))
        }
    }
}

extension UITabBarController {
    /// Makes the adapter's forwarder this controller's delegate, keeping the app's delegate
    /// behind it; a delegate set since the adapter's is left in place.
    func installUserNavigationForwarder() {
        let forwarder = associatedValue(of: self, .tabBarForwarder) { TabBarDelegateForwarder() }
        guard forwarder.takeDelegateSlot(of: self, current: delegate) else { return }
        forwarder.appDelegate = delegate
        delegate = forwarder
    }
}
#endif
