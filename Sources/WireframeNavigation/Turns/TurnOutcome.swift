/// Where a turn run in its own task leaves its result, and where the caller waits for it or
/// for the deadline, whichever comes first.
@MainActor
final class TurnOutcome<Result> {
    private var outcome: Swift.Result<Result, WireframeError>?
    private var waiter: CheckedContinuation<Void, Never>?

    /// The first outcome wins: the turn's result, or the deadline's error.
    func settle(_ result: Swift.Result<Result, WireframeError>) {
        guard outcome == nil else { return }
        outcome = result
        waiter?.resume()
        waiter = nil
    }

    /// Whether the turn's result or the deadline has come.
    var isSettled: Bool { outcome != nil }

    /// Waits until the outcome is settled and returns it.
    func value() async throws(WireframeError) -> Result {
        if outcome == nil {
            await withCheckedContinuation { waiter = $0 }
        }
        guard let outcome else {
            throw WireframeError(.timedOut, "the turn ended without an outcome")
        }
        return try outcome.get()
    }
}
