import WireframePresentation
import WireframeRouting

/// A first-in, first-out gate that lets one request of the wireframe run at a time.
///
/// A request calls ``enter()`` and, once it returns, holds the turn until it calls ``leave()``.
/// While the gate is closed (no root attached yet) or another request holds the turn, callers
/// wait in the order they arrived. Leaving hands the turn straight to the first waiter, so a
/// request that arrives meanwhile cannot overtake the ones already waiting.
///
/// Everything runs on the main actor, so the state needs no lock: each method runs whole
/// between two suspensions. Only cancellation comes from elsewhere; it hops to the main actor
/// and removes the waiter if it is still waiting (if it already got the turn, the wireframe sees
/// `Task.isCancelled` and gives the turn up before changing anything).
@MainActor
final class RoutingQueue {
    private struct Waiter {
        let ticket: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    private var isOpen = false
    private var busy = false
    private var waiters: [Waiter] = []
    private var nextTicket: UInt64 = 0

    /// How many requests are waiting for their turn.
    var waitingCount: Int { waiters.count }

    /// Whether the gate lets requests through (a root is attached).
    var isAccepting: Bool { isOpen }

    /// Whether a request holds the turn.
    var isBusy: Bool { busy }

    /// Opens the gate; the requests held until now run in the order they arrived.
    func open() {
        isOpen = true
        handOver()
    }

    /// Opens the gate and takes the turn before the requests held until now, which run once
    /// the caller leaves; `false` when the gate was open already (the caller then waits with
    /// ``enter()`` as any request does).
    func openTakingTurn() -> Bool {
        guard !isOpen, !busy else { return false }
        isOpen = true
        busy = true
        return true
    }

    /// Takes the turn at once when it is free and nobody is waiting, without suspending;
    /// `false` when the caller has to ``enter()`` and wait. The caller still checks for
    /// cancellation once it holds the turn.
    func enterIfFree() -> Bool {
        guard isOpen, !busy, waiters.isEmpty else { return false }
        busy = true
        return true
    }

    /// Waits for this caller's turn.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled before its turn; it is
    ///   then no longer waiting.
    func enter() async throws(CancellationError) {
        if Task.isCancelled { throw CancellationError() }
        if isOpen && !busy && waiters.isEmpty {
            busy = true
            return
        }
        let ticket = nextTicket
        nextTicket += 1
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    waiters.append(Waiter(ticket: ticket, continuation: continuation))
                }
            } onCancel: {
                Task { @MainActor [weak self] in self?.cancel(ticket) }
            }
        } catch {
            throw CancellationError()
        }
    }

    /// Gives the turn up; the first waiter, if any, gets it.
    func leave() {
        busy = false
        handOver()
    }

    private func handOver() {
        guard isOpen, !busy, !waiters.isEmpty else { return }
        busy = true
        waiters.removeFirst().continuation.resume()
    }

    private func cancel(_ ticket: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.ticket == ticket }) else { return }
        waiters.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}
