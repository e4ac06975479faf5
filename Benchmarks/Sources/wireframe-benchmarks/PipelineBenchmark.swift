import WireframeKit

/// One `route(to:)` through the whole wireframe pipeline on the headless backend (match,
/// observers, option providers, screen provider, presenter, observers told), then
/// `back(animated: false)`, at 10 and 10 000 routes; next to the match alone for the same URLs,
/// and the heap before and after 100 000 such cycles. See Benchmarks/README.md for each column.
@MainActor
enum PipelineBenchmark {
    static let routeCounts = [10, 10_000]
    /// The matcher workload's URL count; about 40% of them are parameter hits, the URLs used.
    static let urlCount = 2_000
    /// The most a `route(to:)` may cost over its match, in microseconds.
    static let overheadGoal = 3.0
    static let warmUpCycles = 1_000
    static let measuredCycles = 100_000
    static let profiledCycleCount = 20_000

    static func run(arguments: [String]) async {
        var harness = Harness()
        if arguments.contains("--quick") {
            harness.repetitions = 3
            harness.targetRepetitionTime = .milliseconds(50)
        }
        let routes = arguments.lazy.compactMap { $0.hasPrefix("--routes=") ? Int($0.dropFirst(9)) : nil }.first
        if let routes, routes <= 0 || routes % MatcherWorkload.routesPerSection != 0 {
            print("--routes takes a positive multiple of \(MatcherWorkload.routesPerSection), not \(routes)")
            return
        }
        if arguments.contains("--profile-pipeline") {
            await profile(routeCount: routes ?? routeCounts.last ?? 10)
            return
        }
        print("Wireframe pipeline: route(to: url, option: push(animated: false)) then back(animated: false) on the")
        print("headless backend, cycling over the parameter-route URLs of the matcher workload; median of")
        print("\(harness.repetitions) repetitions. Every route has its screen provider and default option provider;")
        print("one closure observer (willRoute + didRoute) and one closure option provider apply to all routes.")
        print("push = one route(to:), back = one back(); match = RouteTable.match on the wireframe's routeTable,")
        print("same URLs; overhead = push - match. Heap: glibc bytes in use after \(warmUpCycles) warm-up cycles and")
        print("after \(measuredCycles) more.")
        print("")

        var table = TextTable(headers: [
            "routes", "URLs", "push ns", "back ns", "cycle/2 ns", "match ns", "overhead µs",
            "≤ \(formatted(overheadGoal, decimals: 0)) µs", "heap B warm", "heap B +\(measuredCycles / 1_000)k",
            "B/cycle", "heap",
        ])
        for routeCount in routes.map({ [$0] }) ?? routeCounts {
            let workload = await makeWorkload(routeCount: routeCount)
            let memory = await heapGrowth(workload)
            let times = await measure(workload, harness)
            let overhead = (times.push - times.match) / 1_000
            table.append([
                "\(routeCount)",
                "\(workload.urls.count)",
                formatted(times.push, decimals: 0),
                formatted(times.back, decimals: 0),
                formatted(times.cycle / 2, decimals: 0),
                formatted(times.match, decimals: 0),
                formatted(overhead, decimals: 2),
                overhead <= overheadGoal ? "yes" : "no",
                memory.map { "\($0.before)" } ?? "n/a",
                memory.map { "\($0.after)" } ?? "n/a",
                memory.map { formatted($0.perCycle, decimals: 2) } ?? "n/a",
                memory.map { abs($0.perCycle) < 1 ? "flat" : "GROWS" } ?? "n/a",
            ])
        }
        print(table.rendered)
    }

    /// The workload of `routeCount` routes, checked: every URL must push its route's screen
    /// and go back. A benchmark of a broken pipeline would mean nothing, so a failure stops here.
    static func makeWorkload(routeCount: Int) async -> PipelineWorkload {
        let workload: PipelineWorkload
        do {
            workload = try await PipelineWorkload(routeCount: routeCount, urlCount: urlCount)
        } catch {
            fatalError("the pipeline workload of \(routeCount) routes cannot be set up: \(error)")
        }
        if let failure = await workload.check() {
            fatalError("pipeline check at \(routeCount) routes: \(failure)")
        }
        print("check \(routeCount) routes: \(workload.urls.count) URLs each pushed their route's screen and went back")
        return workload
    }

    /// Median nanoseconds per push, per back, per cycle and per match.
    struct Times {
        var push: Double
        var back: Double
        var cycle: Double
        var match: Double
    }

