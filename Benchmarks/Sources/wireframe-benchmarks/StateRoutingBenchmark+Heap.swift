import WireframeKit

// The heap before and after many changes, and the self-test that shows the measurement would see
// a leak: routables that keep every segment they are given must show growth.
extension StateRoutingBenchmark {
    /// The least a kept segment can cost: its slot in the array that keeps it.
    static let plantedLeakFloor = MemoryLayout<PathSegment>.stride

    /// Heap bytes in use after `sizes.warmUpChanges` changes through the router and after
    /// `sizes.measuredChanges` more, and the growth per change; `nil` off glibc. The changes are
    /// checked: the router ends on the route of the last one, with the diff's calls made.
    static func heapGrowth(
        _ workload: StateRoutingWorkload,
        _ sizes: Sizes,
        name: String,
        checks: inout Checks
    ) async throws(BenchmarkError) -> (before: Int, after: Int, perChange: Double)? {
        workload.routable.calls = 0
        let warmUpCalls = try await runChanges(workload, from: 0, count: sizes.warmUpChanges)
        let before = HeapUsage.bytesInUse()
        let measuredCalls = try await runChanges(workload, from: sizes.warmUpChanges, count: sizes.measuredChanges)
        let after = HeapUsage.bytesInUse()
        let last = (sizes.warmUpChanges + sizes.measuredChanges - 1) % workload.steps.count
        if let failure = workload.checkAfter(change: last, calls: warmUpCalls + measuredCalls) {
            checks.fail("state router, \(name), heap changes: \(failure)")
        }
        // Back to the cycle's first route, where the timing starts.
        var index = last + 1
        while index % workload.steps.count != 0 {
            try await change(workload, index % workload.steps.count)
            index += 1
        }
        guard let before, let after else { return nil }
        return (before, after, Double(after - before) / Double(sizes.measuredChanges))
    }

    /// The planted-leak self-test: changes on routables that keep every segment must show heap
    /// growth of at least ``plantedLeakFloor`` per change. Skipped, saying so, off glibc.
    static func checkHeapMeasurement(changes: Int, checks: inout Checks) async throws(BenchmarkError) {
        guard HeapUsage.bytesInUse() != nil else {
            print("check skipped: the state router's planted-leak self-test (no mallinfo2 off glibc)")
            return
        }
        let leaking = try await setUp(changes, wireframe: false, keepsEverySegment: true)
        let sizes = Sizes(changes: changes, warmUpChanges: 2_000, measuredChanges: 2_000)
        guard let growth = try await heapGrowth(leaking, sizes, name: "planted leak", checks: &checks) else { return }
        let floor = plantedLeakFloor
        checks.report(
            growth.perChange >= Double(floor)
                ? nil
                : "state router heap measurement: routables keeping every segment show "
                    + "\(formatted(growth.perChange, decimals: 2)) B/change, under the \(floor) B a kept segment takes",
            passed: "state router heap measurement: routables keeping every segment show "
                + "\(formatted(growth.perChange, decimals: 0)) B/change (at least \(floor) expected)"
        )
    }

    /// `count` changes through the router from change `first` on, cycling; the routable calls
    /// they made.
    static func runChanges(
        _ workload: StateRoutingWorkload,
        from first: Int,
        count: Int
    ) async throws(BenchmarkError) -> Int {
        var calls = 0
        for number in first..<(first + count) {
            let index = number % workload.steps.count
            try await change(workload, index)
            calls += workload.steps[index].count
        }
        return calls
    }
}
