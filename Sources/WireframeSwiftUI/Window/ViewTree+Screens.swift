public import WireframePresentation

// The tree of what a window's models hold: what the views are to show once they catch up.
extension ViewTree {
    /// What the screens of `window` are now, the views aside: its root's content and each
    /// modal level over it.
    @MainActor
    public init(window: SwiftUIWindow) {
        self.init(root: window.rootMember)
    }

    /// The tree of `root` and the modals presented in its hierarchy.
    @MainActor
    init(root: SwiftUIScreen?) {
        guard let root else {
            self.init()
            return
        }
        var modals: [Modal] = []
        var level = root
        while let presenter = level.levelPresenter, let presented = presenter.node.presented,
            modals.count < TreeDepth.limit
        {
            modals.append(
                Modal(
                    presenter: NodeID(presenter.screenID),
                    style: presented.modalStyle,
                    content: Node(screen: presented)
                )
            )
            level = presented
        }
        self.init(root: Node(screen: root), modals: modals)
    }
}

extension ViewTree.Node {
    /// The node of `screen`, with what it holds.
    @MainActor
    init(screen: SwiftUIScreen) {
        self.init(ViewTree.NodeID(screen.screenID), screen.screenIdentifier, kind: screen.treeKind)
    }
}

extension ViewTree.NodeID {
    /// The node of the screen whose identity is `id`.
    public init(_ id: ScreenID) {
        self.init(id.rawValue)
    }
}
