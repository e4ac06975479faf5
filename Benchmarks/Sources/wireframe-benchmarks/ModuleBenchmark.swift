import WireframeKit

/// VIPER modules on the headless backend: build + show + dismiss cycles per second, next to a
/// floor that only allocates a module's four objects and drops them, and the heap before and
/// after 100 000 cycles. See Benchmarks/README.md for each column.
@MainActor
enum ModuleBenchmark {
    static let warmUpCycles = 1_000
    /// The most a module cycle may cost, as a multiple of its allocation floor.
    static let ratioGoal = 6.0

    static func run(_ options: RunOptions, checks: inout Checks) async throws(BenchmarkError) {
        let harness = options.harness
        // --quick: enough cycles to see a leak of a module a cycle, few enough for CI.
        let measuredCycles = options.quick ? 2_000 : 100_000
        print("VIPER modules: a cycle builds a module (view, presenter, interactor, router, connected),")
        print("presents it from the root module's router and dismisses it with its own router, each in its")
        print("turn in the wireframe's queue, on the headless backend, not animated. Floor: the same four")
        print("objects allocated and dropped. Median of \(harness.repetitions) repetitions. Heap: glibc bytes in use")
        print("after \(warmUpCycles) warm-up cycles and after \(measuredCycles) more.")
        print("")

        let workload: ModuleWorkload
        do {
            workload = try await ModuleWorkload()
        } catch {
            throw BenchmarkError("the module workload cannot be set up: \(error)")
        }
        let failure = await workload.check()
        checks.report(
            failure.map { "modules: \($0)" },
            passed: "modules: a module was presented, dismissed and freed, all four parts"
        )
        let memory = try await heapGrowth(workload, measuredCycles: measuredCycles)
        let (cycle, untimedCycle, floor) = try await measure(workload, harness)
        // Every timed and heap cycle ran whole (a failed one throws); the workload's own check
        // after them shows the root module is alone again.
        let after = await workload.check()
        checks.report(
            after.map { "modules, after the timed cycles: \($0)" },
            passed: "modules: after every timed cycle the root module is alone again"
        )
        var table = TextTable(headers: [
            "cycle ns", "cycles/s", "floor ns", "floors/s", "cycle/floor", "≤ \(formatted(ratioGoal, decimals: 0))",
            "heap B warm", "heap B +\(measuredCycles)", "B/cycle", "heap",
        ])
        table.append([
            formatted(cycle, decimals: 0),
            formatted(1e9 / cycle, decimals: 0),
            formatted(floor, decimals: 0),
            formatted(1e9 / floor, decimals: 0),
            formatted(cycle / floor, decimals: 1),
            cycle / floor <= ratioGoal ? "yes" : "no",
            memory.map { "\($0.before)" } ?? "n/a",
            memory.map { "\($0.after)" } ?? "n/a",
            memory.map { formatted($0.perCycle, decimals: 2) } ?? "n/a",
            memory.map { HeapUsage.trend(ofGrowth: $0.perCycle) } ?? "n/a",
        ])
        print(table.rendered)
        print("")
        print("The same cycles with the request timeout removed (setTurnTimeout(nil)): each of a cycle's two")
        print("turns runs in its caller's task instead of a task of its own.")
        print(
            "without the request timeout: \(formatted(untimedCycle, decimals: 0)) ns a cycle, "
                + "\(formatted(untimedCycle / floor, decimals: 1)) floors; the deadline's tasks cost "
                + "\(formatted(cycle - untimedCycle, decimals: 0)) ns a cycle"
        )
        print("module cycle ratio vs floor: \(formatted(cycle / floor, decimals: 1))")
    }

    /// Median nanoseconds per cycle, per cycle with the request timeout removed, and per floor,
    /// timed in turn repetition by repetition, as ``Harness`` does.
    static func measure(
        _ workload: ModuleWorkload,
        _ harness: Harness
    ) async throws(BenchmarkError) -> (cycle: Double, untimedCycle: Double, floor: Double) {
        let clock = ContinuousClock()
        consume(ModuleWorkload.floor())
        let floors = harness.count(startingAt: 1) { count in clock.measure { consume(floorPass(count)) } }
        let cycles = try await harness.count(startingAt: 64) { count throws(BenchmarkError) in
            try await timedCycles(workload, count: count)
        }
        var cycleTimes: [Double] = []
        var untimedCycleTimes: [Double] = []
        var floorTimes: [Double] = []
        for _ in 0..<harness.repetitions {
            var checksum: UInt64 = 0
            let floorElapsed = clock.measure { checksum = floorPass(floors) }
            consume(checksum)
            floorTimes.append(floorElapsed.nanoseconds / Double(floors))
            let cycleElapsed = try await timedCycles(workload, count: cycles)
            cycleTimes.append(cycleElapsed.nanoseconds / Double(cycles))

            let untimedElapsed = try await workload.wireframe.withoutRequestTimeout { () throws(BenchmarkError) in
                try await timedCycles(workload, count: cycles)
            }
            untimedCycleTimes.append(untimedElapsed.nanoseconds / Double(cycles))
        }
        return (median(cycleTimes), median(untimedCycleTimes), median(floorTimes))
    }

    /// `count` floors; a checksum of what they touched.
    static func floorPass(_ count: Int) -> UInt64 {
        var checksum: UInt64 = 0
        for _ in 0..<count { checksum &+= ModuleWorkload.floor() }
        return checksum
    }

    /// The time `count` cycles take.
    static func timedCycles(_ workload: ModuleWorkload, count: Int) async throws(BenchmarkError) -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        try await runCycles(workload, count: count)
        return clock.now - start
    }

    /// Heap bytes in use after ``warmUpCycles`` cycles and after ``measuredCycles`` more, and the
    /// growth per cycle; `nil` off glibc.
    static func heapGrowth(
        _ workload: ModuleWorkload,
        measuredCycles: Int
    ) async throws(BenchmarkError) -> (before: Int, after: Int, perCycle: Double)? {
        try await runCycles(workload, count: warmUpCycles)
        guard let before = HeapUsage.bytesInUse() else { return nil }
        try await runCycles(workload, count: measuredCycles)
        guard let after = HeapUsage.bytesInUse() else { return nil }
        return (before, after, Double(after - before) / Double(measuredCycles))
    }

    /// `count` cycles, untimed.
    static func runCycles(_ workload: ModuleWorkload, count: Int) async throws(BenchmarkError) {
        for _ in 0..<count {
            do {
                try await workload.cycle()
            } catch {
                throw BenchmarkError("a module cycle failed: \(error)")
            }
        }
    }
}
