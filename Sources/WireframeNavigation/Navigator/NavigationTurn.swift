import Logging
public import WireframePresentation

/// One turn of a ``Navigator``: the only way screens change while it runs, and the record of how
/// to take every change back.
///
/// Each way of navigating gets a turn from the navigator and applies its steps through it, one
/// at a time, in the navigator's queue. Before a step runs, the turn records how to take it back;
/// when the turn fails — a step refused, a plug-in that threw, a timeout, a cancelled caller —
/// the turn takes its steps back in reverse order, so the hierarchy is as it was before the turn
/// (see ``Navigator/inTurn(named:_:)``).
///
/// <!-- sample NavigationTurn/NavigationTurn -->
/// ```swift
/// try await wireframe.inTurn(named: "close the compose flow") { turn in
///     guard let presenter = turn.shown.topmostScreen?.presentingScreen else { return }
///     try await turn.apply(.dismiss(presentedBy: presenter))
/// }
/// ```
///
/// A turn is valid while its body runs; once the turn is over (or was given up after its
/// timeout), ``apply(_:)-(NavigationStep)`` throws and changes nothing.
// Not `final`: the navigator runs each turn as a `ResultTurn<Result>`, which also holds what the
// turn answers its caller, so that a turn costs one object. Nothing outside the module can
// subclass it (the class is not `open`).
@MainActor
public class NavigationTurn {
    /// A point in a turn that the turn can be taken back to.
    package struct Savepoint {
        fileprivate let undoCount: Int
        fileprivate let removedCount: Int

        /// The turn's start, before its first change.
        static let start = Savepoint(undoCount: 0, removedCount: 0)
    }

    /// What the turn did, in order, with how to take it back.
    private enum UndoEntry {
        /// A step that ran, and the steps that take it back.
        case step(NavigationStep, undo: StepUndo)
        /// State of a layer's own that goes with the steps (``onTakeBack(_:)``).
        case action(@MainActor () -> Void)
    }

    /// The turn's number in its navigator, given when the turn takes the queue.
    private(set) var number: UInt64 = 0
    /// The navigator running the turn.
    let navigator: ObjectIdentifier
    /// Who the turn runs for, as reports name it.
    let source: NavigationChange.Source
    let logger: Logger
    // Held strongly (the watch holds no turn): a weak reference would give the navigator's
    // watch a side table, which LeakSanitizer reports as leaked while the navigator lives.
    private let watch: TurnWatch
    /// The window, from when the turn takes the queue.
    private weak var window: (any RootContainer)?
    private var undoLog: [UndoEntry] = []
    /// What stays when the turn fails (`keepAppliedSteps()`): nothing, unless kept.
    private var kept = Savepoint.start
    private(set) var removedScreens: [any Screen] = []
    /// Set when a change could not be taken back, or code of the turn changed containers
    /// directly: the report then says the screens may differ from what its steps say.
    var hasUnrecordedChanges = false
    /// Why the turn is over before its body returned (its timeout, its caller cancelled), or
    /// `nil` while it runs.
    private(set) var endedEarly: NavigationError?
    /// Whether the body has returned (or the turn was given up): steps are refused from then on.
    private(set) var isOver = false
    /// Whether a step is running now.
    private var isStepRunning = false
    /// What could not be taken back when the turn was given up, because a step still ran (its
    /// container refuses anything else until it completes): taken back once it completes.
    private var deferredUndo: [StepUndo] = []
    /// Whether the turn's caller has its answer: the body's result, or why the turn ended early.
    private(set) var isAnswered = false
    /// The caller waiting for its answer, while the body is suspended.
    private var answerWaiter: CheckedContinuation<Void, Never>?
    /// What the body threw, once it has.
    var failure: NavigationError?

    /// Why the turn failed, if it did: it ended early, or its body threw.
    var answerError: NavigationError? { endedEarly ?? failure }

    /// The error of a turn that was answered with no result and no error, which cannot happen.
    var missingAnswer: NavigationError {
        NavigationError(.endedEarly, "turn \(number) ended without an outcome")
    }

    /// A turn `navigator` will run for `source`.
    init(of navigator: Navigator, source: NavigationChange.Source) {
        self.navigator = ObjectIdentifier(navigator)
        self.source = source
        self.logger = navigator.logger
        self.watch = navigator.watch
    }

