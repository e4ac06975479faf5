import Logging
package import WireframePresentation

// Running one turn. A turn with a deadline (every turn, unless the timeout was removed) runs its
// body in a task of its own, started at once on the main actor (`Task.immediate`): a body that
// never suspends — nearly every turn without animation — runs to its end before the caller
// resumes, so the turn costs no trip through the main actor's queue; one that suspends can be
// given up at its deadline, its caller answered and the queue handed on, even if it never
// returns. Where `Task.immediate` is missing (Apple systems before 26), the body's task is an
// ordinary one, and the watchdog watches every turn from its start. A turn without a deadline
// runs its body in the caller's task: there is nothing to answer the caller early for, and a
// task of its own is what most of a turn's cost was.
extension Navigator {
    /// Runs `body` as one turn: after the turns asked before it, with nothing else changing the
    /// screens meanwhile. When `body` throws, the turn's steps not kept are taken back before
    /// the next turn runs, and the error is rethrown.
    ///
    /// - Parameters:
    ///   - subject: how messages name the turn.
    ///   - source: who reports name as having made the turn's changes.
    ///   - timeout: the turn's timeout, when not the navigator's ``turnTimeout``.
    ///   - requiresRoot: whether the turn fails with ``NavigationError/Code/noRoot`` when the
    ///     window attached has been freed.
    ///   - beforeRoot: whether the turn may run before a root is attached (the turns that set
    ///     up the first screens), taking the queue when nothing holds it.
    ///   - attaching: a root to attach first, the turn running ahead of the turns that waited
    ///     for one (a wireframe's launch routes); behind them when a root was attached already.
    package func perform<Result>(
        _ subject: TurnSubject,
        source: NavigationChange.Source,
        timeout: Duration?? = nil,
        requiresRoot: Bool = true,
        beforeRoot: Bool = false,
        attaching newRoot: (any RootContainer)? = nil,
        _ body: @escaping @MainActor (NavigationTurn) async throws(NavigationError) -> Result
    ) async throws(NavigationError) -> Result {
        // The generic part is this shell: `run` is not generic. The queue is taken before the
        // turn is made and before `run` is entered: a request that waits keeps only the frames
        // above `waitForQueue` (3.6 KB per waiting request with its task, where waiting inside
        // `run` kept 6.1 KB), which is what a long queue costs in memory.
        if try !takeQueueNow(subject, requiresRoot: requiresRoot, beforeRoot: beforeRoot, attaching: newRoot) {
            try await waitForQueue(subject, requiresRoot: requiresRoot, beforeRoot: beforeRoot)
        }
        let turn = ResultTurn<Result>(of: self, source: source)
        await run(turn, subject, timeout: timeout) { () throws(NavigationError) in
            turn.result = try await body(turn)
        }
        return try turn.takeResult()
    }

    /// Takes the navigator's queue for a turn about `subject` if it is free now, without
    /// suspending; `false` when the turn has to ``waitForQueue(_:requiresRoot:beforeRoot:)``.
    // Two parts, so that a turn that finds the queue free — nearly every one — costs no async
    // call to take it.
    func takeQueueNow(
        _ subject: TurnSubject,
        requiresRoot: Bool,
        beforeRoot: Bool,
        attaching newRoot: (any RootContainer)?
    ) throws(NavigationError) -> Bool {
        try refuseReentrantTurn(subject)
        if let newRoot, attachTakingTurn(root: newRoot) {
            // The queue is this turn's, ahead of the turns that waited for a root.
        } else if !(queue.enterIfFree() || (beforeRoot && queue.enterBeforeOpening())) {
            return false
        }
        try checkQueueTaken(subject, requiresRoot: requiresRoot, beforeRoot: beforeRoot)
        return true
    }

    /// Waits for the navigator's queue after the turns asked before (see
    /// ``perform(_:source:timeout:requiresRoot:beforeRoot:attaching:_:)``).
    func waitForQueue(_ subject: TurnSubject, requiresRoot: Bool, beforeRoot: Bool) async throws(NavigationError) {
        logWaiting(subject)
        do {
            try await queue.enter()
        } catch {
            throw cancelledWaiting(subject)
        }
        try checkQueueTaken(subject, requiresRoot: requiresRoot, beforeRoot: beforeRoot)
    }

