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
/// ```swift
/// try await wireframe.inTurn(named: "close the compose flow") { turn in
///     guard let presenter = turn.shown.topmostScreen?.presentingScreen else { return }
///     try await turn.apply(.dismiss(presentedBy: presenter))
/// }
/// ```
///
/// A turn is valid while its body runs; once the turn is over (or was given up after its
/// timeout), ``apply(_:)`` throws and changes nothing.
@MainActor
public final class NavigationTurn {
    /// A point in a turn that the turn can be taken back to.
    package struct Savepoint {
        fileprivate let undoCount: Int
        fileprivate let appliedCount: Int
        fileprivate let removedCount: Int
    }

    private enum UndoEntry {
        case step(StepUndo)
        case action(@MainActor () -> Void)
    }

    /// The turn's number in its navigator.
    let number: UInt64
    /// Who the turn runs for, as reports name it.
    let source: NavigationChange.Source
    let logger: Logger
    private weak var watch: TurnWatch?
    private weak var window: (any RootContainer)?
    private var undoLog: [UndoEntry] = []
    /// What stays when the turn fails (`keepAppliedSteps()`): nothing, unless kept.
    private var kept = Savepoint(undoCount: 0, appliedCount: 0, removedCount: 0)
    private(set) var appliedSteps: [NavigationStep] = []
    private(set) var removedScreens: [any Screen] = []
    /// Set when a change could not be taken back, or code of the turn changed containers
    /// directly: the report then says the screens may differ from what its steps say.
    var hasUnrecordedChanges = false
    /// Why the turn is over before its body returned (its timeout, its caller cancelled), or
    /// `nil` while it runs.
    private(set) var endedEarly: WireframeError?
    /// Whether the body has returned (or the turn was given up): steps are refused from then on.
    private(set) var isOver = false
    /// Whether a step is running now.
    private var isStepRunning = false
    /// What could not be taken back when the turn was given up, because a step still ran (its
    /// container refuses anything else until it completes): taken back once it completes.
    private var deferredUndo: [StepUndo] = []

    init(
        number: UInt64,
        root: (any RootContainer)?,
        source: NavigationChange.Source,
        logger: Logger,
        watch: TurnWatch?
    ) {
        self.number = number
        self.window = root
        self.source = source
        self.logger = logger
        self.watch = watch
    }

    /// The turn the current task runs in, innermost first; `nil` outside any turn. For code
    /// that a front-end calls inside its turn and that has no other way to reach it (the
    /// ready-made routables of the state router).
    package static var current: NavigationTurn? {
        TurnMarker.enclosing.last?.navigationTurn
    }

    /// Whether the turn was given up (timed out, its caller cancelled) before its body
    /// returned: nothing it does from now on is shown.
    package var wasEndedEarly: Bool { endedEarly != nil }

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
    /// - Throws: ``WireframeError`` with code ``WireframeError/Code/presentationFailed`` when a
    ///   container refuses the step (it then changed nothing), or the code that ended the turn
    ///   (``WireframeError/Code/timedOut``, ``WireframeError/Code/cancelled``) once it is over.
    ///   The steps before it stay applied until the turn itself fails.
    @discardableResult
    public func apply(_ step: NavigationStep) async throws(WireframeError) -> [any Screen] {
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
        undoLog.append(.step(ran.undo))
        appliedSteps.append(step)
        if !ran.removed.isEmpty { removedScreens += ran.removed }
        return ran.removed
    }

    /// Applies `steps` in order, as ``apply(_:)`` does each.
    public func apply(_ steps: [NavigationStep]) async throws(WireframeError) {
        for step in steps { try await apply(step) }
    }

    /// Runs `undo` when the turn takes back what was done since now: for state of a layer's own
    /// that goes with a step (a flow context given to a screen, a module's router told its
    /// wireframe), so that it is taken back with the step.
    package func onTakeBack(_ undo: @escaping @MainActor () -> Void) {
        undoLog.append(.action(undo))
    }

    /// Notes the plug-in or step the turn runs now (`screen provider "inbox"`), for the
    /// messages of a timeout, a re-entrant request and the slow-turn warning.
    package func running(_ role: StaticString, _ name: String) {
        watch?.running(role, name, turn: number)
    }

    /// Gives the turn its full timeout again from now: a deadline per step of the state router.
    package func restartDeadline() {
        watch?.restartDeadline(of: number)
    }

    /// Runs `wait` with the turn's deadline on hold: the time a guard waits for the user.
    package func waitingForUser<Result>(_ wait: () async -> Result) async -> Result {
        watch?.pause(number)
        defer { watch?.resume(number) }
        return await wait()
    }

    /// The point the turn is at now, to take it back to later.
    package var savepoint: Savepoint {
        Savepoint(undoCount: undoLog.count, appliedCount: appliedSteps.count, removedCount: removedScreens.count)
    }

    /// Takes back every change made since `savepoint`, the latest first: what a guard's flow
    /// showed, once the guard has returned.
    package func takeBack(to savepoint: Savepoint) async {
        while undoLog.count > savepoint.undoCount {
            switch undoLog.removeLast() {
            case .step(let undo):
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
        if appliedSteps.count > savepoint.appliedCount { appliedSteps.removeSubrange(savepoint.appliedCount...) }
        if removedScreens.count > savepoint.removedCount { removedScreens.removeSubrange(savepoint.removedCount...) }
        if kept.undoCount > undoLog.count { kept = self.savepoint }
    }

    /// Keeps the changes made so far when the turn fails later: the state router's rule (the
    /// steps already done stay), and the launch routes' (those already shown stay).
    package func keepAppliedSteps() {
        kept = savepoint
    }

    /// Takes back every change not kept, the latest first: what a failed turn does.
    func takeBackUnkept() async {
        await takeBack(to: kept)
    }

    /// Takes back what could not be taken back while a step ran.
    private func takeBackDeferred() async {
        let pending = deferredUndo
        deferredUndo = []
        for undo in pending where !(await Self.takeBack(undo, logger: logger)) { hasUnrecordedChanges = true }
    }

    /// Ends the turn early with `error`: no step runs from now on.
    func endEarly(_ error: WireframeError) {
        guard !isOver else { return }
        endedEarly = error
        isOver = true
    }

    /// Marks the turn over: its body has returned.
    func end() { isOver = true }

    private func checkOpen(for step: NavigationStep) throws(WireframeError) {
        if let endedEarly { throw endedEarly }
        if isOver {
            throw WireframeError(.cancelled, "\(step.summary): the turn it was asked in is over")
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
        }
    }

    private static func takeBack(_ step: NavigationStep, logger: Logger) async -> Bool {
        // Undoing a presentation the user has dismissed already (a sheet swiped down): the
        // presenter presents nothing, as before the step.
        if case .dismiss(let presenter, _) = step, presenter.presentedScreen == nil {
            logger.debug("taking back: \(step.summary): nothing is presented any more")
            return true
        }
        do {
            _ = try await step.run()
            logger.debug("taking back: \(step.summary)")
            return true
        } catch {
            logger.debug("taking back: could not \(error.message)")
            return false
        }
    }
}