    /// The turn takes the queue as turn `number`, showing screens in `root`.
    func begin(number: UInt64, root: (any RootContainer)?) {
        self.number = number
        self.window = root
    }

    /// Whether the turn was given up (timed out, its caller cancelled) before its body
    /// returned: nothing it does from now on is shown.
    // Stored beside `endedEarly`: the state router asks after every step, and testing the
    // optional error for `nil` went through its value witnesses.
    package private(set) var wasEndedEarly = false

    /// The window the turn shows screens in: the navigator's root when the turn began, or `nil`
    /// when it has none (a state router driving routables of its own) or it was freed.
    public var root: (any RootContainer)? { window }

    /// A read-only view of what the window shows now, to decide where a step goes.
    public var shown: ShownHierarchy {
        window.map(ShownHierarchy.init(root:)) ?? .nothing
    }

    /// Applies `step`, having recorded how to take it back; returns, once the container has
    /// finished it (after its animation, when animated), the screens that left the hierarchy.
    ///
    /// - Throws: ``NavigationError`` with code ``NavigationError/Code/stepRefused`` when a
    ///   container refuses the step (it then changed nothing), or the code that ended the turn
    ///   (``NavigationError/Code/timedOut``, ``NavigationError/Code/cancelled``) once it is over.
    ///   The steps before it stay applied until the turn itself fails.
    @discardableResult
    public func apply(_ step: NavigationStep) async throws(NavigationError) -> [any Screen] {
        try checkOpen(for: step)
        isStepRunning = true
        let ran: RanStep
        do {
            ran = try await step.run()
        } catch {
            isStepRunning = false
            await takeBackDeferred()
            throw error
        }
        isStepRunning = false
        if let endedEarly {
            // The turn was given up while the step ran: what it did is taken back at once, then
            // what the step's container kept from being taken back then.
            if !(await Self.takeBack(ran.undo, logger: logger)) { hasUnrecordedChanges = true }
            await takeBackDeferred()
            throw endedEarly
        }
        record(.step(step, undo: ran.undo))
        // The first removal shares the step's list instead of copying it into a new one.
        if removedScreens.isEmpty {
            removedScreens = ran.removed
        } else {
            removedScreens += ran.removed
        }
        return ran.removed
    }

    /// Applies `steps` in order, as ``apply(_:)`` does each.
    public func apply(_ steps: [NavigationStep]) async throws(NavigationError) {
        for step in steps { try await apply(step) }
    }

    /// Runs `undo` when the turn takes back what was done since now: for state of a layer's own
    /// that goes with a step (a flow context given to a screen, a module's router told its
    /// wireframe), so that it is taken back with the step.
    package func onTakeBack(_ undo: @escaping @MainActor () -> Void) {
        record(.action(undo))
    }

    /// Adds `entry` to the undo log; room for a few entries is made at once, as a route's
    /// turn records a step and the state that goes with it.
    private func record(_ entry: UndoEntry) {
        if undoLog.capacity == 0 { undoLog.reserveCapacity(4) }
        undoLog.append(entry)
    }

    /// Notes the plug-in or step the turn runs now (`screen provider "inbox"`), for the
    /// messages of a timeout, a re-entrant request and the slow-turn warning.
    package func running(_ role: StaticString, _ name: String) {
        watch.running(role, name, turn: number)
    }

    /// Gives the turn its full timeout again from now: a deadline per step of the state router.
    package func restartDeadline() {
        watch.restartDeadline(of: number)
    }

    /// Runs `wait` with the turn's deadline on hold: the time a guard waits for the user.
    package func waitingForUser<Result>(_ wait: () async -> Result) async -> Result {
        watch.pause(number)
        defer { watch.resume(number) }
        return await wait()
    }

    /// The point the turn is at now, to take it back to later.
    package var savepoint: Savepoint {
        Savepoint(undoCount: undoLog.count, removedCount: removedScreens.count)
    }

    /// The steps applied and not taken back, in order.
    var appliedSteps: [NavigationStep] {
        undoLog.compactMap { entry in
            guard case .step(let step, _) = entry else { return nil }
            return step
        }
    }

    /// Takes back every change made since `start` (by default the turn's start) that is not
    /// kept (``keepAppliedSteps()``): what a failed turn does, and what code of the app's own
    /// that threw did.
    func takeBackUnkept(since start: Savepoint = .start) async {
        await takeBack(to: kept.undoCount > start.undoCount ? kept : start)
    }

