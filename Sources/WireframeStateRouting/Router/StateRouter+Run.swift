package import WireframeNavigation
import WireframeRouting
import WireframeSupport

// How the router carries out a change. A change of the store starts a loop that runs passes
// until the shown path is the store's: each pass diffs the shown path against the store's path
// now, so states that arrived meanwhile are never replayed one by one. The loop runs in a task of
// its own, or, for `apply(_:)` on an idle router, in the caller's task. Each pass is one turn
// of the navigator, whose deadline is restarted for every step, so that a step that never
// completes is timed out, its changes taken back and the router told, without waiting for it.
extension StateRouter {
    /// How a pass ended.
    enum PassOutcome {
        /// Every step was carried out.
        case completed
        /// The store's path moved on, or the screens changed by another hand, before the last
        /// step: the router diffs again from what is shown.
        case superseded
        /// A step failed, or timed out; the steps before it stay.
        case failed(StateRoutingError)
    }

    /// The store changed: start the loop unless it runs.
    func stateDidChange() {
        storeRevision &+= 1
        guard !isRunning, !isStopped else { return }
        guard !isShown(store.navigationState) || needsSync else { return }
        isRunning = true
        runError = nil
        Task { await self.runUntilCaughtUp() }
    }

    /// Dispatches `action` and, when the router was idle, runs the loop in the calling task;
    /// the change as the router follows it, and the first failure of the loop, or `nil`. Returns
    /// at once when the router was busy, whose loop then takes the new state on.
    func dispatchAndRun(_ action: PathChange) async -> (ran: Bool, change: PendingChange, error: StateRoutingError?) {
        guard !isRunning, !isStopped else {
            store.dispatch(action)
            return (false, follow(), nil)
        }
        isRunning = true
        runError = nil
        store.dispatch(action)
        let change = follow()
        await runUntilCaughtUp()
        return (true, change, runError)
    }

    /// The change just dispatched, followed until the router is idle (while it runs).
    private func follow() -> PendingChange {
        let change = PendingChange(target: store.navigationState.path)
        if isRunning { pendingChanges.append(change) }
        return change
    }

    /// Runs passes until the shown path is the store's, or a failure leaves it there.
    private func runUntilCaughtUp() async {
        while !isStopped {
            if needsSync, syncWithUI() { noteOvertaken(by: .user(path: shownPath), at: shownPath) }
            let state = store.navigationState
            noteOvertaken(by: .laterChange(path: state.path), at: state.path)
            guard !isShown(state) else {
                shownVersion = state.lineage.version
                noteShown(state.path)
                break
            }
            let outcome = await pass(to: state)
            if case .completed = outcome {
                shownVersion = state.lineage.version
                noteShown(state.path)
            }
            guard case .failed(let error) = outcome else { continue }
            guard !isStopped else { break }
            report(error)
            // What is shown wins, unless the app has asked for another path meanwhile: then the
            // router goes on to that one.
            if store.navigationState.path == state.path {
                store.dispatch(.setPath(shownPath, animated: false))
            }
        }
        pendingChanges.removeAll()
        guard !isStopped else {
            if runError == nil { runError = Self.stoppedError }
            return
        }
        isRunning = false
        finishWaiters(runError)
    }

    /// Whether the screens show the path of `state`, comparing only what the router does not
    /// know to be the same.
    private func isShown(_ state: NavigationState) -> Bool {
        guard state.path.count == shownPath.count else { return false }
        let known = knownCommonPrefix(with: state)
        return known == shownPath.count || state.path[known...] == shownPath[known...]
    }

    /// How many segments at the start of the path of `state` are known to be those shown,
    /// without comparing them: those a change from the state shown kept.
    private func knownCommonPrefix(with state: NavigationState) -> Int {
        state.lineage.commonPrefix(with: shownVersion, knownCount: shownPath.count, count: state.path.count)
    }

