// The tree shown after some of the change is made: the units applied so far (each container in
// its start or target state), the modal levels of the start tree not yet dismissed, and those of
// the target presented so far.
extension PlannedChange {
    /// The tree with `applied` units in their target state, the top `dismissed` modal levels of
    /// the start tree gone and the first `presented` new levels of the target shown.
    func tree(applying applied: Set<Unit>, dismissed: Int, presented: Int) -> ViewTree {
        var levels: [ViewTree.Node] = []
        for level in 0...kept {
            guard let content = keptContent(level, applying: applied) else { break }
            levels.append(content)
        }
        guard let root = levels.first else { return ViewTree() }
        var modals: [ViewTree.Modal] = []
        for (offset, content) in levels.dropFirst().enumerated() {
            let modal = start.modals[offset]
            modals.append(ViewTree.Modal(presenter: modal.presenter, style: modal.style, content: content))
        }
        modals += start.modals[kept..<max(kept, start.modals.count - dismissed)]
        modals += target.modals[kept..<min(target.modals.count, kept + presented)]
        return ViewTree(root: root, modals: modals)
    }

    /// Kept level `level`: its start or target content when its root changes, else its root
    /// with each container in the state `applied` says.
    private func keptContent(_ level: Int, applying applied: Set<Unit>) -> ViewTree.Node? {
        let before = start.levels.indices.contains(level) ? start.levels[level] : nil
        let after = target.levels.indices.contains(level) ? target.levels[level] : nil
        if units.contains(.level(level)) { return applied.contains(.level(level)) ? after : before }
        guard let root = after ?? before else { return nil }
        var visiting: Set<ViewTree.NodeID> = []
        return resolve(root.id, applying: applied, visiting: &visiting)
    }

    /// Node `id` in the state `applied` says: a container whose unit is applied as in the target,
    /// one whose unit is not as at the start; anything unchanged as in the target.
    private func resolve(
        _ id: ViewTree.NodeID,
        applying applied: Set<Unit>,
        visiting: inout Set<ViewTree.NodeID>
    ) -> ViewTree.Node? {
        // A node of a kept level: its state in the kept levels of either tree (a screen that
        // comes from, or goes to, a modal level is shown here as the kept levels have it).
        let after = new[id].flatMap { $0.level <= kept ? $0.node : nil }
        let before = old[id].flatMap { $0.level <= kept ? $0.node : nil }
        let chosen: ViewTree.Node?
        if units.contains(.container(id)) {
            chosen = applied.contains(.container(id)) ? after : before
        } else {
            chosen = after ?? before
        }
        guard var node = chosen, visiting.insert(id).inserted else { return chosen }
        defer { visiting.remove(id) }
        switch node.kind {
        case .screen, .embedded:
            break
        case .stack(let screens):
            node.kind = .stack(screens.compactMap { resolve($0.id, applying: applied, visiting: &visiting) })
        case .tabs(let tabs, let selected):
            node.kind = .tabs(
                tabs.compactMap { resolve($0.id, applying: applied, visiting: &visiting) },
                selected: selected
            )
        }
        return node
    }
}
