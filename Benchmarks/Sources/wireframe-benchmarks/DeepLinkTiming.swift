import WireframeKit
import WireframeSwiftUI

// Timing the deep link's cycle on each backend, repetition by repetition in turn, checking before
// that one cycle shows the ten screens and goes back (the state following), and after that every
// timed cycle did; and the heap before and after many cycles.
extension SwiftUIBenchmark {
    /// What one backend's cycles cost.
    struct DeepLinkFigures {
        let backend: DeepLinkWorkload.Backend
        /// The median nanoseconds per cycle.
        let nanoseconds: Double
        /// Heap bytes in use after the warm-up cycles and after the measured ones, and the growth
        /// per cycle; `nil` off glibc.
        let heap: (before: Int, after: Int, perCycle: Double)?
    }

    /// The figures of each backend, in `DeepLinkWorkload.Backend.allCases`'s order; none when
    /// a backend's first cycle fails its check.
    static func deepLinks(
        _ harness: Harness,
        _ sizes: Sizes,
        checks: inout Checks
    ) async throws(BenchmarkError) -> [DeepLinkFigures] {
        let clock = ContinuousClock()
        var workloads: [DeepLinkWorkload] = []
        for backend in DeepLinkWorkload.Backend.allCases {
            let workload: DeepLinkWorkload
            let failure: String?
            do {
                workload = try await DeepLinkWorkload(backend)
                failure = try await workload.checkCycle()
            } catch {
                throw BenchmarkError("the deep link on \(backend.name) failed: \(error)")
            }
            checks.report(
                failure.map { "SwiftUI, \(backend.name): \($0)" },
                passed: "SwiftUI, \(backend.name): the link pushes \(DeepLinkWorkload.depth) screens and the way back "
                    + "pops them, the state following"
                    + (workload.updates == nil ? "" : ", one update of the views each")
            )
            if failure != nil { return [] }
            workloads.append(workload)
        }

        var passes: [Int] = []
        let updatesBefore = workloads.map { $0.updates?.count ?? 0 }
        var cyclesRun = workloads.map { _ in 0 }
        var heap: [(before: Int, after: Int, perCycle: Double)?] = []
        for (index, workload) in workloads.enumerated() {
            _ = try await run(workload, sizes.warmUpCycles, clock)
            let before = HeapUsage.bytesInUse()
            _ = try await run(workload, sizes.measuredCycles, clock)
            let after = HeapUsage.bytesInUse()
            cyclesRun[index] += sizes.warmUpCycles + sizes.measuredCycles
            heap.append(
                before.flatMap { before in
                    after.map { (before, $0, Double($0 - before) / Double(sizes.measuredCycles)) }
                }
            )
        }
        for (index, workload) in workloads.enumerated() {
            passes.append(
                try await harness.count(startingAt: 1) { count throws(BenchmarkError) in
                    cyclesRun[index] += count
                    return try await run(workload, count, clock)
                }
            )
        }
        var samples = workloads.map { _ in [Double]() }
        for _ in 0..<harness.repetitions {
            for (index, workload) in workloads.enumerated() {
                let elapsed = try await run(workload, passes[index], clock)
                cyclesRun[index] += passes[index]
                samples[index].append(elapsed.nanoseconds / Double(passes[index]))
            }
        }

        for (index, workload) in workloads.enumerated() {
            var failure: String?
            if workload.mainScreens != ["home"] || workload.store.navigationState.path != ["main"] {
                failure = "after the timed cycles main holds \(workload.mainScreens)"
            } else if let updates = workload.updates, updates.count != updatesBefore[index] + 2 * cyclesRun[index] {
                failure =
                    "the views got \(updates.count - updatesBefore[index]) updates in "
                    + "\(cyclesRun[index]) cycles, not two each"
            }
            checks.report(
                failure.map { "SwiftUI, \(workload.backend.name), timed: \($0)" },
                passed: "SwiftUI, \(workload.backend.name): \(cyclesRun[index]) timed, calibrating and heap cycles, "
                    + "each back on main's root"
            )
        }
        return workloads.indices.map { index in
            DeepLinkFigures(backend: workloads[index].backend, nanoseconds: median(samples[index]), heap: heap[index])
        }
    }

    /// `count` cycles of `workload`.
    private static func run(
        _ workload: DeepLinkWorkload,
        _ count: Int,
        _ clock: ContinuousClock
    ) async throws(BenchmarkError) -> Duration {
        let start = clock.now
        do {
            for _ in 0..<count { try await workload.cycle() }
        } catch {
            throw BenchmarkError("a deep link cycle on \(workload.backend.name) failed: \(error)")
        }
        return clock.now - start
    }
}