    /// Gives the queue just taken back, with the error, when the caller was cancelled or the
    /// window it needs has been freed.
    @inline(never)
    private func checkQueueTaken(_ subject: TurnSubject, requiresRoot: Bool, beforeRoot: Bool) throws(NavigationError) {
        if Task.isCancelled {
            queue.leave()
            throw cancelledWaiting(subject)
        }
        if requiresRoot, !beforeRoot, root == nil {
            queue.leave()
            throw rootFreed(subject)
        }
    }

    /// Runs `body` as `turn`, which holds the queue, as
    /// ``perform(_:source:timeout:requiresRoot:beforeRoot:attaching:_:)`` says; returns once the
    /// turn's caller has its answer, which `turn` then holds.
    // Never inlined into `perform`: its frame would then be allocated while the request waits
    // for the queue.
    @inline(never)
    func run(
        _ turn: NavigationTurn,
        _ subject: TurnSubject,
        timeout: Duration??,
        _ body: @escaping @MainActor () async throws(NavigationError) -> Void
    ) async {
        let number = watch.begin(subject, clock: clock, timeout: timeout)
        turn.begin(number: number, root: root)
        running = RunningTurn(number: number, turn: turn, worker: nil)
        if watch.current?.deadline == nil {
            // Nothing can end the turn before its body returns but the caller's own cancellation,
            // which reaches the body anyway: it runs in the caller's task, with no task of its own.
            await runBody(of: turn, number, subject, body)
            return
        }
        let work: @MainActor () async -> Void = { [self] in await runBody(of: turn, number, subject, body) }
        let worker: Task<Void, Never>
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            worker = Task.immediate(operation: work)
        } else {
            watch.turnSuspended(number)
            worker = Task(operation: work)
        }
        if turn.isAnswered { return }
        if running?.number == number { running?.worker = worker }
        watch.turnSuspended(number)
        // The caller's cancellation reaches the plug-ins and steps of its turn; one that ignores it
        // holds the turn until its deadline.
        await withTaskCancellationHandler {
            await turn.waitForAnswer()
        } onCancel: {
            worker.cancel()
        }
    }

    /// Runs `body` as turn `number`, marked as inside it, then finishes the turn.
    private func runBody(
        of turn: NavigationTurn,
        _ number: UInt64,
        _ subject: TurnSubject,
        _ body: @MainActor () async throws(NavigationError) -> Void
    ) async {
        do throws(NavigationError) {
            try await EnclosingTurns.run(inside: turn.identity, body)
        } catch {
            turn.failure = error
        }
        if turn.failure == nil {
            finish(number, turn: turn, subject: subject)
        } else {
            await finishFailed(number, turn: turn, subject: subject)
        }
    }

    /// Fails a turn asked from inside a turn of this navigator that is still running: it would
    /// wait for a turn that comes only after the one awaiting it.
    private func refuseReentrantTurn(_ subject: TurnSubject) throws(NavigationError) {
        guard let number = EnclosingTurns.innermost(of: ObjectIdentifier(self))?.number,
            let holder = watch.current, holder.number == number
        else { return }
        let inside = holder.activity.map { "\($0), which runs in \(holder.subject.text)" } ?? holder.subject.text
        throw NavigationError(
            .reentrantTurn,
            "\(subject.text) was made from inside \(inside), and would wait for that turn to end: run it after the turn (in didRoute, or from a Task.detached) or redirect instead"
        )
    }

    // The messages of a request that waits are made in synchronous functions of their own: in
    // the async functions that call them, their text and the logger's arguments would be part
    // of the frame each waiting request keeps while it waits.

    /// Logs, at debug level, that a turn about `subject` was asked for.
    @inline(never)
    package func logAsked(_ subject: TurnSubject) {
        logger.debug("\(subject.text) asked")
    }

    /// Logs, at debug level, that a turn about `subject` waits.
    @inline(never)
    private func logWaiting(_ subject: TurnSubject) {
        if !queue.isAccepting {
            logger.debug(
                "\(subject.text) waits for a root: attach(root:) has not been called yet (\(queue.waitingCount) turn(s) ahead)"
            )
        } else {
            logger.debug("\(subject.text) waits for its turn (\(queue.waitingCount + 1) turn(s) ahead)")
        }
    }

    /// The error of a turn about `subject` whose caller was cancelled before its turn.
    @inline(never)
    private func cancelledWaiting(_ subject: TurnSubject) -> NavigationError {
        NavigationError(.cancelled, "\(subject.text) cancelled while it waited for its turn")
    }

    /// The error of a turn about `subject` whose window has been freed.
    @inline(never)
    private func rootFreed(_ subject: TurnSubject) -> NavigationError {
        NavigationError(.noRoot, "\(subject.text): the window the navigator was attached to has been freed")
    }

    /// Ends turn `number` once its body has returned: reports what it did, hands the queue on,
    /// and answers the caller.
    // Synchronous: a turn that succeeded has nothing to take back, so its end costs no async
    // call (a frame and an actor hop, which takes a lock in a turn's own task).
    private func finish(_ number: UInt64, turn: NavigationTurn, subject: TurnSubject) {
        guard startFinishing(number, turn: turn) else { return }
        close(number, turn: turn, subject: subject)
    }

    /// Ends turn `number` once its body has thrown: takes its steps back, reports what stayed,
    /// hands the queue on, and answers the caller.
    private func finishFailed(_ number: UInt64, turn: NavigationTurn, subject: TurnSubject) async {
        guard startFinishing(number, turn: turn) else { return }
        await turn.takeBackUnkept()
        close(number, turn: turn, subject: subject)
    }

    /// Marks turn `number` over and finishing; `false` when it was given up at its deadline
    /// already: what it did was taken back then, and the caller has its answer (the result,
    /// which may hold the turn, is let go with the turn).
    private func startFinishing(_ number: UInt64, turn: NavigationTurn) -> Bool {
        turn.end()
        guard running?.number == number, running?.isFinishing == false else { return false }
        running?.isFinishing = true
        return true
    }

    /// The watchdog found turn `number` past its deadline: it fails with `timedOut`.
    func timeOut(_ number: UInt64) async {
        guard let current = watch.current, current.number == number else { return }
        let limit = current.timeout.map { " after \($0)" } ?? ""
        let error = NavigationError(
            .timedOut,
            "\(current.subject.text) timed out\(limit)\(current.activity.map { " while \($0) ran" } ?? ""); the next turn runs"
        )
        await endEarly(number, subject: current.subject, error)
    }

    /// Ends `turn` now, if it still runs, as its deadline would: its caller gets `error`, its
    /// steps not kept are taken back, and the next turn runs (a state router that was stopped).
    package func endEarly(_ turn: NavigationTurn, _ error: NavigationError) async {
        guard let current = running, current.turn === turn, let subject = watch.current?.subject else { return }
        await endEarly(current.number, subject: subject, error)
    }

    /// Ends turn `number` before its body returned: its caller gets `error` now, its steps are
    /// taken back, and the next turn runs; the body's task is cancelled, and nothing it asks
    /// from now on changes the screens.
    func endEarly(_ number: UInt64, subject: TurnSubject, _ error: NavigationError) async {
        guard let current = running, current.number == number, !current.isFinishing else { return }
        running?.isFinishing = true
        current.turn.endEarly(error)
        current.worker?.cancel()
        current.turn.answer()
        await current.turn.takeBackUnkept()
        close(number, turn: current.turn, subject: subject)
    }

    /// Reports what turn `number` left on screen, answers its caller, and hands the queue on: in
    /// that order, so that the caller has its result — and can let go of the screens it names —
    /// before the next turn runs.
    private func close(_ number: UInt64, turn: NavigationTurn, subject: TurnSubject) {
        if turn.hasAppliedSteps() || turn.hasUnrecordedChanges {
            // What stayed, in the steps' records; the message is made only when debug is on.
            logger.debug("\(subject.text) changed the screens: \(Self.changeWords(of: turn))")
            report(
                NavigationChange(
                    source: turn.source,
                    name: subject.text,
                    steps: turn.appliedSteps,
                    removed: turn.removedScreens,
                    includesUnrecordedChanges: turn.hasUnrecordedChanges,
                    turn: turn
                )
            )
        }
        watch.end(number)
        running = nil
        turn.answer()
        queue.leave()
    }
}

extension Navigator {
    /// `push "a" onto "main"; changes outside its steps`: what `turn` changed, for the log.
    private static func changeWords(of turn: NavigationTurn) -> String {
        let records = turn.appliedSteps.map { "\($0.record)" }
        return (records + (turn.hasUnrecordedChanges ? ["changes outside its steps"] : [])).joined(separator: "; ")
    }

    /// Notes that the turn the current task runs in now runs the plug-in `name` of `role`
    /// (`screen provider`), for the messages of a timeout, a re-entrant turn and the
    /// slow-turn warning; nothing when the task runs in no turn of this navigator.
    package func noteRunning(_ role: StaticString, _ name: String) {
        guard let turn = EnclosingTurns.innermost(of: ObjectIdentifier(self)) else { return }
        watch.running(role, name, turn: turn.number)
    }
}
