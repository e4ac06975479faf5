import WireframeKit
import WireframeSwiftUI

/// Times the deep link's cycle on each backend, repetition by repetition in turn, checking before
/// that one cycle shows the ten screens and goes back (the state following), and after that every
/// timed cycle did; and the heap before and after many cycles. Shared by the SwiftUI benchmark
/// and, through a symbolic link, by the root package's benchmark of the views on the simulated
/// SwiftUI runtime, so that both time the same cycle the same way.
@MainActor
enum DeepLinkTiming {
    /// The most a deep link may cost on the SwiftUI models, over the headless backend's cost
    /// (issue 19).
    static let modelsGoal = 1.2

    /// What one backend's cycles cost.
    struct Figures {
        let backend: DeepLinkWorkload.Backend
        /// The median nanoseconds per cycle.
        let nanoseconds: Double
        /// Heap bytes in use after the warm-up cycles and after the measured ones, and the growth
        /// per cycle; `nil` off glibc, or when the heap is not measured.
        let heap: (before: Int, after: Int, perCycle: Double)?
    }

    /// How the heap is read around many cycles: `bytesInUse` after `warmUpCycles`, and again
    /// after `measuredCycles` more; `trend` reads the growth per cycle in the table.
    struct HeapCycles {
        let warmUpCycles: Int
        let measuredCycles: Int
        let bytesInUse: () -> Int?
        let trend: (Double) -> String
    }

    /// The figures of each of `backends`, in their order; none when a backend's first cycle fails
    /// its check. Without `heap`, no heap cycles run.
    static func figures(
        of backends: [DeepLinkWorkload.Backend],
        _ harness: Harness,
        heap heapCycles: HeapCycles?,
        checks: inout Checks
    ) async throws(BenchmarkError) -> [Figures] {
        let clock = ContinuousClock()
        var workloads: [DeepLinkWorkload] = []
        for backend in backends {
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
                    + (workload.views?.shownStack == nil ? "" : ", the views showing each screen")
            )
            if failure != nil { return [] }
            workloads.append(workload)
        }

        var passes: [Int] = []
        let updatesBefore = workloads.map { $0.updates?.count ?? 0 }
        var cyclesRun = workloads.map { _ in 0 }
        var heap: [(before: Int, after: Int, perCycle: Double)?] = workloads.map { _ in nil }
        if let heapCycles {
            for (index, workload) in workloads.enumerated() {
                _ = try await run(workload, heapCycles.warmUpCycles, clock)
                let before = heapCycles.bytesInUse()
                _ = try await run(workload, heapCycles.measuredCycles, clock)
                let after = heapCycles.bytesInUse()
                cyclesRun[index] += heapCycles.warmUpCycles + heapCycles.measuredCycles
                heap[index] = before.flatMap { before in
                    after.map { (before, $0, Double($0 - before) / Double(heapCycles.measuredCycles)) }
                }
            }
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
            } else if let shown = workload.views?.shownStack, shown != ["home"] {
                failure = "after the timed cycles the views show \(shown) on main"
            } else if let updates = workload.updates, updates.count != updatesBefore[index] + 2 * cyclesRun[index] {
                failure =
                    "the views got \(updates.count - updatesBefore[index]) updates in "
                    + "\(cyclesRun[index]) cycles, not two each"
            }
            checks.report(
                failure.map { "SwiftUI, \(workload.backend.name), timed: \($0)" },
                passed: "SwiftUI, \(workload.backend.name): \(cyclesRun[index]) timed, calibrating"
                    + (heapCycles == nil ? "" : " and heap") + " cycles, each back on main's root"
            )
        }
        return workloads.indices.map { index in
            Figures(backend: workloads[index].backend, nanoseconds: median(samples[index]), heap: heap[index])
        }
    }

    /// The table of `figures`, each row's cycle over the first row's (the headless backend's),
    /// with ``modelsGoal`` for the SwiftUI models alone; the heap's columns when `heapCycles`
    /// were run.
    static func table(_ figures: [Figures], heapCycles: HeapCycles?) -> TextTable {
        var headers = ["backend", "cycle µs", "ns/screen", "vs headless", "≤ \(modelsGoal)"]
        if let heapCycles {
            headers += ["heap B warm", "heap B +\(heapCycles.measuredCycles)", "B/cycle", "heap"]
        }
        var table = TextTable(headers: headers)
        let headless = figures.first?.nanoseconds ?? .nan
        for row in figures {
            let ratio = row.nanoseconds / headless
            var cells = [
                row.backend.name,
                formatted(row.nanoseconds / 1_000, decimals: 1),
                formatted(row.nanoseconds / Double(2 * DeepLinkWorkload.depth), decimals: 0),
                formatted(ratio, decimals: 2),
                row.backend.isModelsAlone ? (ratio <= modelsGoal ? "yes" : "no") : "",
            ]
            if let heapCycles {
                cells += [
                    row.heap.map { "\($0.before)" } ?? "n/a",
                    row.heap.map { "\($0.after)" } ?? "n/a",
                    row.heap.map { formatted($0.perCycle, decimals: 2) } ?? "n/a",
                    row.heap.map { heapCycles.trend($0.perCycle) } ?? "n/a",
                ]
            }
            table.append(cells)
        }
        return table
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
