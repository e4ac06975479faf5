// The timeout. One watchdog task, started with a step when none runs, sleeps until the deadline
// of the step in flight; when it wakes, a step that is still the same and past its deadline fails
// the pass, and otherwise it sleeps until the deadline of the step now in flight. It ends when it
// wakes and finds no step in flight, so an idle router keeps it for one timeout at most, and
// steps that follow each other quickly cost a clock reading each rather than a task each.
extension StateRouter {
    /// What the watchdog does next.
    private enum Watch {
        case stop
        case sleep
        case timeOut(UInt64)
    }

    /// Records the start of `step` and makes sure the watchdog runs; returns the step's number.
    func beginStep(_ step: RouteStep, of run: RouteRun) -> UInt64 {
        stepNumber += 1
        stepInFlight = StepInFlight(number: stepNumber, step: step, run: run)
        timer.startStep()
        if watchdog == nil { startWatchdog() }
        return stepNumber
    }

    private func startWatchdog() {
        let timer = timer
        watchdog = Task { [weak self] in
            var next = Watch.sleep
            while true {
                switch next {
                case .stop:
                    return
                case .timeOut(let number):
                    self?.timeOut(number)
                case .sleep:
                    do {
                        try await timer.sleepUntilDeadline()
                    } catch {
                        return
                    }
                }
                next = self?.nextWatch() ?? .stop
            }
        }
    }

    private func nextWatch() -> Watch {
        guard let step = stepInFlight, !isStopped else {
            watchdog = nil
            return .stop
        }
        return timer.isPastDeadline ? .timeOut(step.number) : .sleep
    }

    /// Fails the pass of step `number` if it is still in flight; when the step completes later,
    /// its result is ignored.
    private func timeOut(_ number: UInt64) {
        guard let inFlight = stepInFlight, inFlight.number == number else { return }
        stepInFlight = nil
        stepNumber += 1
        let step = inFlight.step
        let call =
            switch step {
            case .push: "the push of"
            case .pop: "the pop of"
            case .change(let old, _, _): "the change of \"\(old)\" to"
            }
        let error = StateRoutingError(
            .timedOut,
            segment: step.segment,
            "\(call) \"\(step.segment)\" (position \(step.position)) did not complete within \(timeout); "
                + "the route shown is \(shownRoute.routeDescription)"
        )
        inFlight.run.finish(.failed(error))
    }

    /// A step that had timed out completed: the UI may show more than the router thought, so
    /// the route is read off the UI again, now if the router is idle, else before its next pass.
    func stepCompletedLate() {
        guard !isStopped else { return }
        if isRunning {
            needsSync = true
        } else {
            syncWithUI()
        }
    }
}
