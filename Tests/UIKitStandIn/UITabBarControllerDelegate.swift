/// Stand-in for UIKit's `UITabBarControllerDelegate`: asked before a tab the user taps is
/// selected, and told once it is. Every method is optional in UIKit; the default implementations
/// here answer as an unimplemented optional method does.
///
/// As Apple documents them, both are called only in response to the user tapping the tab bar,
/// never when code changes the selection or the tabs; `tabBarController(_:didSelect:)` is called
/// even when the user taps the tab already selected.
#if WIREFRAME_UIKIT_STANDIN_OBJC
@MainActor
@objc public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the tab of `viewController` that the user tapped should become active.
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController,
        shouldSelect viewController: UIViewController
    ) -> Bool
    /// Called once the user selected the tab of `viewController` (or tapped it while selected).
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController,
        didSelect viewController: UIViewController
    )
    /// Called when the user closed the tab bar's customizing sheet (the More tab's Edit);
    /// `viewControllers` in their new order, `changed` whether the order changed.
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController,
        didEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    )
}

extension UITabBarController {
    func standInAskShouldSelect(_ tapped: UIViewController) -> Bool {
        delegate?.tabBarController?(self, shouldSelect: tapped) ?? true
    }

    func standInTellDidSelect(_ tapped: UIViewController) {
        delegate?.tabBarController?(self, didSelect: tapped)
    }

    func standInTellDidEndCustomizing(_ controllers: [UIViewController], changed: Bool) {
        delegate?.tabBarController?(self, didEndCustomizing: controllers, changed: changed)
    }
}
#else
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the tab of `viewController` that the user tapped should become active; `true`
    /// when not implemented.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called once the user selected the tab of `viewController` (or tapped it while selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// Called when the user closed the tab bar's customizing sheet (the More tab's Edit);
    /// `viewControllers` in their new order, `changed` whether the order changed.
    func tabBarController(
        _ tabBarController: UITabBarController,
        didEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    )
}

extension UITabBarControllerDelegate {
    /// `true`, as when the delegate does not implement it.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        shouldSelect viewController: UIViewController
    ) -> Bool { true }

    /// Does nothing, as when the delegate does not implement it.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}

    /// Does nothing, as when the delegate does not implement it.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        didEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {}
}

extension UITabBarController {
    /// Asks the delegate whether the user may select `tapped`.
    func standInAskShouldSelect(_ tapped: UIViewController) -> Bool {
        delegate?.tabBarController(self, shouldSelect: tapped) ?? true
    }

    /// Tells the delegate that the user selected `tapped`.
    func standInTellDidSelect(_ tapped: UIViewController) {
        delegate?.tabBarController(self, didSelect: tapped)
    }

    /// Tells the delegate that the user closed the customizing sheet.
    func standInTellDidEndCustomizing(_ controllers: [UIViewController], changed: Bool) {
        delegate?.tabBarController(self, didEndCustomizing: controllers, changed: changed)
    }
}
#endif
