#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

// The one path every change the adapter asks of UIKit takes — a push, pop or set of a stack, a
// presentation or dismissal, a split view's column: refuse while a transition runs where UIKit
// would drop the call, install the forwarders on what comes in, make UIKit's call, check that
// UIKit made the change (it drops some calls without a word), and return when it has ended.
// The checks of the incoming screens differ by container and come before (`checkIncoming`).
extension UIViewController {
    /// Runs the change `asked` (such as `push of "message"`): refuses when a transition runs in
    /// one of `idle`, installs the user-navigation forwarders on `incoming`, then calls `start`
    /// with a completion to call when the change has ended (UIKit's completion, or the end of the
    /// transition coordinator's animation: see ``completeAfterTransition(animated:_:)``), and
    /// returns then.
    ///
    /// - Throws: `PresentationError` with code `transitionInProgress` when a transition runs in
    ///   one of `idle` (nothing is called), or when, right after `start`, `isMade` says UIKit did
    ///   not make the change: `dropped` runs first, and the message names `container` (this
    ///   controller when `nil`) and what `shows` returns.
    func performTransition(
        _ asked: String,
        bringingIn incoming: [UIViewController],
        idle: [UIViewController],
        on container: UIViewController? = nil,
        madeIf isMade: () -> Bool,
        shows: () -> [UIViewController],
        dropped: () -> Void = {},
        start: (@escaping @MainActor @Sendable () -> Void) -> Void
    ) async throws(PresentationError) {
        for controller in idle { try controller.checkNoTransitionRunning() }
        for controller in incoming { controller.installUserNavigationForwarders() }
        let made = await awaitCompletion(of: start, madeIf: isMade)
        guard made else {
            dropped()
            throw .notPerformed(asked, by: container ?? self, shows: shows())
        }
    }

    /// Calls `completion` when the transition this controller has just started ends: at once
    /// when it is not animated or when UIKit runs no transition (for example outside a window).
    func completeAfterTransition(animated: Bool, _ completion: @escaping @MainActor @Sendable () -> Void) {
        guard animated, let coordinator = transitionCoordinator,
            coordinator.animate(alongsideTransition: nil, completion: { _ in completion() })
        else {
            // Blocks that were not queued never run.
            completion()
            return
        }
    }

    /// Checks that no transition runs in this controller (its own, one of an ancestor, or an
    /// animated presentation or dismissal it is part of): UIKit would ignore a transition asked
    /// meanwhile, or run it half.
    ///
    /// - Throws: `PresentationError` with code `transitionInProgress`, naming this controller
    ///   and the kind of transition running (the user's, when it is interactive).
    func checkNoTransitionRunning() throws(PresentationError) {
        guard let running = transitionCoordinator else { return }
        let kind = running.isInteractive ? "an interactive transition the user drives" : "an animated transition"
        throw .transitionInProgress("\(errorName) (\(kind))")
    }

    /// Calls `start`, passing it a completion, and returns `true` when the completion runs;
    /// returns `false` at once when, right after the call, `isMade` says that UIKit did not
    /// make the change (it ignored it, so a completion it ran or would run means nothing).
    private func awaitCompletion(
        of start: (@escaping @MainActor @Sendable () -> Void) -> Void,
        madeIf isMade: () -> Bool
    ) async -> Bool {
        await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            start { once.resume(returning: true) }
            once.decide(made: isMade())
        }
    }
}

extension UIView {
    /// How long the adapter's cross-dissolves last, in seconds.
    static let crossDissolveDuration = 0.3

    /// Makes `change` inside a cross-dissolve of this view, UIKit's
    /// `transition(with:duration:options:animations:completion:)`, and calls `completion` when
    /// the animation ends (at once outside a window). Both closures are main-actor and
    /// sendable, so that they suit UIKit's declaration whether or not the SDK marks its
    /// animation blocks so.
    func crossDissolve(
        _ change: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable () -> Void
    ) {
        UIView.transition(
            with: self,
            duration: Self.crossDissolveDuration,
            options: .transitionCrossDissolve,
            animations: change,
            completion: { _ in completion() }
        )
    }
}

/// Resumes a continuation once: with `true` when the completion runs after the change was
/// found made, with `false` as soon as it was found not made. A completion UIKit calls before
/// the check (a change that is not animated) waits for it; one it calls after the adapter gave
/// up does nothing.
@MainActor
private final class ResumeOnce {
    private var continuation: CheckedContinuation<Bool, Never>?
    /// Whether the change was found made (`nil` until checked).
    private var made: Bool?
    private var completedEarly = false

    init(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation = continuation
    }

    func resume(returning value: Bool) {
        guard made != nil else {
            completedEarly = true
            return
        }
        continuation?.resume(returning: value)
        continuation = nil
    }

    /// Records whether the change was made: resumes with `false` when it was not, and with
    /// `true` when it was and the completion already ran.
    func decide(made: Bool) {
        self.made = made
        if !made {
            resume(returning: false)
        } else if completedEarly {
            resume(returning: true)
        }
    }
}
#endif
