import WireframeHeadless
import WireframeKit

// Timing push, back and the match alone, in the repetitions of a `Harness`, checking that the
// timed work was done: every match pass gives the workload's checksum, and the observer was
// told of every timed push, after which stack "main" is back to "home".
extension PipelineBenchmark {
    /// Median nanoseconds per push, per back, per cycle and per match.
    struct Times {
        var push: Double
        var back: Double
        var cycle: Double
        var match: Double
        /// The floor: the same screen made and pushed onto the same stack, then popped, by
        /// calling the stack directly.
        var floorPush: Double
        var floorBack: Double
        /// Push and back with the request timeout removed, so that each turn runs in its caller's
        /// task instead of a task of its own.
        var untimedPush: Double
        var untimedBack: Double
    }

    /// Times cycles and matches in turn, repetition by repetition, as ``Harness`` does.
    ///
    /// Each push and each back is timed on its own (so each includes one reading of the clock,
    /// some 20–30 ns); the matches are timed by whole passes over the URLs.
    static func measure(
        _ workload: PipelineWorkload,
        _ harness: Harness,
        checks: inout Checks
    ) async throws(BenchmarkError) -> Times {
        let clock = ContinuousClock()
        let table = workload.wireframe.routeTable
        let urls = workload.urls
        let expected = workload.expectedMatchChecksum
        var wrongMatchPasses = 0
        var next = 0
        let routedBefore = workload.counter.routed
        var cyclesRun = 0

        if matchPass(table, urls) != expected { wrongMatchPasses += 1 }
        let matchPasses = harness.count(startingAt: 1) { passes in
            clock.measure { for _ in 0..<passes { consume(matchPass(table, urls)) } }
        }
        let cycles = try await harness.count(startingAt: 64) { count throws(BenchmarkError) in
            let (push, back) = try await timedCycles(workload, count: count, next: &next)
            cyclesRun += count
            return push + back
        }

        var pushes: [Double] = []
        var backs: [Double] = []
        var wholeCycles: [Double] = []
        var matches: [Double] = []
        var floorPushes: [Double] = []
        var floorBacks: [Double] = []
        var untimedPushes: [Double] = []
        var untimedBacks: [Double] = []
        var floorFailures = 0
        for _ in 0..<harness.repetitions {
            var checksum: UInt64 = 0
            let elapsed = clock.measure { for _ in 0..<matchPasses { checksum &+= matchPass(table, urls) } }
            if checksum != expected &* UInt64(matchPasses) { wrongMatchPasses += 1 }
            matches.append(elapsed.nanoseconds / Double(matchPasses * urls.count))

            let (push, back) = try await timedCycles(workload, count: cycles, next: &next)
            cyclesRun += cycles
            pushes.append(push.nanoseconds / Double(cycles))
            backs.append(back.nanoseconds / Double(cycles))
            wholeCycles.append((push + back).nanoseconds / Double(cycles))

            let untimed = try await workload.wireframe.withoutRequestTimeout { () throws(BenchmarkError) in
                try await timedCycles(workload, count: cycles, next: &next)
            }
            cyclesRun += cycles
            untimedPushes.append(untimed.push.nanoseconds / Double(cycles))
            untimedBacks.append(untimed.back.nanoseconds / Double(cycles))

            let floor = try await timedFloorCycles(workload, count: cycles)
            if !floor.done { floorFailures += 1 }
            floorPushes.append(floor.push.nanoseconds / Double(cycles))
            floorBacks.append(floor.back.nanoseconds / Double(cycles))
        }
        let routes = workload.routeCount
        let wrongMatches = wrongMatchPasses == 0 ? nil : "\(wrongMatchPasses) match runs returned another checksum"
        let wrongFloor = floorFailures == 0 ? nil : "\(floorFailures) floor runs left another stack"
        let failures = [wrongMatches, wrongFloor, workload.cyclesDone(cyclesRun, routedBefore: routedBefore)]
            .compactMap { $0 }
        checks.report(
            failures.isEmpty ? nil : "pipeline, \(routes) routes, timed: " + failures.joined(separator: "; "),
            passed: "pipeline, \(routes) routes: every match pass returned its checksum; \(cyclesRun) timed cycles "
                + "each routed (observer told) and went back; every floor cycle pushed and popped"
        )
        return Times(
            push: median(pushes),
            back: median(backs),
            cycle: median(wholeCycles),
            match: median(matches),
            floorPush: median(floorPushes),
            floorBack: median(floorBacks),
            untimedPush: median(untimedPushes),
            untimedBack: median(untimedBacks)
        )
    }

    /// The match alone, as the pipeline's first step does it: every URL through the table. The
    /// checksum reads what the match holds (as the matcher benchmark's does): these URLs fill
    /// every segment of their patterns, which have no `**`, so the URL's segment count is the
    /// pattern's that the workload expects.
    static func matchPass(_ table: RouteTable, _ urls: [String]) -> UInt64 {
        var checksum: UInt64 = 0
        for url in urls {
            if let match = try? table.match(url) {
                checksum &+= UInt64(match.url.segments.count)
                checksum &+= match.parameters.isEmpty ? 0 : 1
            }
        }
        return checksum
    }

    /// `count` cycles from URL `next` on (wrapping around); the total time of the pushes and of
    /// the backs.
    static func timedCycles(
        _ workload: PipelineWorkload,
        count: Int,
        next: inout Int
    ) async throws(BenchmarkError) -> (push: Duration, back: Duration) {
        let clock = ContinuousClock()
        let wireframe = workload.wireframe
        let urls = workload.urls
        let option = workload.option
        var push = Duration.zero
        var back = Duration.zero
        var index = next
        for _ in 0..<count {
            do {
                let start = clock.now
                try await wireframe.route(to: urls[index], option: option)
                let pushed = clock.now
                try await wireframe.navigator.back(animated: false)
                let end = clock.now
                push += pushed - start
                back += end - pushed
            } catch {
                throw BenchmarkError("cycle to \(urls[index]) failed: \(error)")
            }
            index += 1
            if index == urls.count { index = 0 }
        }
        next = index
        return (push, back)
    }

    /// The floor of `count` cycles: a screen made as the screen providers make one, pushed onto
    /// the workload's stack and popped, by calling the stack directly; whether the stack was back
    /// to `"home"` after each.
    static func timedFloorCycles(
        _ workload: PipelineWorkload,
        count: Int
    ) async throws(BenchmarkError) -> (push: Duration, back: Duration, done: Bool) {
        let clock = ContinuousClock()
        let stack = workload.stack
        var push = Duration.zero
        var back = Duration.zero
        var done = true
        for index in 0..<count {
            do {
                let start = clock.now
                try await stack.push(HeadlessScreen(workload.urls[index % workload.urls.count]), animated: false)
                let pushed = clock.now
                let popped = try await stack.pop(animated: false)
                let end = clock.now
                push += pushed - start
                back += end - pushed
                if popped == nil || stack.screens.count != 1 { done = false }
            } catch {
                throw BenchmarkError("floor cycle failed: \(error)")
            }
        }
        return (push, back, done)
    }
}
