// Small edits of a tree: what the views show after the user changed one container or modal.
extension ViewTree {
    /// The tree with node `id`'s kind replaced by `kind`, wherever it is (the tests build trees
    /// with it too).
    package func replacingKind(of id: NodeID, with kind: Kind) -> ViewTree {
        func replaced(_ node: Node) -> Node {
            var node = node
            if node.id == id {
                node.kind = kind
                return node
            }
            switch node.kind {
            case .screen, .embedded: break
            case .stack(let screens): node.kind = .stack(screens.map(replaced))
            case .tabs(let tabs, let selected): node.kind = .tabs(tabs.map(replaced), selected: selected)
            }
            return node
        }
        var tree = self
        tree.root = root.map(replaced)
        tree.modals = modals.map { modal in
            var modal = modal
            modal.content = replaced(modal.content)
            return modal
        }
        return tree
    }

    /// The tree without the modal levels whose presenter is no longer in the level below, and
    /// those above them.
    var withoutOrphanedModals: ViewTree {
        var tree = self
        let index = Index(self)
        if let level = modals.indices.first(where: { index[modals[$0].presenter]?.level != $0 }) {
            tree.modals.removeSubrange(level...)
        }
        return tree
    }
}
