import WireframeKit

// The heap before and after many cycles, and the self-test that shows the measurement would see
// a leak: a figure that always says "flat" proves nothing unless a planted leak says "grows".
extension PipelineBenchmark {
    /// Cycles of the planted-leak self-test, after as many of warm-up.
    static let plantedLeakCycles = 2_000
    /// The least a kept screen can cost: its slot in the array that keeps it and a Swift object's
    /// header (16 bytes on 64-bit platforms). A kept `HeadlessScreen` costs about 230 bytes; with
    /// nothing kept, 2 000 cycles move the heap by a few bytes per cycle at most.
    static let plantedLeakFloor = MemoryLayout<any Screen>.stride + 16

    /// Heap bytes in use after `sizes.warmUpCycles` cycles and after `sizes.measuredCycles`
    /// more, and the growth per cycle; `nil` off glibc. The cycles are checked as they are in
    /// the timing: the observer told of each, stack "main" back to "home".
    static func heapGrowth(
        _ workload: PipelineWorkload,
        _ sizes: Sizes,
        checks: inout Checks
    ) async throws(BenchmarkError) -> (before: Int, after: Int, perCycle: Double)? {
        let routedBefore = workload.counter.routed
        try await runCycles(workload, count: sizes.warmUpCycles)
        let before = HeapUsage.bytesInUse()
        try await runCycles(workload, count: sizes.measuredCycles)
        let after = HeapUsage.bytesInUse()
        let cycles = sizes.warmUpCycles + sizes.measuredCycles
        if let failure = workload.cyclesDone(cycles, routedBefore: routedBefore) {
            checks.fail("pipeline, \(workload.routeCount) routes, heap cycles: \(failure)")
        }
        guard let before, let after else { return nil }
        return (before, after, Double(after - before) / Double(sizes.measuredCycles))
    }

    /// The planted-leak self-test: cycles on a workload whose observer keeps every screen must
    /// show heap growth of at least ``plantedLeakFloor`` per cycle. Skipped, saying so, where the
    /// heap cannot be read (off glibc).
    static func checkHeapMeasurement(urlCount: Int, checks: inout Checks) async throws(BenchmarkError) {
        guard HeapUsage.bytesInUse() != nil else {
            print("check skipped: the heap measurement's planted-leak self-test (no mallinfo2 off glibc)")
            return
        }
        let routeCount = MatcherWorkload.routesPerSection
        let leaking = try await setUp(routeCount: routeCount, urlCount, keepsEveryScreen: true)
        let sizes = Sizes(
            routeCounts: [routeCount],
            urlCount: urlCount,
            warmUpCycles: plantedLeakCycles,
            measuredCycles: plantedLeakCycles
        )
        guard let growth = try await heapGrowth(leaking, sizes, checks: &checks) else { return }
        let floor = plantedLeakFloor
        checks.report(
            growth.perCycle >= Double(floor)
                ? nil
                : "heap measurement: a planted leak of one screen per cycle shows as "
                    + "\(formatted(growth.perCycle, decimals: 2)) B/cycle, under the \(floor) B a kept screen takes at least",
            passed: "heap measurement: a planted leak of one screen per cycle shows as "
                + "\(formatted(growth.perCycle, decimals: 0)) B/cycle (at least \(floor) expected)"
        )
    }

    /// `count` cycles over the URLs, untimed.
    static func runCycles(_ workload: PipelineWorkload, count: Int) async throws(BenchmarkError) {
        for cycle in 0..<count {
            let index = cycle % workload.urls.count
            do {
                try await workload.cycle(index)
            } catch {
                throw BenchmarkError("cycle to \(workload.urls[index]) failed: \(error)")
            }
        }
    }
}
