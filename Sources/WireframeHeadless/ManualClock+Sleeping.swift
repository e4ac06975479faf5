import Synchronization

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
        advance(to: now.advanced(by: max(duration, .zero)))
    }

    /// Moves time on to `instant` and wakes, in deadline order, every sleeper whose deadline
    /// is now reached. An instant before ``now`` moves nothing: time never goes back.
    public func advance(to instant: Instant) {
        let woken = state.withLock { state -> [Sleeper] in
            if instant > state.now { state.now = instant }
            let now = state.now
            let due = state.sleepers.enumerated()
                .filter { $0.element.deadline <= now }
                .sorted { ($0.element.deadline, $0.offset) < ($1.element.deadline, $1.offset) }
                .map(\.element)
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }
}
