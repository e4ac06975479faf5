// Small edits of a tree: what the views show after the user changed one container or modal.
// Each keeps the nodes the views showed as they showed them: a screen's node is never made anew
// from the models, which may hold changes the views have not had yet.
extension ViewTree {
    /// The tree with node `id`'s kind replaced by `kind`, wherever it is (the tests build trees
    /// with it too).
    package func replacingKind(of id: NodeID, with kind: Kind) -> ViewTree {
        editingNode(id) { $0.kind = kind }
    }

    /// The tree with the stack `id` showing its first `count` screens only: the user went back.
    package func poppingStack(_ id: NodeID, toCount count: Int) -> ViewTree {
        editingNode(id) { node in
            if case .stack(let screens) = node.kind { node.kind = .stack(Array(screens.prefix(count))) }
        }
    }

    /// The tree with the tabs `id` showing the tab at `index`: the user tapped it.
    package func selectingTab(_ id: NodeID, at index: Int) -> ViewTree {
        editingNode(id) { node in
            if case .tabs(let tabs, _) = node.kind { node.kind = .tabs(tabs, selected: index) }
        }
    }

    /// The tree without the modal `presenter` presents and those above it: the user dismissed
    /// it.
    package func dismissingModal(presentedBy presenter: NodeID) -> ViewTree {
        var tree = self
        if let level = modals.firstIndex(where: { $0.presenter == presenter }) {
            tree.modals.removeSubrange(level...)
        }
        return tree
    }

    /// The tree with node `id` changed by `edit`, wherever it is.
    private func editingNode(_ id: NodeID, _ edit: (inout Node) -> Void) -> ViewTree {
        func edited(_ node: Node) -> Node {
            var node = node
            if node.id == id {
                edit(&node)
                return node
            }
            switch node.kind {
            case .screen, .embedded: break
            case .stack(let screens): node.kind = .stack(screens.map(edited))
            case .tabs(let tabs, let selected): node.kind = .tabs(tabs.map(edited), selected: selected)
            }
            return node
        }
        var tree = self
        tree.root = root.map(edited)
        tree.modals = modals.map { modal in
            var modal = modal
            modal.content = edited(modal.content)
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