    /// Times cycles and matches in turn, repetition by repetition, as ``Harness`` does.
    ///
    /// Each push and each back is timed on its own (so each includes one reading of the clock,
    /// some 20–30 ns); the matches are timed by whole passes over the URLs.
    static func measure(_ workload: PipelineWorkload, _ harness: Harness) async -> Times {
        let clock = ContinuousClock()
        let table = workload.wireframe.routeTable
        let urls = workload.urls
        var next = 0

        consume(matchPass(table, urls))
        var matchPasses = 1
        while true {
            let elapsed = clock.measure { for _ in 0..<matchPasses { consume(matchPass(table, urls)) } }
            if elapsed >= harness.targetRepetitionTime / 4 {
                matchPasses = filling(harness, matchPasses, took: elapsed)
                break
            }
            matchPasses *= 2
        }
        var cycles = 64
        while true {
            let (push, back) = await timedCycles(workload, count: cycles, next: &next)
            let elapsed = push + back
            if elapsed >= harness.targetRepetitionTime / 4 {
                cycles = filling(harness, cycles, took: elapsed)
                break
            }
            cycles *= 2
        }

        var pushes: [Double] = []
        var backs: [Double] = []
        var wholeCycles: [Double] = []
        var matches: [Double] = []
        for _ in 0..<harness.repetitions {
            var checksum: UInt64 = 0
            let elapsed = clock.measure { for _ in 0..<matchPasses { checksum &+= matchPass(table, urls) } }
            consume(checksum)
            matches.append(elapsed.nanoseconds / Double(matchPasses * urls.count))

            let (push, back) = await timedCycles(workload, count: cycles, next: &next)
            pushes.append(push.nanoseconds / Double(cycles))
            backs.append(back.nanoseconds / Double(cycles))
            wholeCycles.append((push + back).nanoseconds / Double(cycles))
        }
        consume(UInt64(workload.counter.routed))
        return Times(push: median(pushes), back: median(backs), cycle: median(wholeCycles), match: median(matches))
    }

    /// How many of something of which `count` took `elapsed` fill one repetition of `harness`.
    static func filling(_ harness: Harness, _ count: Int, took elapsed: Duration) -> Int {
        let each = elapsed.nanoseconds / Double(count)
        return max(1, Int((harness.targetRepetitionTime.nanoseconds / each).rounded()))
    }

    /// The match alone, as the pipeline's first step does it: every URL through the table.
    static func matchPass(_ table: RouteTable, _ urls: [String]) -> UInt64 {
        var checksum: UInt64 = 0
        for url in urls {
            if let match = try? table.match(url) {
                checksum &+= UInt64(match.pattern.segments.count)
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
    ) async -> (push: Duration, back: Duration) {
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
                try await wireframe.back(animated: false)
                let end = clock.now
                push += pushed - start
                back += end - pushed
            } catch {
                fatalError("cycle to \(urls[index]) failed: \(error)")
            }
            index += 1
            if index == urls.count { index = 0 }
        }
        next = index
        return (push, back)
    }

    /// Heap bytes in use after ``warmUpCycles`` cycles and after ``measuredCycles`` more, and the
    /// growth per cycle; `nil` off glibc.
    static func heapGrowth(_ workload: PipelineWorkload) async -> (before: Int, after: Int, perCycle: Double)? {
        await runCycles(workload, count: warmUpCycles)
        guard let before = HeapUsage.bytesInUse() else { return nil }
        await runCycles(workload, count: measuredCycles)
        guard let after = HeapUsage.bytesInUse() else { return nil }
        return (before, after, Double(after - before) / Double(measuredCycles))
    }

    /// `count` cycles over the URLs, untimed.
    static func runCycles(_ workload: PipelineWorkload, count: Int) async {
        for cycle in 0..<count {
            let index = cycle % workload.urls.count
            do {
                try await workload.cycle(index)
            } catch {
                fatalError("cycle to \(workload.urls[index]) failed: \(error)")
            }
        }
    }

    /// A fixed number of cycles at `routeCount` routes, no timing: for profilers such as
    /// `valgrind --tool=callgrind`. The cycles run in `profiledCycles`, so
    /// `--toggle-collect='*profiledCycles*'` leaves out the set-up.
    static func profile(routeCount: Int) async {
        let workload = await makeWorkload(routeCount: routeCount)
        await profiledCycles(workload, count: profiledCycleCount)
        let told = workload.counter.routed
        print("profiled \(profiledCycleCount) cycles at \(routeCount) routes (observer told \(told) times)")
    }

    @inline(never)
    static func profiledCycles(_ workload: PipelineWorkload, count: Int) async {
        await runCycles(workload, count: count)
    }
}
