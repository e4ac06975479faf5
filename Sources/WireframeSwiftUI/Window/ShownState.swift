import WireframePresentation

/// What a window's views show: a tree, and the screens it names, kept alive while they are
/// shown (a popped screen is on screen until the update that pops it is).
@MainActor
struct ShownState {
    let tree: ViewTree
    /// The screens of the tree, by node.
    let screens: [ViewTree.NodeID: SwiftUIScreen]
    private let index: ViewTree.Index

    init(tree: ViewTree, screens: [ViewTree.NodeID: SwiftUIScreen]) {
        self.tree = tree
        self.screens = screens
        self.index = ViewTree.Index(tree)
    }

    /// What the screens under `root` are, as a shown state.
    init(root: SwiftUIScreen?) {
        var screens: [ViewTree.NodeID: SwiftUIScreen] = [:]
        for screen in root?.selfAndDescendants ?? [] { screens[ViewTree.NodeID(screen.screenID)] = screen }
        self.init(tree: ViewTree(root: root), screens: screens)
    }

    /// The state showing `tree`, its screens found here or in `other`.
    func showing(_ tree: ViewTree, screensFrom other: ShownState) -> ShownState {
        let index = ViewTree.Index(tree)
        var table: [ViewTree.NodeID: SwiftUIScreen] = [:]
        for id in index.entries.keys {
            if let screen = other.screens[id] ?? screens[id] { table[id] = screen }
        }
        return ShownState(tree: tree, screens: table)
    }

    /// The shown root screen.
    var root: SwiftUIScreen? { tree.root.flatMap { screens[$0.id] } }

    /// The node `screen` is shown as, if it is shown.
    func node(of screen: SwiftUIScreen) -> ViewTree.Node? {
        index[ViewTree.NodeID(screen.screenID)]?.node
    }

    /// The screens `container` shows, in order (a stack's root first).
    func children(of container: SwiftUIScreen) -> [SwiftUIScreen] {
        node(of: container)?.children.compactMap { screens[$0.id] } ?? []
    }

    /// The index of the tab `tabs` shows.
    func selectedIndex(of tabs: SwiftUIScreen) -> Int? {
        guard case .tabs(_, let selected) = node(of: tabs)?.kind else { return nil }
        return selected
    }

    /// The modal `presenter` shows, and how.
    func presented(by presenter: SwiftUIScreen) -> (screen: SwiftUIScreen, style: ViewTree.ModalStyle)? {
        let id = ViewTree.NodeID(presenter.screenID)
        guard let modal = tree.modals.first(where: { $0.presenter == id }), let screen = screens[modal.content.id]
        else {
            return nil
        }
        return (screen, modal.style)
    }

    /// The nodes whose view shows something else in `other`: containers whose screens or
    /// selection differ, the content of each level whose modal differs; and `nil` (the window
    /// itself) when the root differs.
    func changedNodes(to other: ShownState) -> Set<ViewTree.NodeID?> {
        var changed: Set<ViewTree.NodeID?> = []
        if tree.root?.id != other.tree.root?.id { changed.insert(nil) }
        let old = tree.levels.reduce(into: [:]) { $0.merge($1.containerStates) { first, _ in first } }
        let new = other.tree.levels.reduce(into: [:]) { $0.merge($1.containerStates) { first, _ in first } }
        for (id, state) in new where old[id] != state { changed.insert(id) }
        // A level's modal is presented from the level's content view.
        for level in 0..<max(tree.modals.count, other.tree.modals.count) {
            let before = tree.modals.indices.contains(level) ? tree.modals[level] : nil
            let after = other.tree.modals.indices.contains(level) ? other.tree.modals[level] : nil
            guard before != after else { continue }
            if tree.levels.indices.contains(level) { changed.insert(tree.levels[level].id) }
            if other.tree.levels.indices.contains(level) { changed.insert(other.tree.levels[level].id) }
        }
        return changed
    }
}
