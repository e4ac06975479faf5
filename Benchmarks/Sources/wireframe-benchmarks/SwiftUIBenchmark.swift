import WireframeKit
import WireframeSwiftUI

/// The SwiftUI backend: a deep link ten screens deep opened and undone on the SwiftUI models
/// (with and without views taking the planner's updates) next to the same on the headless
/// backend; and the planner's cost per change next to the state router's diff of the same routes.
/// See Benchmarks/README.md for each column.
@MainActor
enum SwiftUIBenchmark {
    /// How much work a run does.
    struct Sizes {
        /// Route changes in the planner's cycle.
        var changes: Int
        /// Deep link cycles before the first heap reading, and between the two.
        var warmUpCycles: Int
        var measuredCycles: Int

        static let full = Sizes(changes: 512, warmUpCycles: 30_000, measuredCycles: 10_000)
        /// `--quick`: every check, on tiny work.
        static let quick = Sizes(changes: 64, warmUpCycles: 100, measuredCycles: 500)
    }

    /// The headless stack's push and pop over the floor's, before the shared tree: the median of
    /// seven runs of this table at 37636c2, in turn with runs of the tree's code (Benchmarks/README.md).
    static let headlessOverFloorBeforeTree = 2.29
    /// Issue 31: the shared tree adds no cost to the headless path, 1.05 times the cost before it
    /// at most.
    static let treeCostGoal = 1.05

    static func run(_ options: RunOptions, checks: inout Checks) async throws(BenchmarkError) {
        let harness = options.harness
        let sizes = options.quick ? Sizes.quick : Sizes.full
        print("SwiftUI: the link myapp://deep, a state link that pushes \(DeepLinkWorkload.depth) screens onto a stack")
        print("in one request, then apply(.setPath([\"main\"])) back to its root (a cycle), on each backend.")
        print("Views: simulated views take the planner's updates (iOS 16's rules), as SwiftUI's would.")
        print("Median of \(harness.repetitions) repetitions, the backends interleaved. Heap: glibc bytes in use after")
        print("\(sizes.warmUpCycles) warm-up cycles and after \(sizes.measuredCycles) more.")
        if options.quick { print("--quick: tiny sizes and repetitions; the checks count, the figures do not.") }
        print("")
        let heapCycles = DeepLinkTiming.HeapCycles(
            warmUpCycles: sizes.warmUpCycles,
            measuredCycles: sizes.measuredCycles,
            bytesInUse: HeapUsage.bytesInUse,
            trend: HeapUsage.trend(ofGrowth:)
        )
        let figures = try await DeepLinkTiming.figures(
            of: [.headless, .swiftUI, .swiftUIWithViews],
            harness,
            heap: heapCycles,
            checks: &checks
        )
        let table = DeepLinkTiming.table(figures, heapCycles: heapCycles)
        print(table.rendered)
        print("")

        print("The containers alone: a screen made, pushed onto stack \"main\" (over \"home\", in a window) and")
        print("popped, by calling the stack (no wireframe), next to the floor: the same container work in the")
        print("benchmark's own code. Median of \(harness.repetitions) repetitions, the stacks interleaved.")
        print("Goal (issue 31): the headless stack at \(treeCostGoal) times its ratio before the shared tree")
        print("(\(headlessOverFloorBeforeTree), measured at 37636c2) or less.")
        print("")
        let stacks = try await containerCycles(harness, checks: &checks)
        let treeGoal = headlessOverFloorBeforeTree * treeCostGoal
        var stackTable = TextTable(headers: ["stack", "cycle ns", "vs floor", "≤ \(formatted(treeGoal, decimals: 2))"])
        let floor = stacks.first?.nanoseconds ?? .nan
        for stack in stacks {
            let ratio = stack.nanoseconds / floor
            stackTable.append([
                stack.name, formatted(stack.nanoseconds, decimals: 0), formatted(ratio, decimals: 2),
                stack.name == "headless" ? (ratio <= treeGoal ? "yes" : "no") : "",
            ])
        }
        print(stackTable.rendered)
        print("")

        print("The planner: UpdatePlanner.plan(from:to:) over \(sizes.changes) changes between the trees of routes")
        print("1 to 10 deep (a tab, up to 6 pushes, up to 2 sheets and a cover), next to PathStep.steps(from:to:)")
        print("of the same routes, the state router's diff.")
        print("")
        planner(PlannerWorkload(changes: sizes.changes), harness, checks: &checks)
    }
}
