/// One change from a shown tree to a target tree, taken apart as the planner needs it: the modal
/// levels kept, dismissed and presented; each container's change (a *unit*), grouped where a
/// screen moves between containers; the updates (*slots*) of the modal changes; and which slot
/// each group of units can go into.
struct PlannedChange {
    /// A change made in one update: one container's state, or a whole level (its root changed).
    enum Unit: Hashable {
        case container(ViewTree.NodeID)
        case level(Int)
    }

    /// An update of the plan.
    enum Slot: Equatable {
        /// Dismisses this many modal levels from the top.
        case dismiss(Int)
        /// Presents the next modal level.
        case present
        /// Changes only stacks and tabs (when their changes fit into no modal change's update).
        case structure
    }

    /// Which groups go into which slot.
    struct Assignment {
        var slotOfGroup: [Int]

        func groups(in slot: Int) -> [Int] {
            slotOfGroup.indices.filter { slotOfGroup[$0] == slot }
        }
    }

    let start: ViewTree
    let target: ViewTree
    /// Modal levels that are the same presentation in both trees (their levels, and level 0,
    /// are the kept levels, whose content may change).
    let kept: Int
    let old: ViewTree.Index
    let new: ViewTree.Index
    /// The units, grouped: a group's units go into the same update.
    private(set) var groups: [Set<Unit>] = []
    /// The updates of the modal changes, in order: dismissals, then presentations.
    var slots: [Slot] = []
    /// The slot of each dismissed level, by level number (1: the first modal).
    private(set) var dismissalSlot: [Int: Int] = [:]
    /// The slot of each presented level, by level number.
    private(set) var presentationSlot: [Int: Int] = [:]
    private(set) var units: Set<Unit> = []

    init(from start: ViewTree, to target: ViewTree, limits: SwiftUILimits) {
        self.start = start
        self.target = target
        kept = ViewTree.commonModalLevels(start, target)
        old = ViewTree.Index(start)
        new = ViewTree.Index(target)
        findUnits()
        groupUnits()
        let dismissed: [Int] = start.modals.count > kept ? Array((kept + 1)...start.modals.count).reversed() : []
        if !dismissed.isEmpty {
            if limits.dismissesSeveralLevelsAtOnce {
                for level in dismissed { dismissalSlot[level] = 0 }
                slots.append(.dismiss(dismissed.count))
            } else {
                for level in dismissed {
                    dismissalSlot[level] = slots.count
                    slots.append(.dismiss(1))
                }
            }
        }
        for level in (kept + 1)..<(max(kept, target.modals.count) + 1) {
            presentationSlot[level] = slots.count
            slots.append(.present)
        }
    }

    /// The content of kept level `level` in the start tree and in the target tree.
    private func keptContents(_ level: Int) -> (old: ViewTree.Node?, new: ViewTree.Node?) {
        let old = start.levels.indices.contains(level) ? start.levels[level] : nil
        let new = target.levels.indices.contains(level) ? target.levels[level] : nil
        return (old, new)
    }

    /// One unit per container of the kept levels (in both trees) whose state differs, or one
    /// for a whole level whose root changed.
    private mutating func findUnits() {
        var oldStates: [ViewTree.NodeID: ViewTree.ContainerState] = [:]
        var newStates: [ViewTree.NodeID: ViewTree.ContainerState] = [:]
        for level in 0...kept {
            let (before, after) = keptContents(level)
            if before?.id != after?.id {
                units.insert(.level(level))
                continue
            }
            oldStates.merge(before?.containerStates ?? [:]) { first, _ in first }
            newStates.merge(after?.containerStates ?? [:]) { first, _ in first }
        }
        for (id, state) in newStates where oldStates[id].map({ $0 != state }) == true {
            units.insert(.container(id))
        }
    }

    /// The unit whose change puts `id` where the `index`'s tree has it: its nearest container
    /// (in that tree) that changes, or its level's unit; `nil` when none changes.
    func responsibleUnit(for id: ViewTree.NodeID, in index: ViewTree.Index) -> Unit? {
        guard let entry = index[id], entry.level <= kept else { return nil }
        if units.contains(.level(entry.level)) { return .level(entry.level) }
        for container in index.ancestors(of: id) where units.contains(.container(container)) {
            return .container(container)
        }
        return nil
    }

    /// Groups the units that a screen moving from one to the other ties together.
    private mutating func groupUnits() {
        var parent: [Unit: Unit] = [:]
        for unit in units { parent[unit] = unit }
        func root(_ unit: Unit) -> Unit {
            var current = unit
            while let next = parent[current], next != current { current = next }
            return current
        }
        for (id, before) in old.entries where before.level <= kept {
            guard let after = new[id], after.level <= kept else { continue }
            guard before.level != after.level || before.parent != after.parent else { continue }
            guard let first = responsibleUnit(for: id, in: old), let second = responsibleUnit(for: id, in: new) else {
                continue
            }
            parent[root(first)] = root(second)
        }
        var byRoot: [Unit: Set<Unit>] = [:]
        for unit in units { byRoot[root(unit), default: []].insert(unit) }
        groups = byRoot.values.sorted { Self.order($0) < Self.order($1) }
    }

    /// A stable order of groups, so plans are the same from run to run.
    private static func order(_ group: Set<Unit>) -> UInt64 {
        group.map { unit -> UInt64 in
            switch unit {
            case .container(let id): id.rawValue
            case .level(let level): UInt64(level)
            }
        }.min() ?? 0
    }
}
