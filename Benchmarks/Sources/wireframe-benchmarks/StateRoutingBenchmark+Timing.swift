import WireframeKit

// Timing the router's changes, the routables' calls alone and the diff alone, in the repetitions
// of a `Harness`, checking that the timed work was done: every pass of changes leaves the router
// on the cycle's first route with the diff's calls made, and every diff pass gives its checksum.
extension StateRoutingBenchmark {
    /// Median nanoseconds per step through the router, per step of the calls alone, and per
    /// change of the diff alone.
    struct Times {
        var routerPerStep: Double
        var callsPerStep: Double
        var diffPerChange: Double
    }

    /// Whole passes over the cycle of changes, router and calls alone in turn, repetition by
    /// repetition.
    static func measure(
        _ workload: StateRoutingWorkload,
        _ harness: Harness,
        name: String,
        checks: inout Checks
    ) async throws(BenchmarkError) -> Times {
        let clock = ContinuousClock()
        let steps = workload.stepsPerPass
        var failures: [String] = []
        workload.routable.calls = 0
        var expectedCalls = 0

        let passes = try await harness.count(startingAt: 1) { count throws(BenchmarkError) in
            let elapsed = try await routerPasses(workload, count, clock)
            expectedCalls += count * steps
            return elapsed
        }
        let diffHarness = Harness(repetitions: harness.repetitions, targetRepetitionTime: harness.targetRepetitionTime)
        let expectedDiff = UInt64(steps)
        let diff = diffHarness.nanosecondsPerOperation(
            [
                Harness.Contender(
                    name: "diff",
                    operationsPerPass: workload.routes.count,
                    expectedChecksum: expectedDiff
                ) { diffPass(workload.routes) }
            ],
            context: "state router, \(name), diff",
            checks: &checks
        )

        var routerSamples: [Double] = []
        var callsSamples: [Double] = []
        for _ in 0..<harness.repetitions {
            let calls = try await callsAlonePasses(workload, passes, clock)
            expectedCalls += passes * steps
            callsSamples.append(calls.nanoseconds / Double(passes * steps))
            let routed = try await routerPasses(workload, passes, clock)
            expectedCalls += passes * steps
            routerSamples.append(routed.nanoseconds / Double(passes * steps))
        }
        if let failure = workload.checkAfter(change: workload.steps.count - 1, calls: expectedCalls) {
            failures.append(failure)
        }
        checks.report(
            failures.isEmpty ? nil : "state router, \(name), timed: " + failures.joined(separator: "; "),
            passed: "state router, \(name): every timed pass made the diff's \(steps) calls per pass, and the "
                + "router ended on the cycle's first route"
        )
        return Times(
            routerPerStep: median(routerSamples),
            callsPerStep: median(callsSamples),
            diffPerChange: diff.first ?? .nan
        )
    }

    /// `passes` passes of every change through the router.
    private static func routerPasses(
        _ workload: StateRoutingWorkload,
        _ passes: Int,
        _ clock: ContinuousClock
    ) async throws(BenchmarkError) -> Duration {
        let start = clock.now
        for _ in 0..<passes {
            for index in workload.steps.indices {
                try await change(workload, index)
            }
        }
        return clock.now - start
    }

    /// `passes` passes of every change's calls, made directly: each pass in one turn of the
    /// router's navigator, which the routables are handed.
    private static func callsAlonePasses(
        _ workload: StateRoutingWorkload,
        _ passes: Int,
        _ clock: ContinuousClock
    ) async throws(BenchmarkError) -> Duration {
        let start = clock.now
        do {
            for _ in 0..<passes {
                try await workload.router.navigator.inTurn(named: "the routables' calls alone") { turn in
                    for index in workload.steps.indices {
                        try await workload.callsAlone(index, in: turn)
                    }
                }
            }
        } catch {
            throw BenchmarkError("the routables' calls failed: \(error)")
        }
        return clock.now - start
    }

    /// The diff of every change of the cycle; its checksum is the number of steps.
    static func diffPass(_ routes: [[PathSegment]]) -> UInt64 {
        var checksum: UInt64 = 0
        var previous = routes[routes.count - 1]
        for route in routes {
            checksum &+= UInt64(PathStep.steps(from: previous, to: route).count)
            previous = route
        }
        return checksum
    }
}
