#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
public import UIKitStandIn
#else
public import UIKit
#endif
public import WireframePresentation

/// Every navigation controller is a `StackContainer`: its `viewControllers`, pushed and popped
/// with UIKit's own methods.
///
/// An animated transition returns when UIKit's transition ends (the completion of
/// `transitionCoordinator`); one that is not animated, or that UIKit does not animate (the
/// controller is not in a window), returns at once.
///
/// UIKit ignores a push, pop or set asked while a transition runs (the user's back swipe, an
/// animation the app started, a presentation the controller is in), logging only that "the
/// navigation stack will not be updated". So each of these refuses while
/// `transitionCoordinator` is set, and checks afterwards that `viewControllers` is what it asked.
extension UINavigationController: StackContainer {
    /// The `viewControllers`, from the bottom (root) to the top.
    public var screens: [any Screen] { viewControllers }

    /// Pushes `screen` with `pushViewController(_:animated:)`.
    ///
    /// - Throws: `PresentationError` (nothing is pushed) with code `foreignScreen` when
    ///   `screen` is not a view controller; where UIKit would raise an exception or silently
    ///   take it from another container: `stackInsideStack` when it is a navigation
    ///   controller or a tab bar controller, `alreadyInHierarchy` when it is already on this stack, in another
    ///   container, presented, a window's root, or holds this controller; where UIKit would
    ///   ignore the push: `transitionInProgress` when a transition runs, or when UIKit did not
    ///   push it, naming the stack it shows.
    public func push(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        let pushed = try UIViewController.of(screen)
        if let stack = pushed as? UINavigationController { throw .stackInsideStack(stack, into: self) }
        try checkIncoming(pushed)
        if let tabs = pushed as? UITabBarController { throw .tabsInsideStack(tabs, into: self) }
        try checkNoTransitionRunning()
        pushed.installUserNavigationForwarders()
        try perform("push of \(pushed.errorName)", expecting: viewControllers + [pushed]) {
            pushViewController(pushed, animated: animated)
        }
        await waitForTransition(animated: animated)
    }

    /// Pops the top screen with `popViewController(animated:)` and returns it; returns `nil`,
    /// changing nothing, when only the root screen is left.
    ///
    /// - Throws: `PresentationError` with code `transitionInProgress` (nothing is popped) when
    ///   a transition runs, or when UIKit did not pop, naming the stack it shows.
    @discardableResult
    public func pop(animated: Bool) async throws(PresentationError) -> (any Screen)? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        try checkNoTransitionRunning()
        try perform("pop of \(top.errorName)", expecting: viewControllers.dropLast()) {
            popViewController(animated: animated)
        }
        await waitForTransition(animated: animated)
        return top
    }

    /// Pops the screens above `screen` with `popToViewController(_:animated:)` and returns
    /// them, bottom first.
    ///
    /// - Throws: `PresentationError` with code `notOnStack` when `screen` is not on this
    ///   stack (UIKit would raise an exception), and `transitionInProgress` (nothing is popped)
    ///   when a transition runs, or when UIKit did not pop, naming the stack it shows.
    @discardableResult
    public func pop(to screen: any Screen, animated: Bool) async throws(PresentationError) -> [any Screen] {
        let controllers = viewControllers
        guard let index = controllers.firstIndex(where: { $0 === screen }) else {
            throw .notOnStack(screen.errorName, errorName)
        }
        let popped = Array(controllers[(index + 1)...])
        if popped.isEmpty { return [] }
        try checkNoTransitionRunning()
        try perform("pop to \(controllers[index].errorName)", expecting: controllers[...index]) {
            popToViewController(controllers[index], animated: animated)
        }
        await waitForTransition(animated: animated)
        return popped
    }

    /// Replaces the stack with `setViewControllers(_:animated:)`, which animates as a push or
    /// a pop when the top screen changes. Screens already on this stack may stay.
    ///
    /// - Throws: `PresentationError` (nothing changes) as ``push(_:animated:)`` does for each
    ///   screen, with code `alreadyInHierarchy` when a screen is listed twice, and
    ///   `transitionInProgress` when a transition runs or UIKit did not set the stack.
    public func setScreens(_ screens: [any Screen], animated: Bool) async throws(PresentationError) {
        let controllers = try checkedStack(screens)
        try checkNoTransitionRunning()
        for controller in controllers { controller.installUserNavigationForwarders() }
        try perform("change of stack", expecting: controllers) {
            setViewControllers(controllers, animated: animated)
        }
        await waitForTransition(animated: animated)
    }
}

extension UINavigationController {
    /// Records `expected` as the stack the adapter makes, runs `change` (UIKit's call), and
    /// checks that UIKit made it: when it did not, records the stack it shows instead, so that
    /// the user's next pop is told apart from this one, and throws.
    fileprivate func perform(
        _ asked: String,
        expecting expected: some Collection<UIViewController>,
        _ change: () -> Void
    ) throws(PresentationError) {
        expectStack(Array(expected))
        change()
        let shown = viewControllers
        guard shown.elementsEqual(expected, by: ===) else {
            expectStack(shown)
            throw .notPerformed(asked, by: self, shows: shown)
        }
    }
}

extension UINavigationController {
    /// Checks `screens` as the new stack of this controller: as ``checkedChildren(_:)`` does,
    /// and none of them a navigation controller.
    func checkedStack(_ screens: [any Screen]) throws(PresentationError) -> [UIViewController] {
        let children = try checkedChildren(screens)
        if let stack = children.lazy.compactMap({ $0 as? UINavigationController }).first {
            throw .stackInsideStack(stack, into: self)
        }
        if let tabs = children.lazy.compactMap({ $0 as? UITabBarController }).first {
            throw .tabsInsideStack(tabs, into: self)
        }
        return children
    }
}
#endif
