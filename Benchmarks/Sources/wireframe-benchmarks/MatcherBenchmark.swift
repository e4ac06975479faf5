/// The route matcher against routing-kit's `TrieRouter` and against the floor, at 10 to 10 000
/// routes. See Benchmarks/README.md for what each column means.
enum MatcherBenchmark {
    static let routeCounts = [10, 100, 1_000, 10_000]
    static let urlCount = 2_000

    static func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        var harness = Harness()
        if arguments.contains("--quick") {
            harness.repetitions = 3
            harness.targetRepetitionTime = .milliseconds(50)
        }
        if arguments.contains("--profile-ours") {
            let routes = arguments.lazy.compactMap { $0.hasPrefix("--routes=") ? Int($0.dropFirst(9)) : nil }.first
            profileOurs(routeCount: routes ?? routeCounts.last ?? 10)
            return
        }
        print("Route matcher: \(urlCount) myapp:// URLs per pass (40% static hits, 40% parameter hits,")
        print("5% catch-all hits, 15% misses, a quarter with a query), median of \(harness.repetitions) repetitions.")
        print(
            "ours = WireframeKit RouteTable.match(String); routing-kit = URL(string:) + TrieRouter.route + query items;"
        )
        print("floor = split after scheme:// on / and one [String: Int] lookup per segment.")
        print("")

        var table = TextTable(headers: [
            "routes", "ours ns", "routing-kit ns", "floor ns", "ours/floor", "ours/theirs", "B/route ours",
            "B/route theirs",
            "register ns/route ours", "theirs",
        ])
        var ratioAtLargest = Double.nan
        for routeCount in routeCounts {
            let workload = MatcherWorkload(routeCount: routeCount, urlCount: urlCount)
            let clock = ContinuousClock()
            var start = clock.now
            let (ourTable, ourBytes) = HeapUsage.measure { WireframeContender.makeTable(workload) }
            let ourRegistration = (clock.now - start).nanoseconds / Double(routeCount)
            start = clock.now
            let (router, theirBytes) = HeapUsage.measure { RoutingKitContender.makeRouter(workload) }
            let theirRegistration = (clock.now - start).nanoseconds / Double(routeCount)
            let ours = WireframeContender(table: ourTable, workload)
            let theirs = RoutingKitContender(router: router, workload)
            let floor = FloorContender(workload)
            crossCheck(ours, theirs, workload)

            let urls = workload.urls
            let results = harness.nanosecondsPerOperation([
                .init(name: "ours", operationsPerPass: urls.count) { ours.pass(urls) },
                .init(name: "routing-kit", operationsPerPass: urls.count) { theirs.pass(urls) },
                .init(name: "floor", operationsPerPass: urls.count) { floor.pass(urls) },
            ])
            let (our, their, floorTime) = (results[0], results[1], results[2])
            if routeCount == routeCounts.last { ratioAtLargest = our / their }
            table.append([
                "\(routeCount)",
                formatted(our, decimals: 0),
                formatted(their, decimals: 0),
                formatted(floorTime, decimals: 0),
                formatted(our / floorTime, decimals: 2),
                formatted(our / their, decimals: 2),
                perRoute(ourBytes, routeCount),
                perRoute(theirBytes, routeCount),
                formatted(ourRegistration, decimals: 0),
                formatted(theirRegistration, decimals: 0),
            ])
        }
        print(table.rendered)
        print("")
        print(
            "match ratio vs routing-kit at \(routeCounts.last ?? 0) routes: \(formatted(ratioAtLargest, decimals: 2))"
        )
    }

    /// Before timing: both matchers must agree, URL by URL, on hit or miss, route and parameters.
    static func crossCheck(_ ours: WireframeContender, _ theirs: RoutingKitContender, _ workload: MatcherWorkload) {
        var hits = 0
        var disagreements = 0
        for url in workload.urls {
            let our = ours.outcome(url)
            let their = theirs.outcome(url)
            if our != nil { hits += 1 }
            if our != their {
                disagreements += 1
                if disagreements <= 5 {
                    print(
                        "cross-check: disagree on \(url): ours \(our.map(String.init(describing:)) ?? "miss"), routing-kit \(their.map(String.init(describing:)) ?? "miss")"
                    )
                }
            }
        }
        let routes = workload.routes.count
        if disagreements == 0 {
            print(
                "cross-check \(routes) routes: both agree on all \(workload.urls.count) URLs (\(hits) hits, \(workload.urls.count - hits) misses)"
            )
        } else {
            print("cross-check \(routes) routes: \(disagreements) of \(workload.urls.count) URLs disagree")
        }
    }

    /// Only our matcher (at `--routes=N`, else the largest size) for a fixed number of passes: for profilers such as
    /// `valgrind --tool=callgrind`, whose counts should not depend on timing. The lookups run in
    /// `profiledLookups`, so `--toggle-collect='*profiledLookups*'` leaves out the set-up.
    static func profileOurs(routeCount: Int) {
        let workload = MatcherWorkload(routeCount: routeCount, urlCount: urlCount)
        let ours = WireframeContender(table: WireframeContender.makeTable(workload), workload)
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
