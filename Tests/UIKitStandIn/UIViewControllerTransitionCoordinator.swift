/// Stand-in for UIKit's `UIViewControllerTransitionCoordinatorContext`: the state of a running
/// transition (two of its members).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled (an interactive one the user gave up).
    var isCancelled: Bool { get }
    /// Whether the transition is driven by the user's gesture.
    var isInteractive: Bool { get }
}

/// Stand-in for UIKit's `UIViewControllerTransitionCoordinator`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it ends.
    ///
    /// - Returns: `true` if the blocks were queued to run, `false` if they were not.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator of one animated navigation transition; UIKit's own class is private.
@MainActor
final class StandInTransitionCoordinator: UIViewControllerTransitionCoordinator {
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var isComplete = false
    private(set) var isCancelled = false
    let isInteractive: Bool

    init(interactive: Bool = false) {
        isInteractive = interactive
    }

    var isAnimated: Bool { true }

    /// Marks the transition cancelled: the user gave up the gesture.
    func cancel() {
        isCancelled = true
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if isComplete { return false }
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// Ends the transition: runs the completion blocks in the order they were queued.
    func complete() {
        isComplete = true
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
