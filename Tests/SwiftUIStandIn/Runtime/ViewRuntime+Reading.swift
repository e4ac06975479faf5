// What a test reads of the screen, and what the user does on it.
extension ViewRuntime {
    /// The texts on screen, in the hierarchy's order: the window's, then what is presented over
    /// it (a view under a sheet stays on screen).
    public var shownTexts: [String] {
        root.subtree.compactMap { node in
            guard node.isOnScreen, case .text(let text) = node.kind, !node.isInsideDismissal(of: root) else {
                return nil
            }
            return text
        }
    }

    /// For each navigation stack on screen, the texts of its views, root first: the views pushed
    /// under the top one too, where ``shownTexts`` has the top one's only.
    public var stackTexts: [[String]] {
        root.subtree.filter { $0.isOnScreen && $0.isStack }.map { stack in
            stack.subtree.dropFirst().compactMap { node in
                guard case .text(let text) = node.kind else { return nil }
                return text
            }
        }
    }

    /// The texts of the presentations being dismissed (on screen for their transition).
    public var dismissingTexts: [String] {
        root.subtree.filter(\.isDismissing).flatMap { $0.subtree }.compactMap { node in
            if case .text(let text) = node.kind { return text }
            return nil
        }
    }

    /// The navigation bar titles on screen: for each navigation stack on screen, the outermost
    /// `navigationTitle` of the view on top (`nil` when it has none).
    public var navigationTitles: [String?] {
        root.subtree.filter { $0.isOnScreen && $0.isStack }.map { stack in
            stack.children.last.flatMap(\.outermostTitle)
        }
    }

    /// The user goes back on the stack on screen that shows the most views above its root (the
    /// back button, or a swipe): the stack writes its shorter path.
    public func goBack() async {
        let stacks = root.subtree.filter { $0.isOnScreen && $0.isStack && !$0.isDismissing }
        guard let stack = stacks.last(where: { $0.children.count > 1 }),
            case .navigationStack(let path, let count) = stack.kind
        else {
            report("goBack: no navigation stack on screen shows a view above its root")
            return
        }
        await path.keepFirst(count - 1)
    }

    /// The user taps the tab whose label shows `label`: the tab view writes its tag.
    public func selectTab(_ label: String) async {
        for tabView in root.subtree where tabView.isOnScreen {
            guard case .tabView(let selection, _) = tabView.kind else { continue }
            for tab in tabView.tabs where tab.node.tabLabel == label {
                await selection?.write(StandInUnchecked(value: tab.tag))
                return
            }
        }
        report("selectTab: no tab labelled \(label) on screen")
    }

    /// The user swipes the topmost sheet down: the sheet writes `nil` to its item.
    public func swipeDownSheet() async {
        let presenting = root.subtree.filter { node in
            guard case .modified(.presentation) = node.kind else { return false }
            return node.children.dropFirst().contains { $0.isOnScreen && !$0.isDismissing }
        }
        guard let node = presenting.last, case .modified(.presentation(let presentation)) = node.kind else {
            report("swipeDownSheet: nothing is presented")
            return
        }
        await presentation.dismiss()
    }
}

extension RuntimeNode {
    /// The outermost `navigationTitle` in this view, not looking into stacks or presentations.
    var outermostTitle: String? {
        if case .modified(.navigationTitle(let title)) = kind { return title }
        switch kind {
        case .navigationStack, .tabView: return nil
        case .modified(.presentation): return content?.outermostTitle
        default: return children.lazy.compactMap(\.outermostTitle).first
        }
    }

    /// The text of this tab's `tabItem`, if it has one.
    var tabLabel: String? {
        for node in subtree {
            if case .modified(.tabItem(let label)) = node.kind, let text = label as? Text { return text.content }
        }
        return nil
    }

    /// Whether this node is inside a presentation being dismissed, below `root`.
    func isInsideDismissal(of root: RuntimeNode) -> Bool {
        root.dismissingNodes.contains { $0.subtree.contains { $0 === self } }
    }

    /// The presentations being dismissed below this node.
    var dismissingNodes: [RuntimeNode] { subtree.filter(\.isDismissing) }
}

extension ViewRuntime {
    /// The user taps the button on screen whose label shows `label`: its action runs.
    public func tap(_ label: String) {
        for node in root.subtree where node.isOnScreen {
            guard case .button(let action) = node.kind,
                node.subtree.contains(where: { if case .text(label) = $0.kind { true } else { false } })
            else { continue }
            action()
            return
        }
        report("tap: no button labelled \(label) on screen")
    }
}

extension ViewRuntime {
    /// The system asks the app to open `url` (a universal link, a custom scheme): every
    /// `onOpenURL` on screen gets it.
    public func openURL(_ url: String) {
        var handled = false
        for node in root.subtree where node.isOnScreen {
            guard case .modified(.onOpenURL(let action)) = node.kind else { continue }
            action(url)
            handled = true
        }
        if !handled { report("openURL: no onOpenURL on screen for \(url)") }
    }
}