    /// One pass from the shown path to the path of `state`, as one turn of the navigator.
    private func pass(to state: NavigationState) async -> PassOutcome {
        let target = state.path
        let animated = state.isAnimated
        do {
            if let window = root as? WindowRoutable {
                try window.check(target, knownGoodPrefix: knownCommonPrefix(with: state))
            } else {
                try root.check(target)
            }
        } catch {
            return .failed(error)
        }
        let revision = storeRevision
        let subject = TurnSubject { "state path to \(target.shortPathDescription)" }
        // Once the pass is over, a call from a task that inherited its turn is not re-entrant.
        defer { passTurn = nil }
        do {
            return try await navigator.perform(
                subject,
                source: .stateRouter,
                timeout: .some(timeout),
                requiresRoot: needsWindow
            ) { turn throws(NavigationError) in
                self.passTurn = turn
                if self.needsRefresh { self.refreshFromUI() }
                let steps = PathStep.steps(
                    from: self.shownPath,
                    to: target,
                    knownCommonPrefix: self.knownCommonPrefix(with: state)
                )
                return await self.carryOut(steps, to: target, animated: animated, revision: revision, in: turn)
            }
        } catch {
            if isStopped { return .failed(Self.stoppedError) }
            return .failed(failure(error, to: target))
        }
    }

    /// Shows `target` in `turn`, another front-end's turn of the router's navigator (a link's
    /// action, in the wireframe's turn), whole or not at all, as the wireframe's requests are;
    /// then the store says it. Without a turn (the action's turn is over), or once the router
    /// is stopped, the path is dispatched as ``apply(_:)`` does. Returns whether it was shown,
    /// or what overtook it.
    ///
    /// - Throws: ``StateRoutingError``: the root routable's check, or the step that failed
    ///   (what the steps before it showed is taken back).
    package func open(
        _ target: [PathSegment],
        animated: Bool,
        in turn: NavigationTurn?
    ) async throws(StateRoutingError) -> ChangeOutcome {
        try root.check(target)
        guard let turn, !isStopped else {
            return try await apply(.setPath(target, animated: animated))
        }
        let start = turn.savepoint
        let (path, chain) = (shownPath, routables)
        let revision = storeRevision
        // While `passTurn` is set, what the user does is read off the screens after the steps
        // (`needsSync`), not between two of them.
        passTurn = turn
        defer {
            passTurn = nil
            if needsSync, !isRunning { syncWithUI() }
        }
        if needsRefresh { refreshFromUI() }
        let steps = PathStep.steps(from: shownPath, to: target)
        var outcome = await carryOut(
            steps,
            to: target,
            animated: animated,
            revision: revision,
            in: turn,
            keepingEachStep: false
        )
        // Overtaken during the last step: the link then dispatches nothing over what overtook
        // it. (A pass of the router's own dispatches nothing at its end, so its change counts
        // as shown once its last step completes.)
        if case .completed = outcome, isOvertaken(since: revision, leadingTo: target) {
            outcome = .superseded
        }
        switch outcome {
        case .completed:
            store.dispatch(.setPath(target, animated: animated))
            return .shown
        case .superseded:
            return .superseded(by: overtakerOfTurn())
        case .failed(let error):
            await turn.takeBack(to: start)
            (shownPath, routables) = (path, chain)
            throw error
        }
    }

    /// What overtook a change carried out in another front-end's turn (a link's): the user, who
    /// navigated while it ran (what the screens show is written into the store now, unless the
    /// router's loop, waiting for its turn, will), else a later change dispatched to the store.
    private func overtakerOfTurn() -> Overtaker {
        guard needsSync else { return .laterChange(path: store.navigationState.path) }
        if isRunning { return .user(path: (try? routeReadOffUI().0) ?? shownPath) }
        syncWithUI()
        return .user(path: shownPath)
    }

