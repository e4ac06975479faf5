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
extension UINavigationController: StackContainer {
    /// The `viewControllers`, from the bottom (root) to the top.
    public var screens: [any Screen] { viewControllers }

    /// Pushes `screen` with `pushViewController(_:animated:)`.
    ///
    /// - Throws: `PresentationError` (nothing is pushed) with code `foreignScreen` when
    ///   `screen` is not a view controller; where UIKit would raise an exception or silently
    ///   take it from another container: `stackInsideStack` when it is a navigation
    ///   controller, `alreadyInHierarchy` when it is already on this stack, in another
    ///   container, presented, a window's root, or holds this controller.
    public func push(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        let pushed = try UIViewController.of(screen)
        if let stack = pushed as? UINavigationController { throw .stackInsideStack(stack, into: self) }
        try checkIncoming(pushed)
        pushed.installUserNavigationForwarders()
        expectStack(viewControllers + [pushed])
        pushViewController(pushed, animated: animated)
        await waitForTransition(animated: animated)
    }

    /// Pops the top screen with `popViewController(animated:)` and returns it; returns `nil`,
    /// changing nothing, when only the root screen is left.
    @discardableResult
    public func pop(animated: Bool) async -> (any Screen)? {
        if viewControllers.count > 1 { expectStack(Array(viewControllers.dropLast())) }
        guard let popped = popViewController(animated: animated) else { return nil }
        await waitForTransition(animated: animated)
        return popped
    }

    /// Pops the screens above `screen` with `popToViewController(_:animated:)` and returns
    /// them, bottom first.
    ///
    /// - Throws: `PresentationError` with code `notOnStack` when `screen` is not on this
    ///   stack (UIKit would raise an exception).
    @discardableResult
    public func pop(to screen: any Screen, animated: Bool) async throws(PresentationError) -> [any Screen] {
        guard let target = viewControllers.first(where: { $0 === screen }) else {
            throw .notOnStack(screen.errorName, errorName)
        }
        if let index = viewControllers.firstIndex(where: { $0 === target }) {
            expectStack(Array(viewControllers[...index]))
        }
        let popped = popToViewController(target, animated: animated) ?? []
        if !popped.isEmpty { await waitForTransition(animated: animated) }
        return popped
    }

    /// Replaces the stack with `setViewControllers(_:animated:)`, which animates as a push or
    /// a pop when the top screen changes. Screens already on this stack may stay.
    ///
    /// - Throws: `PresentationError` (nothing changes) as ``push(_:animated:)`` does for each
    ///   screen, and with code `alreadyInHierarchy` when a screen is listed twice.
    public func setScreens(_ screens: [any Screen], animated: Bool) async throws(PresentationError) {
        let controllers = try checkedStack(screens)
        for controller in controllers { controller.installUserNavigationForwarders() }
        expectStack(controllers)
        setViewControllers(controllers, animated: animated)
        await waitForTransition(animated: animated)
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
        return children
    }
}
#endif
