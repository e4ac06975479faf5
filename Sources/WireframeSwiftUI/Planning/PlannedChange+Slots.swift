// Which update each group of units may go into. A group goes into an update of a modal change
// when the rule allows it there; when every group has such an update, the plan needs no update
// of its own for the stacks and tabs, else they all go into one, between the dismissals and the
// presentations (always allowed: no modal is shown above the kept levels then).
extension PlannedChange {
    /// Each group's slot: the first update of a modal change it may go into, when every group
    /// has one; else a `.structure` slot inserted between the dismissals and the presentations,
    /// holding every group.
    mutating func assignGroups() -> Assignment {
        guard !groups.isEmpty else { return Assignment(slotOfGroup: []) }
        let choices = groups.map { group in slots.indices.first { allows(group, in: $0) } }
        if choices.allSatisfy({ $0 != nil }) {
            return Assignment(slotOfGroup: choices.map { $0 ?? 0 })
        }
        let firstPresentation = slots.firstIndex(of: .present) ?? slots.count
        slots.insert(.structure, at: firstPresentation)
        return Assignment(slotOfGroup: Array(repeating: firstPresentation, count: groups.count))
    }

    /// Whether `group` may change in update `slot` of the modal changes.
    private func allows(_ group: Set<Unit>, in slot: Int) -> Bool {
        guard respectsOtherLevels(group, in: slot) else { return false }
        let oldPresenter = start.modals.count > kept ? start.modals[kept].presenter : nil
        let newPresenter = target.modals.count > kept ? target.modals[kept].presenter : nil
        switch slots[slot] {
        case .dismiss:
            let isLast = slots.indices.last { if case .dismiss = slots[$0] { true } else { false } } == slot
            guard let oldPresenter else { return true }
            // The modal over the kept levels is shown until the last dismissal: its presenter
            // must stay, and stay steady in the update that dismisses over it.
            if isLast { return !touches(group, oldPresenter) }
            return !brings(group, oldPresenter, into: old, from: new)
        case .present:
            guard let newPresenter else { return true }
            // The first presentation needs its presenter shown and steady; the later ones need
            // it to have been there already.
            if presentationSlot[kept + 1] == slot { return !touches(group, newPresenter) }
            return !brings(group, newPresenter, into: new, from: old)
        case .structure:
            return true
        }
    }

    /// Whether a screen of the kept levels comes from, or goes to, a dismissed or presented
    /// level in a way that `slot` is too early or too late for: a screen of a dismissed level
    /// can come into the kept levels only in or after the update that dismisses that level; one
    /// that goes into a presented level must leave the kept levels in or before the update that
    /// presents it.
    private func respectsOtherLevels(_ group: Set<Unit>, in slot: Int) -> Bool {
        for (id, entry) in new.entries where entry.level <= kept {
            guard let before = old[id], before.level > kept, let level = dismissalSlot[before.level] else { continue }
            if let unit = responsibleUnit(for: id, in: new), group.contains(unit), slot < level { return false }
        }
        for (id, entry) in old.entries where entry.level <= kept {
            guard let after = new[id], after.level > kept, let level = presentationSlot[after.level] else { continue }
            if let unit = responsibleUnit(for: id, in: old), group.contains(unit), slot > level { return false }
        }
        return true
    }

    /// Whether `group` changes a container of `screen` (in either tree), or its whole level.
    private func touches(_ group: Set<Unit>, _ screen: ViewTree.NodeID) -> Bool {
        if group.contains(.level(kept)) { return true }
        return (old.ancestors(of: screen) + new.ancestors(of: screen)).contains { group.contains(.container($0)) }
    }

    /// Whether `group` is the change that has `screen` in the kept level of `destination`'s
    /// tree while `source`'s tree has it elsewhere or not at all: the group that brings the
    /// screen in (from the start tree to the target) or takes it out (the other way).
    private func brings(
        _ group: Set<Unit>,
        _ screen: ViewTree.NodeID,
        into destination: ViewTree.Index,
        from source: ViewTree.Index
    ) -> Bool {
        guard source[screen]?.level != kept, destination[screen]?.level == kept,
            let unit = responsibleUnit(for: screen, in: destination)
        else { return false }
        return group.contains(unit)
    }
}
