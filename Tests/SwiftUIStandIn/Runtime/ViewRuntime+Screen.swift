// What is on screen after a frame, and the `onAppear`s and `onDisappear`s it runs.
extension ViewRuntime {
    /// Marks what is on screen below `node` (`visible`: whether `node`'s place is), runs the
    /// appearances and disappearances, and checks the presentations of `level`.
    func updateScreen(_ node: RuntimeNode, visible: Bool, level: Int = 0, levels: inout [Bool]) {
        var actions: [() -> Void] = []
        mark(node, visible: visible, level: level, levels: &levels, actions: &actions)
        for action in actions { action() }
    }

    private func mark(
        _ node: RuntimeNode,
        visible: Bool,
        level: Int,
        levels: inout [Bool],
        actions: inout [() -> Void]
    ) {
        let onScreen = visible && node.showsSomething
        if onScreen != node.isOnScreen {
            node.isOnScreen = onScreen
            switch node.kind {
            case .modified(.onAppear(let action)) where onScreen: actions.append(action)
            case .modified(.onDisappear(let action)) where !onScreen: actions.append(action)
            default: break
            }
        }
        switch node.kind {
        case .navigationStack:
            for (index, child) in node.children.enumerated() {
                let isTop = index == node.children.count - 1
                mark(child, visible: visible && isTop, level: level, levels: &levels, actions: &actions)
            }
        case .tabView(_, let selected):
            let hidden = Set(node.tabs.filter { $0.tag != selected }.map { ObjectIdentifier($0.node) })
            for child in node.children {
                markTabs(child, visible: visible, hidden: hidden, level: level, levels: &levels, actions: &actions)
            }
        case .modified(.presentation):
            guard let content = node.content else { return }
            let presenterWasOnScreen = content.isOnScreen
            mark(content, visible: visible, level: level, levels: &levels, actions: &actions)
            for presented in node.children.dropFirst() {
                if presented.isDismissing {
                    levels.append(false)
                    mark(presented, visible: visible, level: levels.count - 1, levels: &levels, actions: &actions)
                    continue
                }
                var shown = visible && content.showsSomething && !presented.failedToPresent
                if presented.failedToPresent {
                    // SwiftUI does not try again until the item changes.
                } else if !shown || (!presented.isOnScreen && !presenterWasOnScreen) {
                    report(
                        "Attempt to present a view from a view that is not in the window hierarchy (yet): the "
                            + "presentation is dropped"
                    )
                    presented.failedToPresent = true
                    shown = false
                } else if levels[level] {
                    report("Currently, only presenting a single sheet is supported: a second one is not shown")
                    shown = false
                } else {
                    levels[level] = true
                }
                levels.append(false)
                mark(presented, visible: shown, level: levels.count - 1, levels: &levels, actions: &actions)
            }
        default:
            for child in node.children {
                mark(child, visible: visible, level: level, levels: &levels, actions: &actions)
            }
        }
    }

    /// Marks the tabs of a tab view: the views tagged with a tag not selected are not shown.
    private func markTabs(
        _ node: RuntimeNode,
        visible: Bool,
        hidden: Set<ObjectIdentifier>,
        level: Int,
        levels: inout [Bool],
        actions: inout [() -> Void]
    ) {
        if hidden.contains(ObjectIdentifier(node)) {
            mark(node, visible: false, level: level, levels: &levels, actions: &actions)
        } else if node.tag != nil {
            mark(node, visible: visible, level: level, levels: &levels, actions: &actions)
        } else {
            node.isOnScreen = visible && node.showsSomething
            for child in node.children {
                markTabs(child, visible: visible, hidden: hidden, level: level, levels: &levels, actions: &actions)
            }
        }
    }
}

extension RuntimeNode {
    /// The tag of this view, if it is a `tag(_:)`.
    var tag: AnyHashable? {
        if case .modified(.tag(let tag)) = kind { return tag }
        return nil
    }

    /// The tabs of a tab view: the outermost `tag(_:)`s below it, with their tags.
    var tabs: [(tag: AnyHashable, node: RuntimeNode)] {
        children.flatMap { child -> [(tag: AnyHashable, node: RuntimeNode)] in
            if let tag = child.tag { return [(tag, child)] }
            if case .tabView = child.kind { return [] }
            return child.tabs
        }
    }
}
