/// A first-in, first-out gate that lets one turn of a navigator run at a time.
///
/// A turn calls ``enter()`` and, once it returns, holds the queue until it calls ``leave()``.
/// While the gate is closed (no root attached yet) or another turn holds it, callers wait in the
/// order they arrived. Leaving hands the queue straight to the first waiter, so a request that
/// arrives meanwhile cannot overtake the ones already waiting.
///
/// Everything runs on the main actor, so the state needs no lock: each method runs whole
/// between two suspensions. Only cancellation comes from elsewhere; it hops to the main actor
/// and removes the waiter if it is still waiting.
///
/// Waiting, cancelling and handing over each cost the same however many wait: the order is a
/// list of tickets read from a moving head, and the waiters are found by ticket, so a cancelled
/// waiter leaves its ticket behind to be skipped (and swept once such tickets are the majority).
@MainActor
final class TurnQueue {
    private var isOpen = false
    private var busy = false
    /// Tickets in the order they arrived, from `head` on; a ticket no longer in `waiters` was
    /// cancelled.
    private var order: [UInt64] = []
    private var head = 0
    private var waiters: [UInt64: CheckedContinuation<Void, any Error>] = [:]
    private var nextTicket: UInt64 = 0

    /// How many turns are waiting.
    var waitingCount: Int { waiters.count }

    /// Whether the gate lets turns through (a root is attached).
    var isAccepting: Bool { isOpen }

    /// Whether a turn holds the queue.
    var isBusy: Bool { busy }

    /// Opens the gate; the turns held until now run in the order they arrived.
    func open() {
        isOpen = true
        handOver()
    }

    /// Opens the gate and takes the queue before the turns held until now, which run once the
    /// caller leaves; `false` when the gate was open already (the caller then waits with
    /// ``enter()`` as any turn does).
    func openTakingTurn() -> Bool {
        guard !isOpen, !busy else { return false }
        isOpen = true
        busy = true
        return true
    }

    /// Takes the queue at once when it is free and nobody is waiting, without suspending;
    /// `false` when the caller has to ``enter()`` and wait.
    func enterIfFree() -> Bool {
        guard isOpen, !busy, waiters.isEmpty else { return false }
        busy = true
        return true
    }

    /// Takes the queue at once when no turn holds it, open or not: for the turns that set up
    /// the first screens before a root is attached (nothing else can run then).
    func enterBeforeOpening() -> Bool {
        guard !isOpen, !busy else { return false }
        busy = true
        return true
    }

    /// Waits for this caller's turn.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled before its turn; it is
    ///   then no longer waiting.
    func enter() async throws(CancellationError) {
        if Task.isCancelled { throw CancellationError() }
        if enterIfFree() { return }
        let ticket = nextTicket
        nextTicket += 1
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    order.append(ticket)
                    waiters[ticket] = continuation
                }
            } onCancel: {
                Task { @MainActor [weak self] in self?.cancel(ticket) }
            }
        } catch {
            throw CancellationError()
        }
    }

    /// Gives the queue up; the first waiter, if any, gets it.
    func leave() {
        busy = false
        handOver()
    }

    private func handOver() {
        guard isOpen, !busy else { return }
        while head < order.count {
            let ticket = order[head]
            head += 1
            guard let continuation = waiters.removeValue(forKey: ticket) else { continue }
            busy = true
            sweep()
            continuation.resume()
            return
        }
        order.removeAll(keepingCapacity: true)
        head = 0
    }

    private func cancel(_ ticket: UInt64) {
        guard let continuation = waiters.removeValue(forKey: ticket) else { return }
        sweep()
        continuation.resume(throwing: CancellationError())
    }

    /// Drops the tickets already read, and those of cancelled waiters, once they are most of
    /// the list: each ticket is dropped once, so the cost stays constant per waiter.
    private func sweep() {
        let unread = order.count - head
        guard unread > 32, waiters.count < unread / 2 || head > order.count / 2 else { return }
        order = order[head...].filter { waiters[$0] != nil }
        head = 0
    }
}
