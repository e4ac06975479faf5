import WireframeSupport

// Where each node of a tree is — its level, the container holding it, its ancestors — and whether
// a tree is one SwiftUI can show: what the planner and the rule read, written once.
extension ViewTree {
    /// What a container holds: its children in order and, for tabs, the selected index. Two
    /// equal states show the same thing.
    struct ContainerState: Hashable {
        var children: [NodeID]
        var selected: Int?

        init(_ node: Node) {
            children = node.children.map(\.id)
            if case .tabs(_, let selected) = node.kind { self.selected = selected } else { self.selected = nil }
        }
    }

    /// Every node of a tree, by identity.
    struct Index {
        struct Entry {
            /// The level the node is in (0: the root's content).
            let level: Int
            /// The container holding it, or `nil` for a level's content.
            let parent: NodeID?
            let node: Node
        }

        private(set) var entries: [NodeID: Entry] = [:]
        /// A node found twice, if any: the tree is not one SwiftUI can show.
        private(set) var repeated: Node?

        init(_ tree: ViewTree) {
            for (level, content) in tree.levels.enumerated() {
                var pending: [(node: Node, parent: NodeID?)] = [(content, nil)]
                while let (node, parent) = pending.popLast() {
                    if entries[node.id] != nil {
                        if repeated == nil { repeated = node }
                        continue
                    }
                    entries[node.id] = Entry(level: level, parent: parent, node: node)
                    for child in node.children.reversed() { pending.append((child, node.id)) }
                }
            }
        }

        subscript(id: NodeID) -> Entry? { entries[id] }

        /// The containers holding `id` in its level, innermost first; empty for a level's
        /// content or a node not in the tree.
        func ancestors(of id: NodeID) -> [NodeID] {
            var result: [NodeID] = []
            var current = entries[id]?.parent
            while let container = current, result.count <= entries.count {
                result.append(container)
                current = entries[container]?.parent
            }
            return result
        }
    }

    /// Why the tree is not one SwiftUI can show, or `nil` when it is: a node twice, a modal
    /// whose presenter is not in the level below, a selected tab out of range.
    public var invalidity: String? {
        let index = Index(self)
        if let node = index.repeated { return "\(node.quotedName) is shown twice" }
        for (offset, modal) in modals.enumerated() {
            guard let presenter = index[modal.presenter], presenter.level == offset else {
                return "the \(modal.style) \(modal.content.quotedName) is presented by \(modal.presenter), "
                    + "which is not in the level below it"
            }
        }
        for entry in index.entries.values {
            if case .tabs(let tabs, let selected) = entry.node.kind, let selected, !tabs.indices.contains(selected) {
                return "tabs \(entry.node.quotedName) select tab \(selected) of \(tabs.count)"
            }
        }
        return nil
    }
}

extension ViewTree.Node {
    /// The name in quotes, for messages.
    var quotedName: String { MessageText.quoted(name) }

    /// Every container in this node's subtree, by identity, with what it holds.
    var containerStates: [ViewTree.NodeID: ViewTree.ContainerState] {
        var result: [ViewTree.NodeID: ViewTree.ContainerState] = [:]
        var pending = [self]
        while let node = pending.popLast() {
            guard node.isContainer, result[node.id] == nil else { continue }
            result[node.id] = ViewTree.ContainerState(node)
            pending.append(contentsOf: node.children)
        }
        return result
    }
}

extension ViewTree.Modal {
    /// Whether two modals are the same presentation: the same content, style and presenter.
    /// A modal whose content changed inside (a push in a presented stack) is still the same.
    func isSamePresentation(as other: ViewTree.Modal) -> Bool {
        presenter == other.presenter && style == other.style && content.id == other.content.id
    }
}

extension ViewTree {
    /// How many modal levels, from the first up, are the same presentations in both trees.
    static func commonModalLevels(_ lhs: ViewTree, _ rhs: ViewTree) -> Int {
        var count = 0
        while count < lhs.modals.count, count < rhs.modals.count,
            lhs.modals[count].isSamePresentation(as: rhs.modals[count])
        {
            count += 1
        }
        return count
    }
}
