import WireframeKit

/// The route matcher against routing-kit's `TrieRouter` and against the floor, at 10 to 10 000
/// routes. See Benchmarks/README.md for what each column means.
enum MatcherBenchmark {
    static let routeCounts = [10, 100, 1_000, 10_000]
    static let urlCount = 2_000
    /// `--quick`: sizes at which every check still meets hits and misses of every kind.
    static let quickRouteCounts = [10, 100]
    static let quickURLCount = 400

    static func run(_ options: RunOptions, checks: inout Checks) throws(BenchmarkError) {
        let harness = options.harness
        if options.profileOurs {
            try profileOurs(routeCount: options.routes ?? routeCounts.last ?? 10)
            return
        }
        let routeCounts = options.routes.map { [$0] } ?? (options.quick ? quickRouteCounts : routeCounts)
        let urlCount = options.quick ? quickURLCount : urlCount
        print("Route matcher: \(urlCount) myapp:// URLs per pass (40% static hits, 40% parameter hits,")
        print("5% catch-all hits, 15% misses, a quarter with a query), median of \(harness.repetitions) repetitions.")
        print(
            "ours = WireframeKit RouteTable.match(String); routing-kit = URL(string:) + TrieRouter.route + query items;"
        )
        print("split = the same lookups given the URL parsed beforehand: ours RouteTable.match(RouteURL), routing-kit")
        print("TrieRouter.route(path:) with the path and query items Foundation split. Both sides read every")
        print("parameter's value, every query item's and what ** took. Registration: best of 5 builds of the table.")
        print("floor = split after scheme:// on / and one [String: Int] lookup per segment.")
        if options.quick { print("--quick: tiny sizes and repetitions; the checks count, the figures do not.") }
        print("")

        var table = TextTable(headers: [
            "routes", "ours ns", "routing-kit ns", "floor ns", "ours/floor", "ours/theirs", "split ours ns",
            "split theirs ns", "split ours/theirs", "B/route ours", "B/route theirs", "register ns/route ours",
            "theirs",
        ])
        var ratioAtLargest = Double.nan
        var splitRatioAtLargest = Double.nan
        HeapUsage.warmUp()
        for routeCount in routeCounts {
            let workload = MatcherWorkload(routeCount: routeCount, urlCount: urlCount)
            // Registration is timed on this thread, as an app registers its routes. The bytes
            // come from a second build on a thread of its own (see HeapUsage): what a table
            // keeps, not what it freed on the way.
            // Each registration is timed five times, the best kept: one sample read 814 to 3 509 ns
            // a route in one run.
            let (ourTable, ourRegistration) = try bestRegistration(routeCount) { () throws(BenchmarkError) in
                try WireframeContender.makeTable(workload)
            }
            let ourBytes = try HeapUsage.measureOnOwnThread {
                () throws(BenchmarkError) in try WireframeContender.makeTable(workload)
            }.bytes
            let paths = RoutingKitContender.paths(workload)
            let (router, theirRegistration) = try bestRegistration(routeCount) { RoutingKitContender.makeRouter(paths) }
            let theirBytes = HeapUsage.measureOnOwnThread { RoutingKitContender.makeRouter(paths) }.bytes
            let ours = WireframeContender(table: ourTable, workload)
            let theirs = RoutingKitContender(router: router, workload)
            let floor = FloorContender(workload)
            let outcomes = crossCheck(ours, theirs, workload, checks: &checks)

            let urls = workload.urls
            let parsed = urls.map { try? RouteURL($0) }
            let split = urls.map(RoutingKitContender.split)
            let expected = MatcherOutcome.checksum(outcomes.ours)
            let results = harness.nanosecondsPerOperation(
                [
                    .init(name: "ours", operationsPerPass: urls.count, expectedChecksum: expected) { ours.pass(urls) },
                    .init(name: "routing-kit", operationsPerPass: urls.count, expectedChecksum: expected) {
                        theirs.pass(urls)
                    },
                    .init(
                        name: "floor",
                        operationsPerPass: urls.count,
                        expectedChecksum: floor.expectedChecksum(urls)
                    ) { floor.pass(urls) },
                    .init(name: "ours split", operationsPerPass: urls.count, expectedChecksum: expected) {
                        ours.pass(parsed: parsed)
                    },
                    .init(name: "routing-kit split", operationsPerPass: urls.count, expectedChecksum: expected) {
                        theirs.pass(split: split)
                    },
                ],
                context: "matcher, \(routeCount) routes",
                checks: &checks
            )
            let (our, their, floorTime) = (results[0], results[1], results[2])
            let (ourSplit, theirSplit) = (results[3], results[4])
            if routeCount == routeCounts.last {
                ratioAtLargest = our / their
                splitRatioAtLargest = ourSplit / theirSplit
            }
            table.append([
                "\(routeCount)",
                formatted(our, decimals: 0),
                formatted(their, decimals: 0),
                formatted(floorTime, decimals: 0),
                formatted(our / floorTime, decimals: 2),
                formatted(our / their, decimals: 2),
                formatted(ourSplit, decimals: 0),
                formatted(theirSplit, decimals: 0),
                formatted(ourSplit / theirSplit, decimals: 2),
                perRoute(ourBytes, routeCount),
                perRoute(theirBytes, routeCount),
                formatted(ourRegistration, decimals: 0),
                formatted(theirRegistration, decimals: 0),
            ])
        }
        print(table.rendered)
        print("")
        print(
            "match ratio vs routing-kit, split, at \(routeCounts.last ?? 0) routes: "
                + formatted(splitRatioAtLargest, decimals: 2)
        )
        print(
            "match ratio vs routing-kit at \(routeCounts.last ?? 0) routes: \(formatted(ratioAtLargest, decimals: 2))"
        )
    }

