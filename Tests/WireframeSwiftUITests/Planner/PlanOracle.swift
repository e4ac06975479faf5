import WireframeSwiftUI

/// The fewest updates from one tree to another that keep ``UpdateRule``, found by a search over
/// every plan, written apart from the planner: the planner's minimality is checked against it.
///
/// Its plans change each container of the levels both trees keep once, from its state in the
/// first tree to its state in the second (or a level whose root changes as a whole), dismiss the
/// first tree's modal levels from the top and present the second's one after the other; every
/// intermediate tree is a combination of those. A breadth-first search over the combinations,
/// each step checked by the rule, gives the fewest updates.
struct PlanOracle {
    let start: ViewTree
    let target: ViewTree
    let rule: UpdateRule

    /// The number of updates of the shortest plan, or `nil` when no plan of that shape exists.
    func fewestUpdates() -> Int? {
        shortestPlan().map(\.count)
    }

    /// The trees of a shortest plan, one per update, or `nil` when no plan of that shape exists.
    func shortestPlan() -> [ViewTree]? {
        if start == target { return [] }
        let kept = Self.keptLevels(start, target)
        let units = changes(kept: kept)
        let dismissals = start.modals.count - kept
        let presentations = target.modals.count - kept
        struct State: Hashable {
            var applied: Int
            var dismissed: Int
            var presented: Int
        }
        let all = (1 << units.count) - 1
        let goal = State(applied: all, dismissed: dismissals, presented: presentations)
        var trees: [State: ViewTree?] = [:]
        func tree(_ state: State) -> ViewTree? {
            if let known = trees[state] { return known }
            let made = build(
                state.applied,
                units: units,
                kept: kept,
                dismissed: state.dismissed,
                presented: state.presented
            )
            trees[state] = made
            return made
        }
        var frontier = [State(applied: 0, dismissed: 0, presented: 0)]
        var seen: Set<State> = Set(frontier)
        var cameFrom: [State: State] = [:]
        func path(to end: State) -> [ViewTree] {
            var states = [end]
            while let previous = cameFrom[states[states.count - 1]] { states.append(previous) }
            return states.reversed().dropFirst().compactMap { tree($0) }
        }
        while !frontier.isEmpty {
            var next: [State] = []
            for state in frontier {
                guard let before = tree(state) else { continue }
                for applied in 0...all where applied & state.applied == state.applied {
                    for dismissed in state.dismissed...dismissals {
                        for presented in state.presented...presentations {
                            let candidate = State(applied: applied, dismissed: dismissed, presented: presented)
                            guard candidate != state, !seen.contains(candidate), let after = tree(candidate),
                                rule.violation(from: before, to: after) == nil
                            else { continue }
                            cameFrom[candidate] = state
                            if candidate == goal { return path(to: candidate) }
                            seen.insert(candidate)
                            next.append(candidate)
                        }
                    }
                }
            }
            frontier = next
        }
        return nil
    }

    /// A change of the plan: one container's state, or the whole of level 0.
    enum Change: Equatable {
        case container(ViewTree.NodeID)
        case rootLevel
    }

    static func keptLevels(_ start: ViewTree, _ target: ViewTree) -> Int {
        var kept = 0
        while kept < start.modals.count, kept < target.modals.count {
            let old = start.modals[kept]
            let new = target.modals[kept]
            guard old.presenter == new.presenter, old.style == new.style, old.content.id == new.content.id else {
                break
            }
            kept += 1
        }
        return kept
    }

    /// Every container of the kept levels whose state differs, and level 0 when its root does.
    private func changes(kept: Int) -> [Change] {
        var result: [Change] = []
        if start.root?.id != target.root?.id { result.append(.rootLevel) }
        let old = Self.containers(start, levels: kept)
        let new = Self.containers(target, levels: kept)
        for id in new.keys.sorted() {
            guard let before = old[id], let after = new[id], before != after else { continue }
            result.append(.container(id))
        }
        return result
    }

    /// The state of each container in the first `levels + 1` levels: its children and selection.
    private static func containers(_ tree: ViewTree, levels: Int) -> [ViewTree.NodeID: String] {
        var result: [ViewTree.NodeID: String] = [:]
        for content in tree.levels.prefix(levels + 1) {
            for node in RandomTrees.nodes(content) where node.isContainer {
                let selected: String
                if case .tabs(_, let index) = node.kind { selected = "\(index ?? -1)" } else { selected = "" }
                result[node.id] = node.children.map(\.id.description).joined(separator: ",") + "/" + selected
            }
        }
        return result
    }

    /// The tree with the changes in `applied` made, the top `dismissed` modal levels of the
    /// start gone and the first `presented` new levels of the target shown; `nil` when that is
    /// no tree (modals of both at once).
    private func build(_ applied: Int, units: [Change], kept: Int, dismissed: Int, presented: Int) -> ViewTree? {
        if presented > 0, dismissed < start.modals.count - kept { return nil }
        func isApplied(_ change: Change) -> Bool {
            guard let index = units.firstIndex(of: change) else { return false }
            return applied & (1 << index) != 0
        }
        // The nodes of the levels both trees keep: what the kept levels are made of.
        var oldNodes: [ViewTree.NodeID: ViewTree.Node] = [:]
        var newNodes: [ViewTree.NodeID: ViewTree.Node] = [:]
        for content in start.levels.prefix(kept + 1) {
            for node in RandomTrees.nodes(content) { oldNodes[node.id] = node }
        }
        for content in target.levels.prefix(kept + 1) {
            for node in RandomTrees.nodes(content) { newNodes[node.id] = node }
        }
        var depth = 0
        func resolve(_ id: ViewTree.NodeID) -> ViewTree.Node? {
            depth += 1
            defer { depth -= 1 }
            guard depth < 50 else { return nil }
            let chosen =
                units.contains(.container(id)) && !isApplied(.container(id))
                ? oldNodes[id] : (newNodes[id] ?? oldNodes[id])
            guard var node = chosen else { return nil }
            switch node.kind {
            case .screen, .embedded: break
            case .stack(let screens): node.kind = .stack(screens.compactMap { resolve($0.id) })
            case .tabs(let tabs, let selected):
                node.kind = .tabs(tabs.compactMap { resolve($0.id) }, selected: selected)
            }
            return node
        }
        var levels: [ViewTree.Node] = []
        for level in 0...kept {
            if level == 0, units.contains(.rootLevel) {
                guard let root = isApplied(.rootLevel) ? target.root : start.root else { break }
                levels.append(root)
                continue
            }
            guard
                let content = (target.levels.indices.contains(level) ? target.levels[level] : nil)
                    ?? (start.levels.indices.contains(level) ? start.levels[level] : nil),
                let resolved = resolve(content.id)
            else { break }
            levels.append(resolved)
        }
        guard let root = levels.first else { return ViewTree() }
        var modals = zip(start.modals.prefix(kept), levels.dropFirst()).map {
            ViewTree.Modal(presenter: $0.presenter, style: $0.style, content: $1)
        }
        modals += start.modals[kept..<(start.modals.count - dismissed)]
        modals += target.modals[kept..<(kept + presented)]
        let tree = ViewTree(root: root, modals: modals)
        return tree.invalidity == nil ? tree : nil
    }
}
