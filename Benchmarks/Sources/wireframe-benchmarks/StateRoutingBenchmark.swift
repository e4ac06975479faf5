import WireframeKit

/// The state router applying route changes of depth 10 on routables that do nothing, next to the
/// routables' calls alone, per step (one routable call) and per route change (one `apply`); with
/// and without the wireframe's queue; and the heap over 100 000 changes. See Benchmarks/README.md for each column.
@MainActor
enum StateRoutingBenchmark {
    /// How much work a run does.
    struct Sizes {
        /// Route changes in the cycle.
        var changes: Int
        var warmUpChanges: Int
        var measuredChanges: Int

        static let full = Sizes(changes: 512, warmUpChanges: 1_000, measuredChanges: 100_000)
        /// `--quick`: every check, on tiny work.
        static let quick = Sizes(changes: 64, warmUpChanges: 100, measuredChanges: 2_000)
    }

    /// The most a step (one routable call) may cost through the router, in nanoseconds: alone,
    /// and taking turns in a wireframe's navigator.
    static let aloneGoal = 500.0
    static let withQueueGoal = 1_000.0

    static func run(_ options: RunOptions, checks: inout Checks) async throws(BenchmarkError) {
        let harness = options.harness
        let sizes = options.quick ? Sizes.quick : Sizes.full
        print("State router: StateRouter.apply(.setPath(path, animated: false)) on a BasicNavigationStore,")
        print("cycling over \(sizes.changes) changes between paths of depth 10 (1 to 19 steps each, pops, one change,")
        print("pushes); the routables do nothing but count. calls alone = the same routable calls made directly;")
        print("diff = PathStep.steps(from:to:) alone. Per step = per routable call; per route change = per")
        print("apply(.setPath), all its steps (the unit of a peer's row, such as ReSwift-Router's). Median of")
        print(
            "\(harness.repetitions) repetitions. Heap: glibc bytes in use after \(sizes.warmUpChanges) warm-up changes and"
        )
        print("after \(sizes.measuredChanges) more.")
        if options.quick { print("--quick: tiny sizes and repetitions; the checks count, the figures do not.") }
        print("")

        try await checkHeapMeasurement(changes: sizes.changes, checks: &checks)
        var table = TextTable(headers: [
            "router", "steps/change", "diff ns/change", "calls ns/step", "router ns/step", "router ns/route change",
            "goal ns/step", "met",
            "overhead µs/step", "heap B warm", "heap B +\(sizes.measuredChanges / 1_000)k", "B/change", "heap",
        ])
        for wireframe in [false, true] {
            let name = wireframe ? "with wireframe queue" : "alone"
            let workload = try await setUp(sizes.changes, wireframe: wireframe)
            guard try await checkWorkload(workload, name: name, checks: &checks) else { continue }
            let memory = try await heapGrowth(workload, sizes, name: name, checks: &checks)
            let times = try await measure(workload, harness, name: name, checks: &checks)
            let overhead = (times.routerPerStep - times.callsPerStep) / 1_000
            let goal = wireframe ? withQueueGoal : aloneGoal
            table.append([
                name,
                formatted(Double(workload.stepsPerPass) / Double(workload.steps.count), decimals: 1),
                formatted(times.diffPerChange, decimals: 0),
                formatted(times.callsPerStep, decimals: 0),
                formatted(times.routerPerStep, decimals: 0),
                formatted(
                    times.routerPerStep * Double(workload.stepsPerPass) / Double(workload.steps.count),
                    decimals: 0
                ),
                formatted(goal, decimals: 0),
                times.routerPerStep <= goal ? "yes" : "no",
                formatted(overhead, decimals: 2),
                memory.map { "\($0.before)" } ?? "n/a",
                memory.map { "\($0.after)" } ?? "n/a",
                memory.map { formatted($0.perChange, decimals: 2) } ?? "n/a",
                memory.map { HeapUsage.trend(ofGrowth: $0.perChange) } ?? "n/a",
            ])
        }
        print(table.rendered)
    }

    /// The workload, unchecked.
    static func setUp(
        _ changes: Int,
        wireframe: Bool,
        keepsEverySegment: Bool = false
    ) async throws(BenchmarkError) -> StateRoutingWorkload {
        do {
            return try await StateRoutingWorkload(
                changes: changes,
                wireframe: wireframe,
                keepsEverySegment: keepsEverySegment
            )
        } catch {
            throw BenchmarkError("the state routing workload cannot be set up: \(error)")
        }
    }

    /// Runs every change once through the router, checking after each that the router shows its
    /// route and made exactly the diff's calls; `false` (and a failed check) when it did not.
    static func checkWorkload(
        _ workload: StateRoutingWorkload,
        name: String,
        checks: inout Checks
    ) async throws(BenchmarkError) -> Bool {
        var calls = 0
        var failure: String?
        for index in workload.steps.indices where failure == nil {
            try await change(workload, index)
            calls += workload.steps[index].count
            failure = workload.checkAfter(change: index, calls: calls)
        }
        checks.report(
            failure.map { "state router, \(name): \($0)" },
            passed: "state router, \(name): \(workload.steps.count) changes each shown, with the diff's "
                + "\(workload.stepsPerPass) routable calls"
        )
        return failure == nil
    }

    /// One change through the router.
    static func change(_ workload: StateRoutingWorkload, _ index: Int) async throws(BenchmarkError) {
        do {
            try await workload.change(index)
        } catch {
            throw BenchmarkError("state router change \(index) failed: \(error.message)")
        }
    }
}