    /// Carries out `steps`, one at a time, in `turn`: a step that fails is taken back, and each
    /// step that completes is kept when the turn fails later, unless `keepingEachStep` is
    /// `false` (the turn's own rule then decides).
    private func carryOut(
        _ steps: [PathStep],
        to target: [PathSegment],
        animated: Bool,
        revision: UInt64,
        in turn: NavigationTurn,
        keepingEachStep: Bool = true
    ) async -> PassOutcome {
        // `stepInFlight` names the step running, or the one that just completed until the next
        // begins: nothing can time out or re-enter between two steps.
        for step in steps {
            if isStopped {
                stepInFlight = nil
                return .failed(Self.stoppedError)
            }
            if isOvertaken(since: revision, leadingTo: target) {
                stepInFlight = nil
                return .superseded
            }
            let start = turn.savepoint
            stepInFlight = step
            stepCount &+= 1
            turn.restartDeadline()
            let child: (any Routable)?
            do {
                switch step {
                case .push(let segment, let position):
                    child = try await routables[position].push(segment, animated: animated, in: turn)
                case .pop(let segment, let position):
                    try await routables[position].pop(segment, animated: animated, in: turn)
                    child = nil
                case .change(let segment, let new, let position):
                    child = try await routables[position].change(segment, to: new, animated: animated, in: turn)
                }
            } catch {
                guard !turn.wasEndedEarly else { return .superseded }
                let failed = failure(error, in: step, to: target)
                await turn.takeBack(to: start)
                return .failed(failed)
            }
            if turn.wasEndedEarly {
                // It completed after its deadline: what a routable of the app's own changed on
                // the screens directly may stay, so the path is read off the UI again.
                stepCompletedLate()
                return .superseded
            }
            if isStopped {
                await turn.takeBack(to: start)
                stepCompletedLate()
                return .failed(Self.stoppedError)
            }
            record(step, child: child)
            if keepingEachStep { turn.keepAppliedSteps() }
        }
        stepInFlight = nil
        return .completed
    }

    /// Whether the user navigated, or the store moved on to a path other than `target`, since
    /// the store's `revision`.
    private func isOvertaken(since revision: UInt64, leadingTo target: [PathSegment]) -> Bool {
        needsSync || (storeRevision != revision && store.navigationState.path != target)
    }

    /// Records what `step` showed: the shown path and the routables of its segments.
    private func record(_ step: PathStep, child: (any Routable)?) {
        switch step {
        case .push(let segment, _):
            if let child { routables.append(child) }
            shownPath.append(segment)
        case .pop:
            routables.removeLast()
            shownPath.removeLast()
        case .change(_, let new, let position):
            if let child { routables[position + 1] = child }
            shownPath[position] = new
        }
    }

    /// What a pass's turn to `target` failed with, as the router's error, and the step in flight
    /// cleared: what the routable of `step` threw (passed on when it is the router's own), or,
    /// with no step, the navigator's failure of the turn (the step in flight timed out, or the
    /// turn could not run).
    private func failure(_ error: any Error, in step: PathStep? = nil, to target: [PathSegment]) -> StateRoutingError {
        let inFlight = stepInFlight
        stepInFlight = nil
        if let error = error as? StateRoutingError { return error }
        let core = error as? NavigationError
        if let step {
            // A navigation step a ready-made routable applied is named by what the container said.
            return StateRoutingError(
                .routableFailed,
                segment: step.segment,
                "\(Self.describe(step, asked: false)) failed: \(core?.refusal ?? error)",
                underlyingError: error
            )
        }
        if core?.code == .timedOut, let step = inFlight {
            releaseWaitersOfTimedOutStep(step)
            return StateRoutingError(
                .timedOut,
                segment: step.segment,
                "\(Self.describe(step)) did not complete within \(timeout); the path shown is \(shownPath.pathDescription)",
                underlyingError: error
            )
        }
        return StateRoutingError(
            .wireframeFailed,
            "the navigator refused the turn to show \(target.pathDescription): \(core?.message ?? "\(error)")",
            underlyingError: error
        )
    }

    /// A step that had timed out, or was running when the router stopped, completed: the UI may
    /// show more than the router thought, so the path is read off the UI again, now if the
    /// router is idle or stopped, else before its next pass.
    func stepCompletedLate() {
        guard !isStopped else { return followScreensAfterStop() }
        if isRunning {
            needsSync = true
        } else {
            syncWithUI()
        }
    }

    /// Tells ``onError`` of `error` and keeps the first of this catching-up.
    func report(_ error: StateRoutingError) {
        lastError = error
        if runError == nil { runError = error }
        onError?(error)
    }

    /// `the push of "b" (position 1)`: what a message says of `step` asked of its routable, or
    /// `the push "b" (position 1)`, of what it did, when `asked` is `false`.
    static func describe(_ step: PathStep, asked: Bool = true) -> String {
        let of = asked ? " of" : ""
        let call =
            switch step {
            case .push: "the push\(of)"
            case .pop: "the pop\(of)"
            case .change(let old, _, _): "the change of \(MessageText.quoted("\(old)")) to"
            }
        return "\(call) \(MessageText.quoted("\(step.segment)")) (position \(step.position))"
    }
}
