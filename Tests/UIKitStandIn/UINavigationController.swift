/// Stand-in for UIKit's `UINavigationController`: a stack of child controllers, the last on top.
///
/// As in UIKit, `viewControllers` changes as soon as a push, pop or set is asked. When the
/// change is animated, the top changes and the controller is in a window, a transition runs:
/// `transitionCoordinator` returns its coordinator until it ends, and controllers that left the
/// stack keep their `parent` until then. Otherwise nothing animates and there is no coordinator.
/// Where UIKit raises an exception (pushing a navigation controller or a controller already on
/// the stack, popping to a controller not on it), the stand-in traps with UIKit's message.
@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    private var coordinator: StandInTransitionCoordinator?

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
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(with: stack.dropLast(), animated: animated)
        return top
    }

    /// Pops the controllers above `viewController` and returns them, bottom first.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        standInCalls.append("popToViewController(\(viewController.standInName), animated: \(animated))")
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            fatalError("Tried to pop to a view controller that doesn't exist.")
        }
        let popped = Array(stack[(index + 1)...])
        replaceStack(with: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack; animates as a push or pop when the top changes.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let names = viewControllers.map(\.standInName).joined(separator: ", ")
        standInCalls.append("setViewControllers([\(names)], animated: \(animated))")
        if viewControllers.contains(where: { $0 is UINavigationController }) {
            fatalError("Pushing a navigation controller is not supported")
        }
        for (index, controller) in viewControllers.enumerated()
        where viewControllers[..<index].contains(where: { $0 === controller }) {
            fatalError("All view controllers in a navigation controller must be distinct")
        }
        replaceStack(with: viewControllers, animated: animated)
    }

    override var standInShownChildren: [UIViewController] { stack.last.map { [$0] } ?? [] }

    override func standInForget(_ child: UIViewController) {
        stack.removeAll { $0 === child }
        super.standInForget(child)
    }

    /// Makes `new` the stack, running a transition when UIKit would.
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
        guard animated, stack.last !== oldTop, let window = viewIfLoaded?.window else {
            release()
            return
        }
        let transition = StandInTransitionCoordinator()
        coordinator = transition
        window.standInSchedule { [weak self] in
            release()
            transition.complete()
            if self?.coordinator === transition { self?.coordinator = nil }
        }
    }
}
