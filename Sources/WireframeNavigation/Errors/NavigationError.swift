import WireframePresentation
import WireframeSupport

/// A turn of the ``Navigator`` that failed, with a message that names the turn, the step or the
/// setting at fault.
///
/// The navigator's own failures: a step a container refused, a turn that timed out, was
/// cancelled or was asked from inside its own navigator's turn, no window to show screens in,
/// and the way back finding nothing to do (``Navigator/back(animated:)`` and the others). When a
/// turn fails, the steps it applied are taken back before the error is thrown.
///
/// Each way of navigating that stands on the navigator says these in its own words once: the
/// wireframe's requests throw `WireframeError`, a module's router `ModuleError`, the state router
/// `StateRoutingError`; ``Navigator/inTurn(named:_:)`` passes what its body throws on as it is.
///
/// <!-- sample NavigationError/NavigationError -->
/// ```swift
/// do {
///     try await navigator.back()
/// } catch let error where error.code == .nothingToGoBack {
///     showTheRootHint()  // back: "inbox" is the root of its stack and is not presented
/// } catch {
///     print(error)  // a container refused the pop, or the turn was cancelled
/// }
/// ```
///
/// Two errors are equal when their codes, messages and steps are: the underlying error is not
/// compared, because `any Error` is not `Equatable`.
public struct NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure; new kinds may be added, so switch with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The code's name, such as `stepRefused`.
        public var description: String { name }

        /// A container refused a step, or a ``ReversibleStep`` threw: the container changed
        /// nothing. ``NavigationError/step`` names the step; what the container threw (a
        /// `PresentationError`, or an error of the app's) is the underlying error.
        public static let stepRefused = Code("stepRefused")
        /// The turn ran longer than ``Navigator/turnTimeout``; the message names what it was
        /// waiting for, and the next turn runs.
        public static let timedOut = Code("timedOut")
        /// The caller's task was cancelled while the turn waited for the queue, or a step was
        /// asked of a turn that is over.
        public static let cancelled = Code("cancelled")
        /// The turn was asked from inside a turn of the same navigator that is still running, so
        /// it would wait for that turn to end while that turn waits for it. The message names
        /// the turn holding the queue.
        public static let reentrantTurn = Code("reentrantTurn")
        /// The window the navigator was attached to has been freed.
        public static let noRoot = Code("noRoot")
        /// The front-end that ran the turn ended it before its body returned (a state router
        /// that was stopped).
        public static let endedEarly = Code("endedEarly")
        /// A setting of the navigator was given a value out of its range, such as a timeout of
        /// zero; the setting is unchanged.
        public static let invalidSetting = Code("invalidSetting")
        /// ``Navigator/back(animated:)`` found nothing to pop and no modal to dismiss.
        public static let nothingToGoBack = Code("nothingToGoBack")
        /// ``Navigator/dismissModal(all:animated:)`` found no modal screen.
        public static let nothingToDismiss = Code("nothingToDismiss")
        /// ``Navigator/popTo(screenIdentifier:animated:)`` or ``Navigator/popTo(_:animated:)``
        /// found no such screen on the visible stack.
        public static let screenNotFound = Code("screenNotFound")
        /// The way back needs a stack and the visible screen is on none, or the window shows
        /// nothing yet.
        public static let noStack = Code("noStack")
    }

    /// The kind of failure.
    public let code: Code
    /// A sentence naming the turn, step or setting at fault.
    public let message: String
    /// The step a container refused, as values (`.push("message:42", onto: "main")`), for
    /// ``Code/stepRefused``; `nil` for any other failure.
    public let step: NavigationStep.Record?
    /// What the container threw, for ``Code/stepRefused``.
    public let underlyingError: (any Error)?

    /// Creates an error.
    public init(
        _ code: Code,
        _ message: String,
        step: NavigationStep.Record? = nil,
        underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.step = step
        self.underlyingError = underlyingError
    }

    /// What a container threw for a step, as the error of the step it refused (its `record`);
    /// the one place where what containers throw becomes the core's error.
    static func refused(_ step: NavigationStep.Record, _ error: any Error) -> NavigationError {
        NavigationError(.stepRefused, "\(step): \(ErrorText.describe(error))", step: step, underlyingError: error)
    }

    /// What the container threw when this is a step it refused; `nil` for any other failure.
    package var refusal: (any Error)? { code == .stepRefused ? underlyingError : nil }

    /// The error of a refused step named as part of `subject` instead of as the step
    /// (`back: stack "main" is still running a transition…` rather than
    /// `pop "main" to "inbox": …`); any other error as it is.
    package func restated(as subject: String) -> NavigationError {
        guard let refusal else { return self }
        return NavigationError(code, "\(subject): \(ErrorText.describe(refusal))", step: step, underlyingError: refusal)
    }

    /// The ``message``.
    public var description: String { message }

    /// Equal when the codes, messages and steps are equal; the underlying errors are not compared.
    public static func == (lhs: NavigationError, rhs: NavigationError) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message && lhs.step == rhs.step
    }
}
