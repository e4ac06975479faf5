/// One `route(to:)` through the whole wireframe pipeline on the headless backend (match,
/// observers, option providers, screen provider, presenter, observers told), then
/// `back(animated: false)`, at 10 and 10 000 routes; next to the match alone for the same URLs,
/// and the heap before and after 100 000 such cycles. See Benchmarks/README.md for each column.
@MainActor
enum PipelineBenchmark {
    /// How much work a run does.
    struct Sizes {
        var routeCounts: [Int]
        /// The matcher workload's URL count; about 40% of them are parameter hits, the URLs used.
        var urlCount: Int
        var warmUpCycles: Int
        var measuredCycles: Int

        static let full = Sizes(
            routeCounts: [10, 10_000],
            urlCount: 2_000,
            warmUpCycles: 1_000,
            measuredCycles: 100_000
        )
        /// `--quick`: every check, on tiny work.
        static let quick = Sizes(routeCounts: [10, 100], urlCount: 400, warmUpCycles: 100, measuredCycles: 2_000)
    }

    /// The most a `route(to:)` may cost over its match, in microseconds.
    static let overheadGoal = 3.0
    /// The most a `back()` may cost, in microseconds.
    static let backGoal = 2.0
    static let profiledCycleCount = 20_000

    static func run(_ options: RunOptions, checks: inout Checks) async throws(BenchmarkError) {
        let harness = options.harness
        var sizes = options.quick ? Sizes.quick : Sizes.full
        if let routes = options.routes { sizes.routeCounts = [routes] }
        if options.profilePipeline {
            try await profile(routeCount: options.routes ?? Sizes.full.routeCounts.last ?? 10, untimed: options.untimed)
            return
        }
        print("Wireframe pipeline: route(to: url, option: push(animated: false)) then back(animated: false) on the")
        print("headless backend, cycling over the parameter-route URLs of the matcher workload; median of")
        print("\(harness.repetitions) repetitions. Every route has its screen provider and default option provider;")
        print("one closure observer (willRoute + didRoute) and one closure option provider apply to all routes.")
        print("push = one route(to:), back = one back(); match = RouteTable.match on the wireframe's routeTable,")
        print("same URLs; overhead = push - match. floor = the same screen made, pushed onto the same stack and")
        print("popped by calling the stack directly. Heap: glibc bytes in use after \(sizes.warmUpCycles) warm-up")
        print("cycles and after \(sizes.measuredCycles) more.")
        if options.quick { print("--quick: tiny sizes and repetitions; the checks count, the figures do not.") }
        print("")

        try await checkHeapMeasurement(urlCount: sizes.urlCount, checks: &checks)
        var table = TextTable(headers: [
            "routes", "URLs", "push ns", "match ns", "floor push ns", "overhead µs",
            "≤ \(formatted(overheadGoal, decimals: 0)) µs", "back ns", "floor back ns",
            "≤ \(formatted(backGoal, decimals: 0)) µs", "push/floor", "back/floor", "heap B warm",
            "heap B +\(sizes.measuredCycles / 1_000)k", "B/cycle", "heap",
        ])
        var untimedTable = TextTable(headers: [
            "routes", "push ns", "overhead µs", "≤ \(formatted(overheadGoal, decimals: 0)) µs", "back ns",
            "≤ \(formatted(backGoal, decimals: 0)) µs", "push saved ns", "back saved ns",
        ])
        for routeCount in sizes.routeCounts {
            guard let workload = try await makeWorkload(routeCount: routeCount, sizes.urlCount, checks: &checks)
            else { continue }
            let memory = try await heapGrowth(workload, sizes, checks: &checks)
            let times = try await measure(workload, harness, checks: &checks)
            let overhead = (times.push - times.match) / 1_000
            table.append([
                "\(routeCount)",
                "\(workload.urls.count)",
                formatted(times.push, decimals: 0),
                formatted(times.match, decimals: 0),
                formatted(times.floorPush, decimals: 0),
                formatted(overhead, decimals: 2),
                overhead <= overheadGoal ? "yes" : "no",
                formatted(times.back, decimals: 0),
                formatted(times.floorBack, decimals: 0),
                times.back / 1_000 <= backGoal ? "yes" : "no",
                formatted(times.push / times.floorPush, decimals: 1),
                formatted(times.back / times.floorBack, decimals: 1),
                memory.map { "\($0.before)" } ?? "n/a",
                memory.map { "\($0.after)" } ?? "n/a",
                memory.map { formatted($0.perCycle, decimals: 2) } ?? "n/a",
                memory.map { HeapUsage.trend(ofGrowth: $0.perCycle) } ?? "n/a",
            ])
            let untimedOverhead = (times.untimedPush - times.match) / 1_000
            untimedTable.append([
                "\(routeCount)",
                formatted(times.untimedPush, decimals: 0),
                formatted(untimedOverhead, decimals: 2),
                untimedOverhead <= overheadGoal ? "yes" : "no",
                formatted(times.untimedBack, decimals: 0),
                times.untimedBack / 1_000 <= backGoal ? "yes" : "no",
                formatted(times.push - times.untimedPush, decimals: 0),
                formatted(times.back - times.untimedBack, decimals: 0),
            ])
        }
        print(table.rendered)
        print("")
        print("The same cycles with the request timeout removed (setTurnTimeout(nil)): each turn runs in its")
        print("caller's task instead of a task of its own; saved = the default's time minus this one.")
        print(untimedTable.rendered)
        let turn = try await measureEmptyTurn(harness, checks: &checks)
        print("")
        print("A turn with nothing in it (Navigator.inTurn on a window that shows no screen), the fixed cost")
        let timedTurn = formatted(turn.timed, decimals: 0)
        let untimedTurn = formatted(turn.untimed, decimals: 0)
        print("in every push and every back: \(timedTurn) ns with the request timeout, \(untimedTurn) ns without.")
    }

