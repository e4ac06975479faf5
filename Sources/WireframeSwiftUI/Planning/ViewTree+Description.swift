// A tree as text: the outline of what a window shows, and what one update changes, for tests,
// the demo and logs.
extension ViewTree {
    /// What the tree shows, one screen per line, containers' screens under them and each modal
    /// level after the one it is presented over:
    ///
    /// <!-- sample ViewTree+Description/outline -->
    /// ```text
    /// tabs "mail" (selected: 0)
    /// ├─ [0] stack "inbox"
    /// │  ├─ screen "list"
    /// │  └─ screen "message:42"
    /// └─ [1] screen "settings"
    /// sheet over "message:42"
    /// └─ screen "reply"
    /// ```
    public var outline: String {
        guard let root else { return "(nothing shown)" }
        var lines: [String] = []
        Self.append(root, prefix: "", head: "", rest: "", to: &lines)
        for modal in modals {
            lines.append("\(modal.style) over \(Self.name(of: modal.presenter, in: self))")
            Self.append(modal.content, prefix: "", head: "└─ ", rest: "   ", to: &lines)
        }
        return lines.joined(separator: "\n")
    }

    /// The ``outline``.
    public var description: String { outline }

    /// What the views change from `before` to this tree, one line each: modals dismissed, the
    /// root set, stacks' screens and tabs changed, modals presented. Empty when they are equal.
    ///
    /// <!-- sample ViewTree+Description/changes -->
    /// ```text
    /// select tab 0 of "mail"
    /// set the screens of "inbox" to ["list", "message:1", "message:2"]
    /// present "reply" as a sheet over "message:2"
    /// ```
    public func changes(from before: ViewTree) -> [String] {
        var lines: [String] = []
        let kept = Self.commonModalLevels(before, self)
        if before.modals.count > kept {
            let first = before.modals[kept]
            let above = before.modals.count - kept - 1
            let more = above == 0 ? "" : " and the \(above) modal\(above == 1 ? "" : "s") above it"
            lines.append("dismiss the \(first.style) \(first.content.quotedName)\(more)")
        }
        if root?.id != before.root?.id {
            lines.append("set the root to \(root?.quotedName ?? "nothing")")
        }
        let oldStates = before.levels.map(\.containerStates).reduce(into: [:]) { $0.merge($1) { first, _ in first } }
        let index = Index(self)
        for level in levels.prefix(kept + 1) {
            var pending = [level]
            while let node = pending.popLast() {
                pending.append(contentsOf: node.children.reversed())
                guard node.isContainer, let old = oldStates[node.id], old != ContainerState(node) else { continue }
                lines += Self.describe(node, old: old, index: index)
            }
        }
        for modal in modals.dropFirst(kept) {
            lines.append(
                "present \(modal.content.quotedName) as a \(modal.style) over \(Self.name(of: modal.presenter, in: self))"
            )
        }
        return lines
    }

    private static func describe(_ node: Node, old: ContainerState, index: Index) -> [String] {
        let names = "[" + node.children.map(\.quotedName).joined(separator: ", ") + "]"
        switch node.kind {
        case .stack:
            return ["set the screens of \(node.quotedName) to \(names)"]
        case .tabs(_, let selected):
            var lines: [String] = []
            if old.children != node.children.map(\.id) {
                lines.append("set the tabs of \(node.quotedName) to \(names)")
            }
            if let selected, old.selected != selected || old.children != node.children.map(\.id) {
                lines.append("select tab \(selected) of \(node.quotedName)")
            }
            return lines
        case .screen, .embedded:
            return []
        }
    }

    private static func name(of id: NodeID, in tree: ViewTree) -> String {
        Index(tree)[id]?.node.quotedName ?? "\(id)"
    }

    private static func append(_ node: Node, prefix: String, head: String, rest: String, to lines: inout [String]) {
        let label: String
        switch node.kind {
        case .screen: label = "screen \(node.quotedName)"
        case .embedded: label = "embedded \(node.quotedName)"
        case .stack(let screens): label = "stack \(node.quotedName)" + (screens.isEmpty ? " (empty)" : "")
        case .tabs(let tabs, let selected):
            label =
                "tabs \(node.quotedName)"
                + (tabs.isEmpty ? " (no tabs)" : " (selected: \(selected.map(String.init) ?? "none"))")
        }
        lines.append(head + prefix + label)
        let isTabs = if case .tabs = node.kind { true } else { false }
        let children = node.children
        for (offset, child) in children.enumerated() {
            let last = offset == children.count - 1
            append(
                child,
                prefix: isTabs ? "[\(offset)] " : "",
                head: rest + (last ? "└─ " : "├─ "),
                rest: rest + (last ? "   " : "│  "),
                to: &lines
            )
        }
    }
}
