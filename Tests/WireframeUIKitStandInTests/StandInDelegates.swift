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

    func tabBarController(
        _ tabBarController: UITabBarController,
        didEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {
        calls.append(changed ? "didEndCustomizing changed" : "didEndCustomizing unchanged")
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

/// A third-party delegate proxy, as RxCocoa's and CombineCocoa's are: it makes itself the
/// navigation controller's delegate and passes every callback on to the delegate that was set
/// before it (held weakly). It records how deep its callbacks nest, and stops passing them on
/// past ``nestingLimit``, so that a loop between it and another forwarder fails a test instead
/// of overflowing the stack.
final class ForwardingNavigationProxy: NSObject, UINavigationControllerDelegate {
    static let nestingLimit = 8

    weak var predecessor: (any UINavigationControllerDelegate)?
    var calls: [String] = []
    private var nesting = 0
    /// The deepest its callbacks nested: 1 when each went through it once.
    private(set) var deepestNesting = 0

    /// Makes a proxy the delegate of `stack`, in front of the delegate it had.
    static func install(on stack: UINavigationController) -> ForwardingNavigationProxy {
        let proxy = ForwardingNavigationProxy()
        proxy.predecessor = stack.delegate
        stack.delegate = proxy
        return proxy
    }

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {
        passOn("willShow \(viewController.restorationIdentifier ?? "?")") {
            predecessor?.navigationController(navigationController, willShow: viewController, animated: animated)
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        passOn("didShow \(viewController.restorationIdentifier ?? "?")") {
            predecessor?.navigationController(navigationController, didShow: viewController, animated: animated)
        }
    }

    private func passOn(_ call: String, _ forward: () -> Void) {
        nesting += 1
        defer { nesting -= 1 }
        deepestNesting = max(deepestNesting, nesting)
        guard nesting <= Self.nestingLimit else { return }
        if nesting == 1 { calls.append(call) }
        forward()
    }
}

/// An app's animator of a custom push or pop (the stand-in runs none).
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {}

/// An app's navigation controller delegate that gives its own animator for every push and pop.
final class CustomTransitionsDelegate: NSObject, UINavigationControllerDelegate {
    let animator = SlideAnimator()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}
