import UIKitStandIn
import WireframeTestSupport

/// An app's own navigation controller delegate, recording what UIKit tells it.
final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var calls: [String] = []

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {
        calls.append("willShow \(viewController.restorationIdentifier ?? "?")")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        calls.append("didShow \(viewController.restorationIdentifier ?? "?")")
    }
}

/// An app's own tab bar controller delegate, recording what UIKit tells it and answering
/// `shouldSelect` with ``allowsSelection``.
final class AppTabBarDelegate: NSObject, UITabBarControllerDelegate {
    var calls: [String] = []
    var allowsSelection = true

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        calls.append("shouldSelect \(viewController.restorationIdentifier ?? "?")")
        return allowsSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("didSelect \(viewController.restorationIdentifier ?? "?")")
    }
}

/// An app's own presentation controller delegate, recording what UIKit tells it and answering
/// `presentationControllerShouldDismiss` with ``allowsDismissal``.
final class AppPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
    var allowsDismissal = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttemptToDismiss")
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.append("didDismiss")
    }
}
