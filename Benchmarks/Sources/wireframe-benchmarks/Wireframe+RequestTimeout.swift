import WireframeKit

extension Wireframe {
    /// Sets the request timeout (`nil`: none), failing the benchmark with a message naming the
    /// timeout when the wireframe refuses it.
    func setBenchmarkRequestTimeout(_ timeout: Duration?) throws(BenchmarkError) {
        do {
            try navigator.setTurnTimeout(timeout)
        } catch {
            throw BenchmarkError("cannot set the request timeout to \(timeout.map { "\($0)" } ?? "nil"): \(error)")
        }
    }

    /// Runs `body` with the request timeout removed, so that each turn runs in its caller's task,
    /// then sets the timeout back as it was.
    func withoutRequestTimeout<Result>(
        _ body: () async throws(BenchmarkError) -> Result
    ) async throws(BenchmarkError) -> Result {
        let timeout = navigator.turnTimeout
        try setBenchmarkRequestTimeout(nil)
        let result = try await body()
        try setBenchmarkRequestTimeout(timeout)
        return result
    }
}
