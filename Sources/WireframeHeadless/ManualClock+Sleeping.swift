import WireframeSupport

// Sleeping on a ManualClock, waiting for sleepers, and moving time on.
extension ManualClock {
    /// Suspends until the clock is advanced to `deadline` or past it; returns at once if it
    /// already is.
    ///
    /// - Parameters:
    ///   - deadline: the instant to wake up at.
    ///   - tolerance: ignored; the clock wakes sleepers exactly at their deadline.
    /// - Throws: `CancellationError` when the task is cancelled before the deadline.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { $0.makeID() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome { case asleep, due, cancelled }
                let (outcome, waiters) = state.withLock { state -> (Outcome, [Waiter]) in
                    if Task.isCancelled { return (.cancelled, []) }
                    if deadline <= state.now { return (.due, []) }
                    state.sleepers.append(
                        Sleeper(id: id, deadline: deadline, continuation: continuation)
                    )
                    return (.asleep, state.satisfiedWaiters())
                }
                switch outcome {
                case .asleep: break
                case .due: continuation.resume()
                case .cancelled: continuation.resume(throwing: CancellationError())
                }
                for waiter in waiters { waiter.continuation.resume() }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Suspends until at least `count` tasks are asleep on the clock, so that a test knows the
    /// transition it started is waiting on its animation before advancing time.
    ///
    /// - Throws: `CancellationError` when the task is cancelled first.
    public func waitForSleepers(count: Int = 1) async throws {
        try Task.checkCancellation()
        let id = state.withLock { $0.makeID() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome { case waiting, ready, cancelled }
                let outcome = state.withLock { state -> Outcome in
                    if Task.isCancelled { return .cancelled }
                    if state.sleepers.count >= count { return .ready }
                    state.waiters.append(Waiter(id: id, count: count, continuation: continuation))
                    return .waiting
                }
                switch outcome {
                case .waiting: break
                case .ready: continuation.resume()
                case .cancelled: continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
                    return nil
                }
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time on by `duration` and wakes, in deadline order, every sleeper whose deadline
    /// is now reached. A negative duration moves nothing.
    public func advance(by duration: Duration) {
        // Read and moved in one critical section, so that overlapping calls add up.
        let due = state.withLock { state in
            state.now = state.now.advanced(by: max(duration, .zero))
            return state.takeDueSleepers()
        }
        wake(due)
    }

    /// Moves time on to `instant` and wakes, in deadline order, every sleeper whose deadline
    /// is now reached. An instant before ``now`` moves nothing: time never goes back.
    public func advance(to instant: Instant) {
        let due = state.withLock { state in
            if instant > state.now { state.now = instant }
            return state.takeDueSleepers()
        }
        wake(due)
    }

    /// Resumes `sleepers`, outside the lock: a resumed task may call the clock again at once.
    private func wake(_ sleepers: [Sleeper]) {
        for sleeper in sleepers { sleeper.continuation.resume() }
    }
}
