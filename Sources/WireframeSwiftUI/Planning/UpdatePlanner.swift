/// Splits a change of what a window shows into the fewest updates SwiftUI accepts on an OS
/// version: pure logic, tested with the OS version as a parameter.
///
/// A navigator's turn can change a window in ways SwiftUI cannot take in one state update: a
/// deep link that selects a tab, pushes three screens and presents a sheet with a sheet over
/// it; a pop to the root from under two sheets. The planner orders the change as SwiftUI needs
/// it — modals dismissed from the top, then the stacks and tabs, then modals presented one by
/// one — and merges the stacks' and tabs' changes into an update of a modal change wherever
/// ``UpdateRule`` lets it, so the plan has the fewest updates the rule allows.
///
/// <!-- sample UpdatePlanner/UpdatePlanner -->
/// ```swift
/// let planner = UpdatePlanner(limits: .iOS16)
/// let updates = planner.plan(from: shown, to: target)  // the trees to show, one per update; the last is target
/// ```
///
/// Each container's change (one stack's path, one tab bar's tabs and selection) is made in one
/// update; a screen that moves from one container to another moves in one update. The plan has
/// one update per modal change (each dismissed level before iOS 17, one for all of them from
/// iOS 17 on; each presented level), plus one for the stacks and tabs unless every one of their
/// changes fits into an update of a modal change.
public struct UpdatePlanner: Sendable {
    /// The limits of the OS version planned for.
    public let limits: SwiftUILimits

    /// A planner for `limits`.
    public init(limits: SwiftUILimits) {
        self.limits = limits
    }

    /// The trees to publish, one per update, from `start` (what the views show) to `target`
    /// (what the screens are): the last one is `target`, and none when they are equal. When
    /// either is not a tree SwiftUI can show (see ``UpdateRule``), the plan is `target` alone.
    public func plan(from start: ViewTree, to target: ViewTree) -> [ViewTree] {
        guard start != target else { return [] }
        guard start.invalidity == nil, target.invalidity == nil else { return [target] }
        var change = PlannedChange(from: start, to: target, limits: limits)
        var updates: [ViewTree] = []
        var applied: Set<PlannedChange.Unit> = []
        var dismissed = 0
        var presented = 0
        let assignment = change.assignGroups()
        for (slot, kind) in change.slots.enumerated() {
            switch kind {
            case .dismiss(let levels): dismissed += levels
            case .present: presented += 1
            case .structure: break
            }
            for group in assignment.groups(in: slot) { applied.formUnion(change.groups[group]) }
            updates.append(change.tree(applying: applied, dismissed: dismissed, presented: presented))
        }
        if updates.last != target {
            updates.append(target)
        }
        return updates
    }
}