    /// Whether a step was applied since `savepoint` (by default the turn's start) and not taken
    /// back.
    func hasAppliedSteps(since savepoint: Savepoint = .start) -> Bool {
        undoLog[min(savepoint.undoCount, undoLog.count)...].contains { if case .step = $0 { true } else { false } }
    }

    /// Takes back every change made since `savepoint`, the latest first: what a guard's flow
    /// showed, once the guard has returned.
    package func takeBack(to savepoint: Savepoint) async {
        while undoLog.count > savepoint.undoCount {
            switch undoLog.removeLast() {
            case .step(_, let undo):
                guard !(await Self.takeBack(undo, logger: logger)) else { continue }
                if endedEarly != nil, isStepRunning {
                    deferredUndo.append(undo)
                } else {
                    hasUnrecordedChanges = true
                }
            case .action(let undo):
                undo()
            }
        }
        if removedScreens.count > savepoint.removedCount { removedScreens.removeSubrange(savepoint.removedCount...) }
        if kept.undoCount > undoLog.count { kept = self.savepoint }
    }

    /// Keeps the changes made so far when the turn fails later: the state router's rule (the
    /// steps already done stay), and the launch routes' (those already shown stay).
    package func keepAppliedSteps() {
        kept = savepoint
    }

    /// Takes back what could not be taken back while a step ran.
    private func takeBackDeferred() async {
        let pending = deferredUndo
        deferredUndo = []
        for undo in pending where !(await Self.takeBack(undo, logger: logger)) { hasUnrecordedChanges = true }
    }

    /// Ends the turn early with `error`: no step runs from now on.
    func endEarly(_ error: NavigationError) {
        guard !isOver else { return }
        endedEarly = error
        wasEndedEarly = true
        isOver = true
    }

    /// Marks the turn over: its body has returned.
    func end() { isOver = true }

    /// Gives the caller its answer (the body's result, or why the turn ended early) and ends its
    /// wait.
    func answer() {
        guard !isAnswered else { return }
        isAnswered = true
        answerWaiter?.resume()
        answerWaiter = nil
    }

    /// Waits until ``answer()``.
    func waitForAnswer() async {
        if isAnswered { return }
        await withCheckedContinuation { answerWaiter = $0 }
    }

    private func checkOpen(for step: NavigationStep) throws(NavigationError) {
        if let endedEarly { throw endedEarly }
        if isOver {
            throw NavigationError(.cancelled, "\(step.record): the turn it was asked in is over")
        }
    }

    /// Runs `undo`; returns whether the step is back as it was.
    @discardableResult
    static func takeBack(_ undo: StepUndo, logger: Logger) async -> Bool {
        switch undo {
        case .none:
            return true
        case .one(let step):
            return await takeBack(step, logger: logger)
        case .many(let steps):
            var complete = true
            for step in steps where !(await takeBack(step, logger: logger)) { complete = false }
            return complete
        case .impossible(let reason):
            logger.debug("taking back: \(reason)")
            return false
        case .later(let steps):
            return await takeBack(.many(steps()), logger: logger)
        }
    }

    private static func takeBack(_ step: NavigationStep, logger: Logger) async -> Bool {
        // Undoing a presentation the user has dismissed already (a sheet swiped down): the
        // presenter presents nothing, as before the step.
        if case .dismiss(let presenter, _) = step, presenter.presentedScreen == nil {
            logger.debug("taking back: \(step.record): nothing is presented any more")
            return true
        }
        do {
            _ = try await step.run()
            logger.debug("taking back: \(step.record)")
            return true
        } catch {
            logger.debug("taking back: could not \(error.message)")
            return false
        }
    }
}

/// A turn with the slot for what its body returns, read by the caller once answered.
@MainActor
final class ResultTurn<Result>: NavigationTurn {
    /// What the body returned, once it has.
    var result: Result?

    override init(of navigator: Navigator, source: NavigationChange.Source) {
        super.init(of: navigator, source: source)
    }

    /// The caller's answer: the body's result, or why the turn failed. The result is taken out of
    /// the turn: it may hold the turn (a change names the turn it came from).
    func takeResult() throws(NavigationError) -> Result {
        if let error = answerError { throw error }
        guard let result else { throw missingAnswer }
        self.result = nil
        return result
    }
}
