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
}

extension UINavigationController {
    func standInTellWillShow(_ shown: UIViewController, animated: Bool) {
        delegate?.navigationController?(self, willShow: shown, animated: animated)
    }

    func standInTellDidShow(_ shown: UIViewController, animated: Bool) {
        delegate?.navigationController?(self, didShow: shown, animated: animated)
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
}
#endif
