// The matcher's work under ordo-one/benchmark (`swift package --package-path Benchmarks benchmark`):
// what the hand-written table does not give, percentiles of each lookup's time, mallocs per lookup
// and per registration, and a comparison with a saved baseline. The contenders, the workload and
// the floor are the matcher benchmark's own files (symbolic links into
// Sources/wireframe-benchmarks), so both measure the same work. Ratios of one contender to
// another, bytes kept per route and the cross-check stay in `wireframe-benchmarks --only matcher`:
// see Benchmarks/README.md for what stayed hand-written and why.
import Benchmark
import RoutingKit
import WireframeKit

/// Route counts of issue 22's goals.
private let routeCounts = [100, 10_000]

/// What each benchmark records: time and throughput with their percentiles, and mallocs (the
/// malloc interposer counts them in this executable only).
private let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: metrics,
        warmupIterations: 3,
        maxDuration: .seconds(1),
        thresholds: [.wallClock: .relaxed, .mallocCountTotal: .strict]
    )
    for routeCount in routeCounts {
        lookupBenchmarks(routeCount: routeCount)
        registrationBenchmarks(routeCount: routeCount)
    }
}

/// One lookup per scaled iteration: a sample is one pass over the workload's URLs, as many as the
/// scaling factor, so every figure is per lookup. A sample whose checksum is not its work's fails
/// the benchmark, as a wrong pass fails the hand-written harness.
private func lookupBenchmarks(routeCount: Int) {
    let scaling = BenchmarkScalingFactor.kilo
    let workload = MatcherWorkload(routeCount: routeCount, urlCount: scaling.rawValue)
    let urls = workload.urls
    guard let table = try? WireframeContender.makeTable(workload) else {
        fatalError("the matcher workload of \(routeCount) routes does not register")
    }
    let ours = WireframeContender(table: table, workload)
    let theirs = RoutingKitContender(
        router: RoutingKitContender.makeRouter(RoutingKitContender.paths(workload)),
        workload
    )
    let floor = FloorContender(workload)
    let ourOutcomes = urls.map(ours.outcome)
    let theirOutcomes = urls.map(theirs.outcome)
    // The cross-check of the hand-written benchmark, in short: both matchers find the same.
    let agree = ourOutcomes == theirOutcomes
    let contenders: [(name: String, expected: UInt64, pass: ([String]) -> UInt64)] = [
        ("ours", MatcherOutcome.checksum(ourOutcomes), ours.pass),
        ("routing-kit", MatcherOutcome.checksum(theirOutcomes), theirs.pass),
        ("floor", floor.expectedChecksum(urls), floor.pass),
    ]
    for contender in contenders {
        Benchmark(
            "matcher lookup \(contender.name), \(routeCount) routes",
            configuration: .init(scalingFactor: scaling)
        ) { benchmark in
            guard agree else {
                benchmark.error("ours and routing-kit disagree on the workload's URLs at \(routeCount) routes")
                return
            }
            let checksum = contender.pass(urls)
            blackHole(checksum)
            if checksum != contender.expected {
                benchmark.error("\(contender.name): a pass returned \(checksum), its work gives \(contender.expected)")
            }
        }
    }
}

/// One table per sample, built from the workload's route texts (made before timing, as in the
/// hand-written benchmark): per table, not per route, since the scaling factor is a power of a
/// thousand.
private func registrationBenchmarks(routeCount: Int) {
    let workload = MatcherWorkload(routeCount: routeCount, urlCount: 1)
    let paths = RoutingKitContender.paths(workload)
    Benchmark("matcher registration ours, \(routeCount) routes") { benchmark in
        do {
            blackHole(try WireframeContender.makeTable(workload))
        } catch {
            benchmark.error("\(error)")
        }
    }
    Benchmark("matcher registration routing-kit, \(routeCount) routes") { _ in
        blackHole(RoutingKitContender.makeRouter(paths))
    }
}