    /// The workload of `routeCount` routes, checked: every URL must push its route's screen
    /// and go back. A benchmark of a broken pipeline would mean nothing, so a failed check
    /// returns `nil` (and that size is not timed).
    static func makeWorkload(
        routeCount: Int,
        _ urlCount: Int,
        checks: inout Checks
    ) async throws(BenchmarkError) -> PipelineWorkload? {
        let workload = try await setUp(routeCount: routeCount, urlCount)
        let failure = await workload.check()
        checks.report(
            failure.map { "pipeline, \(routeCount) routes: \($0)" },
            passed:
                "pipeline, \(routeCount) routes: \(workload.urls.count) URLs each pushed their route's screen and went back"
        )
        if workload.urls.isEmpty {
            checks.fail("pipeline, \(routeCount) routes: the workload has no URL to route to")
        }
        return failure == nil && !workload.urls.isEmpty ? workload : nil
    }

    /// The workload, unchecked.
    static func setUp(
        routeCount: Int,
        _ urlCount: Int,
        keepsEveryScreen: Bool = false
    ) async throws(BenchmarkError) -> PipelineWorkload {
        do {
            return try await PipelineWorkload(
                routeCount: routeCount,
                urlCount: urlCount,
                keepsEveryScreen: keepsEveryScreen
            )
        } catch {
            throw BenchmarkError("the pipeline workload of \(routeCount) routes cannot be set up: \(error)")
        }
    }

    /// A fixed number of cycles at `routeCount` routes, no timing: for profilers such as
    /// `valgrind --tool=callgrind`. The cycles run in `profiledCycles`, so
    /// `--toggle-collect='*profiledCycles*'` leaves out the set-up.
    static func profile(routeCount: Int, untimed: Bool) async throws(BenchmarkError) {
        var checks = Checks()
        guard let workload = try await makeWorkload(routeCount: routeCount, Sizes.full.urlCount, checks: &checks)
        else { throw BenchmarkError(checks.failures.joined(separator: "; ")) }
        if untimed { try workload.wireframe.setBenchmarkRequestTimeout(nil) }
        try await profiledCycles(workload, count: profiledCycleCount)
        let told = workload.counter.routed
        print("profiled \(profiledCycleCount) cycles at \(routeCount) routes (observer told \(told) times)")
    }

    @inline(never)
    static func profiledCycles(_ workload: PipelineWorkload, count: Int) async throws(BenchmarkError) {
        try await runCycles(workload, count: count)
    }
}
