/// Stand-in for UIKit's `UINavigationController`: a stack of child controllers, the last on top.
///
/// As in UIKit, `viewControllers` changes as soon as a push, pop or set is asked. When the
/// change is animated, the top changes and the controller is in a window, a transition runs:
/// `transitionCoordinator` returns its coordinator until it ends, and controllers that left the
/// stack keep their `parent` until then. Otherwise nothing animates and there is no coordinator.
/// Where UIKit raises an exception (pushing a navigation controller or a controller already on
/// the stack, popping to a controller not on it), the stand-in traps with UIKit's message. A push,
/// pop or set asked while a transition runs (``transitionCoordinator`` is not `nil`: its own, the
/// user's edge swipe, or a presentation of a controller it is in) is ignored, as UIKit ignores it,
/// logging that "the navigation stack will not be updated"; a pop then returns `nil`.
///
/// In a window, a change of the top view controller tells the ``delegate`` as
/// ``UINavigationControllerDelegate`` documents. ``standInSimulateBackSwipe(completing:)`` and
/// ``standInSimulateBackButtonTap()`` do what the user does.
@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    private var coordinator: StandInTransitionCoordinator?

    /// The delegate, held weakly as UIKit holds it.
    open weak var delegate: (any UINavigationControllerDelegate)?

    #if WIREFRAME_UIKIT_STANDIN_OBJC
    @objc public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
    #else
    /// The kind of transition an animator is asked for.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none = 0
        /// A push.
        case push = 1
        /// A pop.
        case pop = 2
    }
    #endif

    /// Stand-in only: for each animated push or pop in a window, the type of the animator the
    /// delegate gave (`navigationController(_:animationControllerFor:from:to:)`), or
    /// `"UIKit's"` when it gave none.
    public private(set) var standInAnimators: [String] = []

    /// Creates a navigation controller with an empty stack.
    public override init() { super.init() }

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init()
        replaceStack(with: [rootViewController], animated: false)
    }

    /// The controllers on the stack, bottom first; setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The coordinator of the running push, pop or set, or of an ancestor's transition.
    open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        coordinator ?? super.transitionCoordinator
    }

    /// Pushes `viewController` on the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        standInCalls.append("pushViewController(\(viewController.standInName), animated: \(animated))")
        if standInDropsDuringTransition("pushViewController:animated:") { return }
        if viewController is UINavigationController {
            fatalError("Pushing a navigation controller is not supported")
        }
        if stack.contains(where: { $0 === viewController }) {
            fatalError("Pushing the same view controller instance more than once is not supported")
        }
        replaceStack(with: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; returns `nil` when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        standInCalls.append("popViewController(animated: \(animated))")
        if standInDropsDuringTransition("popViewControllerAnimated:") { return nil }
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(with: stack.dropLast(), animated: animated)
        return top
    }

    /// Pops the controllers above `viewController` and returns them, bottom first.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        standInCalls.append("popToViewController(\(viewController.standInName), animated: \(animated))")
        if standInDropsDuringTransition("popToViewController:animated:") { return nil }
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            fatalError("Tried to pop to a view controller that doesn't exist.")
        }
        let popped = Array(stack[(index + 1)...])
        replaceStack(with: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Pops every controller above the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        standInCalls.append("popToRootViewController(animated: \(animated))")
        if standInDropsDuringTransition("popToRootViewControllerAnimated:") { return nil }
        guard let root = stack.first, stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        replaceStack(with: [root], animated: animated)
        return popped
    }

    /// Replaces the stack; animates as a push or pop when the top changes.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let names = viewControllers.map(\.standInName).joined(separator: ", ")
        standInCalls.append("setViewControllers([\(names)], animated: \(animated))")
        if standInDropsDuringTransition("setViewControllers:animated:") { return }
        if viewControllers.contains(where: { $0 is UINavigationController }) {
            fatalError("Pushing a navigation controller is not supported")
        }
        for (index, controller) in viewControllers.enumerated()
        where viewControllers[..<index].contains(where: { $0 === controller }) {
            fatalError("All view controllers in a navigation controller must be distinct")
        }
        replaceStack(with: viewControllers, animated: animated)
    }

    /// The controllers it holds, in order.
    open override var children: [UIViewController] { stack }

    override var standInShownChildren: [UIViewController] { stack.last.map { [$0] } ?? [] }

    /// Whether UIKit ignores the call `selector` because a transition of this controller (or of
    /// one it is in) is running, as it does: it logs that "the navigation stack will not be
    /// updated" and changes nothing.
    func standInDropsDuringTransition(_ selector: String) -> Bool {
        guard transitionCoordinator != nil else { return false }
        standInCalls.append(
            "warning: \(selector) called on \(standInName) while an existing transition or presentation is "
                + "occurring; the navigation stack will not be updated."
        )
        return true
    }

    override func standInForget(_ child: UIViewController) {
        stack.removeAll { $0 === child }
        super.standInForget(child)
    }

    /// Stand-in only: the user goes back with the back button: an animated pop, as UIKit makes it
    /// (`popViewController(animated: true)`, which the delegate hears of like any pop).
    ///
    /// Traps unless there is a controller to go back to.
    public func standInSimulateBackButtonTap() {
        guard stack.count > 1 else { fatalError("stand-in: no back button on a stack of \(stack.count)") }
        popViewController(animated: true)
    }

    /// Stand-in only: the user swipes from the left edge to go back, an interactive pop. As in
    /// UIKit, `viewControllers` loses its top at once and the delegate hears `willShow` of the
    /// controller below; when the window's animations are finished, the pop completes (the
    /// delegate hears `didShow`) or, when `completing` is `false` (the user gave up), the top
    /// comes back and the coordinator reports `isCancelled`, with no `didShow`.
    ///
    /// Traps unless the stack is in a window and has a controller to go back to.
    public func standInSimulateBackSwipe(completing: Bool = true) {
        guard stack.count > 1, let top = stack.last, let window = viewIfLoaded?.window else {
            fatalError("stand-in: an edge swipe needs a stack of two or more in a window")
        }
        standInCalls.append("interactive pop (\(completing ? "completed" : "cancelled"))")
        let below = stack[stack.count - 2]
        stack.removeLast()
        standInTellWillShow(below, animated: true)
        let transition = StandInTransitionCoordinator(interactive: true)
        coordinator = transition
        window.standInSchedule { [weak self] in
            guard let self else { return }
            if completing {
                if top.standInParent === self { top.standInParent = nil }
                self.standInLoadShownViews()
            } else {
                self.stack.append(top)
                transition.cancel()
            }
            transition.complete()
            if self.coordinator === transition { self.coordinator = nil }
            if completing { self.standInTellDidShow(below, animated: true) }
        }
    }

    /// UIKit's own change of the stack (a split view collapsing or expanding): `new` becomes the
    /// stack at once, taken from wherever it was, with no transition; then, in a window, the
    /// delegate hears of the top when it is not `topBefore` (the top before the controllers
    /// moved; the current top when `nil`).
    func standInRearrange(to new: [UIViewController], topBefore: UIViewController?) {
        let oldTop = topBefore ?? stack.last
        for controller in new { standInAdopt(controller) }
        for controller in stack where !new.contains(where: { $0 === controller }) && controller.standInParent === self {
            controller.standInParent = nil
        }
        stack = new
        if viewIfLoaded != nil { standInLoadShownViews() }
        guard let newTop = stack.last, newTop !== oldTop, viewIfLoaded?.window != nil else { return }
        standInTellWillShow(newTop, animated: false)
        standInTellDidShow(newTop, animated: false)
    }

    /// Makes `new` the stack, running a transition when UIKit would, and telling the delegate
    /// when the top changes in a window.
    private func replaceStack(with new: [UIViewController], animated: Bool) {
        let oldTop = stack.last
        let leaving = stack.filter { old in !new.contains { $0 === old } }
        for controller in new { standInAdopt(controller) }
        stack = new
        if viewIfLoaded != nil { standInLoadShownViews() }
        let release = { [weak self] in
            for controller in leaving where controller.standInParent === self {
                if self?.stack.contains(where: { $0 === controller }) != true {
                    controller.standInParent = nil
                }
            }
        }
        let window = viewIfLoaded?.window
        let newTop = stack.last
        let topChanges = newTop !== oldTop && window != nil
        if topChanges, let newTop { standInTellWillShow(newTop, animated: animated) }
        let didShow = { [weak self] in
            guard let self, topChanges, let newTop else { return }
            self.standInTellDidShow(newTop, animated: animated)
        }
        guard animated, newTop !== oldTop, let window else {
            release()
            didShow()
            return
        }
        if let oldTop, let newTop {
            let operation: Operation = new.contains(where: { $0 === oldTop }) ? .push : .pop
            let animator = standInAskAnimator(operation, from: oldTop, to: newTop)
            standInAnimators.append(animator.map { "\(type(of: $0))" } ?? "UIKit's")
        }
        let transition = StandInTransitionCoordinator()
        coordinator = transition
        window.standInSchedule { [weak self] in
            release()
            transition.complete()
            if self?.coordinator === transition { self?.coordinator = nil }
            didShow()
        }
    }
}