    /// The best of five timed builds of a table of `routeCount` routes, per route in nanoseconds,
    /// and the last table built.
    private static func bestRegistration<Table>(
        _ routeCount: Int,
        _ build: () throws(BenchmarkError) -> Table
    ) throws(BenchmarkError) -> (Table, Double) {
        let clock = ContinuousClock()
        var best = Double.infinity
        var table: Table?
        for _ in 0..<5 {
            let start = clock.now
            let built = try build()
            best = min(best, (clock.now - start).nanoseconds / Double(routeCount))
            table = built
        }
        guard let table else { throw BenchmarkError("no table was built") }
        return (table, best)
    }

    /// Before timing: both matchers must agree, URL by URL, on hit or miss, route and parameters;
    /// and the URLs must hold hits and misses, so that agreeing says something. The outcomes of
    /// both, URL by URL.
    static func crossCheck(
        _ ours: WireframeContender,
        _ theirs: RoutingKitContender,
        _ workload: MatcherWorkload,
        checks: inout Checks
    ) -> (ours: [MatcherOutcome?], theirs: [MatcherOutcome?]) {
        let our = workload.urls.map(ours.outcome)
        let their = workload.urls.map(theirs.outcome)
        let disagreeing = workload.urls.indices.filter { our[$0] != their[$0] }
        for index in disagreeing.prefix(5) {
            print(
                "cross-check: disagree on \(workload.urls[index]): ours \(describe(our[index])), routing-kit \(describe(their[index]))"
            )
        }
        let routes = workload.routes.count
        let hits = our.count { $0 != nil }
        let misses = our.count - hits
        if !disagreeing.isEmpty {
            checks.fail("matcher cross-check \(routes) routes: \(disagreeing.count) of \(our.count) URLs disagree")
        } else if hits == 0 || misses == 0 {
            checks.fail("matcher cross-check \(routes) routes: \(hits) hits and \(misses) misses; the work needs both")
        } else {
            print(
                "check: matcher, \(routes) routes: ours and routing-kit agree on all \(our.count) URLs (\(hits) hits, \(misses) misses)"
            )
        }
        return (our, their)
    }

    private static func describe(_ outcome: MatcherOutcome?) -> String {
        outcome.map(String.init(describing:)) ?? "miss"
    }

    /// Only our matcher (at `--routes=N`, else the largest size) for a fixed number of passes: for profilers such as
    /// `valgrind --tool=callgrind`, whose counts should not depend on timing. The lookups run in
    /// `profiledLookups`, so `--toggle-collect='*profiledLookups*'` leaves out the set-up.
    static func profileOurs(routeCount: Int) throws(BenchmarkError) {
        let workload = MatcherWorkload(routeCount: routeCount, urlCount: urlCount)
        let ours = WireframeContender(table: try WireframeContender.makeTable(workload), workload)
        let checksum = profiledLookups(ours, workload.urls, passes: 20)
        print("profiled \(20 * workload.urls.count) lookups (checksum \(checksum))")
    }

    @inline(never)
    static func profiledLookups(_ ours: WireframeContender, _ urls: [String], passes: Int) -> UInt64 {
        var checksum: UInt64 = 0
        for _ in 0..<passes { checksum &+= ours.pass(urls) }
        return checksum
    }

    private static func perRoute(_ bytes: Int?, _ routes: Int) -> String {
        bytes.map { formatted(Double($0) / Double(routes), decimals: 0) } ?? "n/a"
    }
}
