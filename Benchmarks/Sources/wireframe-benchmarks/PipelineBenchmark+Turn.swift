import WireframeHeadless
import WireframeKit

// The fixed cost of a turn: what every push and every back pays before its own work, whatever
// the front-end. Printed under the pipeline's tables, as what the back goal is to be read
// against.
extension PipelineBenchmark {
    /// Median nanoseconds per empty turn, with the default request timeout and without one.
    struct TurnCost {
        var timed: Double
        var untimed: Double
    }

    /// Times `Navigator.inTurn(named:_:)` with a body that does nothing, on a window that shows
    /// no screen (so that the turn has no hierarchy to fingerprint), with the timeout and
    /// without, in the repetitions of `harness`; checks that every turn ran its body.
    static func measureEmptyTurn(_ harness: Harness, checks: inout Checks) async throws(BenchmarkError) -> TurnCost {
        // The navigator holds its window weakly, as an app's window outlives its navigator.
        let window = HeadlessWindow()
        defer { withExtendedLifetime(window) {} }
        let navigator = Navigator(root: window)
        let bodiesRun = TurnCounter()
        var turnsAsked = 0
        let clock = ContinuousClock()
        func pass(_ count: Int) async throws(BenchmarkError) -> Duration {
            let start = clock.now
            do {
                for _ in 0..<count { try await navigator.inTurn(named: "empty") { _ in bodiesRun.count += 1 } }
            } catch {
                throw BenchmarkError("an empty turn failed: \(error)")
            }
            turnsAsked += count
            return clock.now - start
        }
        let count = try await harness.count(startingAt: 64, pass)
        var timed: [Double] = []
        var untimed: [Double] = []
        for _ in 0..<harness.repetitions {
            timed.append(try await pass(count).nanoseconds / Double(count))
            do {
                try navigator.setTurnTimeout(nil)
                untimed.append(try await pass(count).nanoseconds / Double(count))
                try navigator.setTurnTimeout(.seconds(30))
            } catch {
                throw BenchmarkError("cannot change the navigator's request timeout: \(error)")
            }
        }
        checks.report(
            bodiesRun.count == turnsAsked ? nil : "empty turns: \(turnsAsked) asked, \(bodiesRun.count) bodies ran",
            passed: "empty turns: each of \(turnsAsked) ran its body"
        )
        return TurnCost(timed: median(timed), untimed: median(untimed))
    }
}

/// Counts the bodies of the empty turns that ran.
@MainActor
private final class TurnCounter {
    var count = 0
}
