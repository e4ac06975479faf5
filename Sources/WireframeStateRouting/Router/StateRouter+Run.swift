import WireframePipeline

// How the router carries out a change. A change of the store starts a loop that runs passes
// until the shown route is the store's: each pass diffs the shown route against the store's route
// now, so states that arrived meanwhile are never replayed one by one. The loop runs in a task of
// its own, or, for `navigate(_:)` on an idle router, in the caller's task. A pass runs its steps
// in a task of their own while the loop (inside the wireframe's turn, when there is one) awaits
// their outcome, so that a step that never completes can be timed out, the turn given up and the
// caller told, without waiting for it.
extension StateRouter {
    /// The store changed: start the loop unless it runs.
    func stateDidChange() {
        storeRevision &+= 1
        guard !isRunning, !isStopped else { return }
        guard store.navigationState.route != shownRoute || needsSync else { return }
        isRunning = true
        runError = nil
        Task { await self.runUntilCaughtUp() }
    }

    /// Dispatches `action` and, when the router was idle, runs the loop in the calling task;
    /// the first failure of the loop, or `nil`. Returns at once when the router was busy, whose
    /// loop then takes the new state on.
    func dispatchAndRun(_ action: RouteAction) async -> (ran: Bool, error: StateRoutingError?) {
        guard !isRunning, !isStopped else {
            store.dispatch(action)
            return (false, nil)
        }
        isRunning = true
        runError = nil
        store.dispatch(action)
        await runUntilCaughtUp()
        return (true, runError)
    }

    /// Runs passes until the shown route is the store's, or a failure leaves it there.
    private func runUntilCaughtUp() async {
        while !isStopped {
            if needsSync { syncWithUI() }
            let state = store.navigationState
            guard state.route != shownRoute else { break }
            guard case .failed(let error) = await pass(to: state.route, animated: state.isAnimated) else { continue }
            guard !isStopped else { break }
            report(error)
            // What is shown wins, unless the app has asked for another route meanwhile: then the
            // router goes on to that one.
            if store.navigationState.route == state.route {
                store.dispatch(.setRoute(shownRoute, animated: false))
            }
        }
        guard !isStopped else {
            if runError == nil { runError = Self.stoppedError }
            return
        }
        isRunning = false
        finishWaiters(runError)
    }

    /// One pass from the shown route to `target`.
    private func pass(to target: [RouteSegment], animated: Bool) async -> RouteRun.Outcome {
        do {
            try root.check(target)
        } catch {
            return .failed(error)
        }
        let run = RouteRun(
            target: target,
            steps: RouteStep.steps(from: shownRoute, to: target),
            animated: animated,
            storeRevision: storeRevision
        )
        guard let wireframe else { return await start(run) }
        do {
            return try await wireframe.inTurn(named: "state route to \(target.routeDescription)") { _ in
                await self.start(run)
            }
        } catch {
            return .failed(
                StateRoutingError(
                    .wireframeFailed,
                    "the wireframe refused the turn to show \(target.routeDescription): \(error.message)",
                    underlyingError: error
                )
            )
        }
    }

    /// Starts the steps of `run` in a task and returns how the pass ended.
    ///
    /// The task starts at once, on the main actor, and runs until a routable suspends: steps
    /// that complete without suspending (an unanimated change, routables that do nothing) take
    /// no trip through the main actor's queue, and the pass ends before this awaits.
    private func start(_ run: RouteRun) async -> RouteRun.Outcome {
        await run.outcome {
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                Task.immediate { await self.carryOut(run) }
            } else {
                Task { await self.carryOut(run) }
            }
        }
    }

    /// Carries out the steps of `run`, one at a time.
    private func carryOut(_ run: RouteRun) async {
        for step in run.steps {
            guard run.isActive else { return }
            if isStopped { return run.finish(.failed(Self.stoppedError)) }
            if needsSync || (storeRevision != run.storeRevision && store.navigationState.route != run.target) {
                return run.finish(.superseded)
            }
            let number = beginStep(step, of: run)
            do {
                try await perform(step, animated: run.animated, number: number)
            } catch {
                guard number == stepNumber, run.isActive else { return stepCompletedLate() }
                stepInFlight = nil
                return run.finish(.failed(Self.failure(error, of: step)))
            }
            guard number == stepNumber, run.isActive else { return stepCompletedLate() }
            stepInFlight = nil
        }
        run.finish(.completed)
    }

    /// Asks the responsible routable for `step`, and records what is shown once it returned in
    /// time (`number` is still the step in flight).
    private func perform(_ step: RouteStep, animated: Bool, number: UInt64) async throws {
        switch step {
        case .push(let segment, let position):
            let child = try await routables[position].push(segment, animated: animated)
            guard number == stepNumber else { return }
            routables.append(child)
            shownRoute.append(segment)
        case .pop(let segment, let position):
            try await routables[position].pop(segment, animated: animated)
            guard number == stepNumber else { return }
            routables.removeLast()
            shownRoute.removeLast()
        case .change(let segment, let new, let position):
            let child = try await routables[position].change(segment, to: new, animated: animated)
            guard number == stepNumber else { return }
            routables[position + 1] = child
            shownRoute[position] = new
        }
    }

    /// What a routable threw, as a ``StateRoutingError`` naming the segment of `step`.
    static func failure(_ error: any Error, of step: RouteStep) -> StateRoutingError {
        if let error = error as? StateRoutingError { return error }
        let segment = step.segment
        let what =
            switch step {
            case .push: "push"
            case .pop: "pop"
            case .change(let old, _, _): "change of \"\(old)\" to"
            }
        return StateRoutingError(
            .routableFailed,
            segment: segment,
            "the \(what) \"\(segment)\" (position \(step.position)) failed: \(error)",
            underlyingError: error
        )
    }

    /// Tells ``onError`` of `error` and keeps the first of this catching-up.
    func report(_ error: StateRoutingError) {
        lastError = error
        if runError == nil { runError = error }
        onError?(error)
    }

    /// Resumes everyone awaiting the router with `error`.
    func finishWaiters(_ error: StateRoutingError?) {
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume(returning: error) }
    }
}
