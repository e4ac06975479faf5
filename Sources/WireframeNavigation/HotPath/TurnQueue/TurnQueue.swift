import WireframeSupport

/// A first-in, first-out gate that lets one turn of a navigator run at a time.
///
/// A turn calls ``enter()`` and, once it returns, holds the queue until it calls ``leave()``.
/// While the gate is closed (no root attached yet) or another turn holds it, callers wait in the
/// order they arrived. Leaving hands the queue straight to the first waiter, so a request that
/// arrives meanwhile cannot overtake the ones already waiting.
///
/// Waiting, cancelling and handing over each cost the same however many wait: the order is a
/// list of tickets read from a moving head, and the waiters are found by ticket, so a cancelled
/// waiter leaves its ticket behind to be skipped (and swept once such tickets are the majority).
@MainActor
final class TurnQueue {
    // The state is behind a lock, not only the main actor: a waiter's cancellation arrives on
    // whichever thread cancelled its task, and takes the waiter out and resumes it there, at
    // once. (It used to start a main-actor task per cancellation to do that: an allocation, a
    // job on the main queue and a trip through it for each waiter, which made cancelling n
    // waiters touch twice the memory.) Everything else runs on the main actor and takes the
    // lock for a few instructions, never across a suspension.
    private struct State {
        var isOpen = false
        var busy = false
        /// Tickets in the order they arrived, from `head` on; a ticket no longer in `waiters`
        /// was cancelled.
        var order: [UInt64] = []
        var head = 0
        var waiters: [UInt64: CheckedContinuation<Void, any Error>] = [:]
        var nextTicket: UInt64 = 0

        /// Gives the queue to the first waiter, whose continuation the caller resumes.
        mutating func handOver() -> CheckedContinuation<Void, any Error>? {
            guard isOpen, !busy else { return nil }
            while head < order.count {
                let ticket = order[head]
                head += 1
                guard let continuation = waiters.removeValue(forKey: ticket) else { continue }
                busy = true
                sweep()
                return continuation
            }
            order.removeAll(keepingCapacity: true)
            head = 0
            return nil
        }

        /// Takes the queue when it is free and nobody is waiting.
        mutating func enterIfFree() -> Bool {
            guard isOpen, !busy, waiters.isEmpty else { return false }
            busy = true
            return true
        }

        /// Drops the tickets already read, and those of cancelled waiters, once they are most
        /// of the list: each ticket is dropped once, so the cost stays constant per waiter.
        mutating func sweep() {
            let unread = order.count - head
            guard unread > 32, waiters.count < unread / 2 || head > order.count / 2 else { return }
            let waiters = self.waiters
            order = order[head...].filter { waiters[$0] != nil }
            head = 0
        }
    }

    private let state = Lock(State())

    /// How many turns are waiting.
    var waitingCount: Int { state.withLock { $0.waiters.count } }

    /// Whether the gate lets turns through (a root is attached).
    var isAccepting: Bool { state.withLock { $0.isOpen } }

    /// Whether a turn holds the queue.
    var isBusy: Bool { state.withLock { $0.busy } }

    /// Opens the gate; the turns held until now run in the order they arrived.
    func open() {
        let next = state.withLock { state in
            state.isOpen = true
            return state.handOver()
        }
        next?.resume()
    }

    /// Opens the gate and takes the queue before the turns held until now, which run once the
    /// caller leaves; `false` when the gate was open already (the caller then waits with
    /// ``enter()`` as any turn does).
    func openTakingTurn() -> Bool {
        state.withLock { state in
            guard !state.isOpen, !state.busy else { return false }
            state.isOpen = true
            state.busy = true
            return true
        }
    }

    /// Takes the queue at once when it is free and nobody is waiting, without suspending;
    /// `false` when the caller has to ``enter()`` and wait.
    func enterIfFree() -> Bool {
        state.withLock { $0.enterIfFree() }
    }

    /// Takes the queue at once when no turn holds it, open or not: for the turns that set up
    /// the first screens before a root is attached (nothing else can run then).
    func enterBeforeOpening() -> Bool {
        state.withLock { state in
            guard !state.isOpen, !state.busy else { return false }
            state.busy = true
            return true
        }
    }

    /// Waits for this caller's turn.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled before its turn; it is
    ///   then no longer waiting.
    func enter() async throws(CancellationError) {
        if Task.isCancelled { throw CancellationError() }
        if enterIfFree() { return }
        let state = self.state
        let ticket = state.withLock { state in
            defer { state.nextTicket += 1 }
            return state.nextTicket
        }
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    // The queue may have been handed on, or the task cancelled, since the ticket
                    // was drawn: then the continuation is resumed here, not left waiting.
                    let entered = state.withLock { state in
                        if state.enterIfFree() { return true }
                        state.order.append(ticket)
                        state.waiters[ticket] = continuation
                        return false
                    }
                    if entered {
                        continuation.resume()
                    } else if Task.isCancelled {
                        Self.cancel(ticket, in: state)
                    }
                }
            } onCancel: {
                Self.cancel(ticket, in: state)
            }
        } catch {
            throw CancellationError()
        }
    }

    /// Gives the queue up; the first waiter, if any, gets it.
    func leave() {
        let next = state.withLock { state in
            state.busy = false
            return state.handOver()
        }
        next?.resume()
    }

    /// Takes waiter `ticket` out of the queue, if it still waits, and resumes it with
    /// `CancellationError`; runs on the thread that cancelled the waiter's task.
    private nonisolated static func cancel(_ ticket: UInt64, in state: Lock<State>) {
        let continuation = state.withLock { state in
            let continuation = state.waiters.removeValue(forKey: ticket)
            if continuation != nil { state.sweep() }
            return continuation
        }
        continuation?.resume(throwing: CancellationError())
    }
}
