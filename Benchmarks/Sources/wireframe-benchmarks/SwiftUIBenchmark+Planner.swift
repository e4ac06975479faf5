import WireframeKit
import WireframeSwiftUI

// The planner on each OS version's rules next to the state router's diff, over the same cycle of
// changes: checked first (every plan reaches its target, each update within the rule), then timed
// in a `Harness`, whose passes must return the checked pass's update count.
extension SwiftUIBenchmark {
    /// Prints the planner's and the diff's cost per change.
    static func planner(_ workload: PlannerWorkload, _ harness: Harness, checks: inout Checks) {
        let versions = [SwiftUILimits.iOS16, .iOS17]
        var updates: [UInt64] = []
        for limits in versions {
            let (count, failure) = checkedUpdateCount(workload, limits)
            checks.report(
                failure.map { "SwiftUI planner, \(limits.name): \($0)" },
                passed: "SwiftUI planner, \(limits.name): each of \(workload.trees.count) plans reaches its target, "
                    + "each of its \(count) updates within the rule"
            )
            updates.append(count)
        }
        let steps = StateRoutingBenchmark.diffPass(workload.routes)
        let contenders =
            [
                Harness.Contender(name: "diff", operationsPerPass: workload.routes.count, expectedChecksum: steps) {
                    StateRoutingBenchmark.diffPass(workload.routes)
                }
            ]
            + zip(versions, updates).map { limits, count in
                let planner = UpdatePlanner(limits: limits)
                return Harness.Contender(
                    name: "planner \(limits.name)",
                    operationsPerPass: workload.trees.count,
                    expectedChecksum: count
                ) { plannerPass(planner, workload.trees) }
            }
        let times = harness.nanosecondsPerOperation(contenders, context: "SwiftUI planner", checks: &checks)
        var table = TextTable(headers: ["per change", "ns", "vs diff", "steps or updates"])
        let perChange = Double(workload.trees.count)
        for (index, contender) in contenders.enumerated() {
            let count = index == 0 ? steps : updates[index - 1]
            table.append([
                contender.name,
                formatted(times[index], decimals: 0),
                formatted(times[index] / times[0], decimals: 2),
                formatted(Double(count) / perChange, decimals: 2),
            ])
        }
        print(table.rendered)
    }

    /// The plan of every change of the cycle; its checksum is the number of updates.
    static func plannerPass(_ planner: UpdatePlanner, _ trees: [ViewTree]) -> UInt64 {
        var checksum: UInt64 = 0
        var previous = trees[trees.count - 1]
        for tree in trees {
            checksum &+= UInt64(planner.plan(from: previous, to: tree).count)
            previous = tree
        }
        return checksum
    }

    /// The updates of one pass, each plan checked against the rule; the first problem found.
    private static func checkedUpdateCount(_ workload: PlannerWorkload, _ limits: SwiftUILimits) -> (UInt64, String?) {
        let planner = UpdatePlanner(limits: limits)
        let rule = UpdateRule(limits: limits)
        var count: UInt64 = 0
        var previous = workload.trees[workload.trees.count - 1]
        for (index, tree) in workload.trees.enumerated() {
            let plan = planner.plan(from: previous, to: tree)
            if plan.last != (previous == tree ? nil : tree) {
                return (count, "plan \(index) does not reach its target")
            }
            var shown = previous
            for update in plan {
                if let problem = rule.violation(from: shown, to: update) { return (count, "plan \(index): \(problem)") }
                shown = update
            }
            count += UInt64(plan.count)
            previous = tree
        }
        return (count, nil)
    }
}
