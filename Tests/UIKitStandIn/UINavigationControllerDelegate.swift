/// Stand-in for UIKit's `UINavigationControllerDelegate`: the two callbacks of a navigation
/// controller showing a view controller. Every method is optional in UIKit; the default
/// implementations here do nothing, as an unimplemented optional method does.
///
/// As Apple documents them, a navigation controller in a window calls
/// `navigationController(_:willShow:animated:)` before it shows a new top view controller, and
/// `navigationController(_:didShow:animated:)` once it is shown: after the transition's animation
/// when it is animated (the stand-in: when the window's animations are finished), at once when it
/// is not. Pushes, pops and sets made by code and the user's back button or edge swipe alike call
/// them; a navigation controller outside a window calls neither. When the user cancels an
/// interactive pop, `willShow` was called for the view controller below and no `didShow` follows
/// (UIKit's behaviour here is not documented; an observer that compares `viewControllers` with
/// what it saw last, as the adapter does, is right either way).
#if WIREFRAME_UIKIT_STANDIN_OBJC
@MainActor
@objc public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called just before the navigation controller shows `viewController` on top.
    @objc optional func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    )
    /// Called once the navigation controller has shown `viewController` on top.
    @objc optional func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )
    /// The animator of a custom push or pop.
    @objc optional func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller driving a custom animator interactively.
    @objc optional func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationController {
    func standInTellWillShow(_ shown: UIViewController, animated: Bool) {
        delegate?.navigationController?(self, willShow: shown, animated: animated)
    }

    func standInTellDidShow(_ shown: UIViewController, animated: Bool) {
        delegate?.navigationController?(self, didShow: shown, animated: animated)
    }

    func standInAskAnimator(
        _ operation: Operation,
        from: UIViewController,
        to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        delegate?.navigationController?(self, animationControllerFor: operation, from: from, to: to)
    }
}
#else
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called just before the navigation controller shows `viewController` on top.
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    )
    /// Called once the navigation controller has shown `viewController` on top.
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )
    /// The animator of a custom push or pop; `nil` (UIKit's own animation) when not implemented.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller driving a custom animator interactively; `nil` when not
    /// implemented.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing, as when the delegate does not implement it.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {}

    /// Does nothing, as when the delegate does not implement it.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {}

    /// `nil`, as when the delegate does not implement it.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    /// `nil`, as when the delegate does not implement it.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UINavigationController {
    /// Tells the delegate that `shown` is about to be shown on top.
    func standInTellWillShow(_ shown: UIViewController, animated: Bool) {
        delegate?.navigationController(self, willShow: shown, animated: animated)
    }

    /// Tells the delegate that `shown` is shown on top.
    func standInTellDidShow(_ shown: UIViewController, animated: Bool) {
        delegate?.navigationController(self, didShow: shown, animated: animated)
    }

    /// Asks the delegate for the animator of `operation`.
    func standInAskAnimator(
        _ operation: Operation,
        from: UIViewController,
        to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
    }
}
#endif

/// Stand-in for UIKit's `UIViewControllerAnimatedTransitioning`: an app's animator of a custom
/// transition. Its methods are not declared: the stand-in runs no animator, it only records
/// which one UIKit was given (`UINavigationController.standInAnimators`).
#if WIREFRAME_UIKIT_STANDIN_OBJC
@MainActor
@objc public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}
#else
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}
#endif

/// Stand-in for UIKit's `UIViewControllerInteractiveTransitioning`: what drives an animator
/// interactively. Its methods are not declared.
#if WIREFRAME_UIKIT_STANDIN_OBJC
@MainActor
@objc public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {}
#else
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {}
#endif
