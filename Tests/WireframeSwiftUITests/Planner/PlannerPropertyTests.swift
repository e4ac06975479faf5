import PropertyBased
import Testing
import WireframeSwiftUI

/// The planner over random pairs of trees, on both OS versions' rules: every plan reaches the
/// target, no update breaks the rule, and the plan has the fewest updates the rule allows (the
/// same count as a search over every plan, `PlanOracle`).
@Suite("Planner: properties over random pairs of trees")
struct PlannerPropertyTests {
    static let seeds = Gen.uint64()

    @Test("every plan reaches the target, each update within the rule", arguments: [SwiftUILimits.iOS16, .iOS17])
    func plansReachTheTargetWithinTheRule(_ limits: SwiftUILimits) async {
        let planner = UpdatePlanner(limits: limits)
        let rule = UpdateRule(limits: limits)
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var random = RandomTrees(seed: seed)
            let (start, target) = random.pair()
            let plan = planner.plan(from: start, to: target)
            #expect(plan.last == (start == target ? nil : target), "seed \(seed)")
            var shown = start
            for (number, update) in plan.enumerated() {
                let problem = rule.violation(from: shown, to: update)
                #expect(problem == nil, "seed \(seed), update \(number + 1) of \(plan.count): \(problem ?? "")")
                shown = update
            }
        }
    }

    @Test("every plan has the fewest updates the rule allows", arguments: [SwiftUILimits.iOS16, .iOS17])
    func plansAreMinimal(_ limits: SwiftUILimits) async {
        let planner = UpdatePlanner(limits: limits)
        let rule = UpdateRule(limits: limits)
        await propertyCheck(count: 150, input: Self.seeds) { seed in
            var random = RandomTrees(seed: seed)
            let (start, target) = random.pair()
            let plan = planner.plan(from: start, to: target)
            let shortest = PlanOracle(start: start, target: target, rule: rule).shortestPlan()
            #expect(
                plan.count == shortest?.count,
                """
                seed \(seed): \(plan.count) updates, the fewest is \(shortest.map { String($0.count) } ?? "none")
                from:
                \(start.outline)
                to:
                \(target.outline)
                the planner's:
                \(plan.map(\.outline).joined(separator: "\n--\n"))
                the shortest:
                \(shortest?.map(\.outline).joined(separator: "\n--\n") ?? "none")
                """
            )
        }
    }
}
