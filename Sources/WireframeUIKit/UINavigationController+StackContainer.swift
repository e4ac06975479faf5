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
/// A tab chosen in the More tab's list (more than five tabs on iPhone) has its controllers
/// moved by UIKit onto the More navigation controller, above the list, its own stack left empty
/// until another tab is selected: meanwhile its screens are those, and its push, pops and set
/// change the More navigation controller above the list.
///
/// UIKit ignores a push, pop or set asked while a transition runs (the user's back swipe, an
/// animation the app started, a presentation the controller is in), logging only that "the
/// navigation stack will not be updated". So each of these refuses while
/// `transitionCoordinator` is set, and checks afterwards that `viewControllers` is what it asked.
extension UINavigationController: StackContainer {
    /// The `viewControllers`, from the bottom (root) to the top — or, while this is the tab
    /// chosen in the More tab's list, the More navigation controller's above its list.
    public var screens: [any Screen] { shownStack }

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
        if let more = moreStackShowingThis { return try await more.push(screen, animated: animated) }
        let pushed = try checkedStack([screen], mayStay: false)
        try await change(
            "push of \(screen.errorName)",
            to: viewControllers + pushed,
            bringingIn: pushed,
            animated: animated
        ) {
            for controller in pushed { pushViewController(controller, animated: animated) }
        }
    }

    /// Pops the top screen with `popViewController(animated:)` and returns it; returns `nil`,
    /// changing nothing, when only the root screen is left.
    ///
    /// - Throws: `PresentationError` with code `transitionInProgress` (nothing is popped) when
    ///   a transition runs, or when UIKit did not pop, naming the stack it shows.
    @discardableResult
    public func pop(animated: Bool) async throws(PresentationError) -> (any Screen)? {
        guard shownStack.count > 1, let top = shownStack.last else { return nil }
        if let more = moreStackShowingThis { return try await more.pop(animated: animated) }
        try await change("pop of \(top.errorName)", to: Array(viewControllers.dropLast()), animated: animated) {
            popViewController(animated: animated)
        }
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
        let controllers = shownStack
        guard let index = controllers.firstIndex(where: { $0 === screen }) else {
            throw .notOnStack(screen.errorName, errorName)
        }
        if let more = moreStackShowingThis { return try await more.pop(to: screen, animated: animated) }
        let popped = Array(controllers[(index + 1)...])
        if popped.isEmpty { return [] }
        let kept = Array(controllers[...index])
        try await change("pop to \(controllers[index].errorName)", to: kept, animated: animated) {
            popToViewController(controllers[index], animated: animated)
        }
        return popped
    }

    /// Replaces the stack with `setViewControllers(_:animated:)`, which animates as a push or
    /// a pop when the top screen changes. Screens already on this stack may stay.
    ///
    /// - Throws: `PresentationError` (nothing changes) as ``push(_:animated:)`` does for each
    ///   screen, with code `alreadyInHierarchy` when a screen is listed twice, and
    ///   `transitionInProgress` when a transition runs or UIKit did not set the stack.
    public func setScreens(_ screens: [any Screen], animated: Bool) async throws(PresentationError) {
        if let more = moreStackShowingThis {
            return try await more.setScreens(Array(more.viewControllers.prefix(1)) + screens, animated: animated)
        }
        let controllers = try checkedStack(screens)
        try await change("change of stack", to: controllers, bringingIn: controllers, animated: animated) {
            setViewControllers(controllers, animated: animated)
        }
    }
}

extension UINavigationController {
    /// The More navigation controller when it shows this controller's stack above its list
    /// (this is the tab chosen there), else `nil`.
    fileprivate var moreStackShowingThis: UINavigationController? {
        guard let tabs = tabBarController, tabs.chosenInMoreList === self else { return nil }
        return tabs.moreNavigationController
    }

    /// The stack UIKit shows for this controller: its `viewControllers`, or, while it is the
    /// tab chosen in the More list, the More navigation controller's above the list.
    fileprivate var shownStack: [UIViewController] {
        guard let more = moreStackShowingThis else { return viewControllers }
        return Array(more.viewControllers.dropFirst())
    }

    /// Makes the change `asked` (`call`, UIKit's push, pop or set) through the adapter's one
    /// path (``UIViewController/performTransition(_:bringingIn:idle:on:madeIf:shows:dropped:start:)``),
    /// recording `expected` as the stack it makes before the call, so that the user's next pop
    /// is told apart from this one, and the stack UIKit shows instead when it did not make it.
    fileprivate func change(
        _ asked: String,
        to expected: [UIViewController],
        bringingIn incoming: [UIViewController] = [],
        animated: Bool,
        _ call: () -> Void
    ) async throws(PresentationError) {
        try await performTransition(
            asked,
            bringingIn: incoming,
            idle: [self],
            madeIf: { viewControllers.elementsEqual(expected, by: ===) },
            shows: { viewControllers },
            dropped: { expectStack(viewControllers) },
            start: { completion in
                expectStack(expected)
                call()
                completeAfterTransition(animated: animated, completion)
            }
        )
    }
}

extension UINavigationController {
    /// Checks `screens` as the new stack of this controller — the one place push, set and the
    /// wrapping stack of `present(inStack: true)` check it —: as
    /// ``checkedChildren(_:mayStay:admitting:)`` does, none of them a navigation controller
    /// (UIKit raises an exception) nor a tab bar controller (UIKit supports it only as a window's
    /// root or presented). A tab bar controller is refused after the checks of where it is, so
    /// that one holding this stack is named as such.
    func checkedStack(_ screens: [any Screen], mayStay: Bool = true) throws(PresentationError) -> [UIViewController] {
        let children = try checkedChildren(screens, mayStay: mayStay) { child throws(PresentationError) in
            if let stack = child as? UINavigationController { throw .stackInsideStack(stack, into: self) }
        }
        if let tabs = children.lazy.compactMap({ $0 as? UITabBarController }).first {
            throw .tabsInsideStack(tabs, into: self)
        }
        return children
    }
}
#endif
