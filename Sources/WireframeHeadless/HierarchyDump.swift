import WireframePresentation

/// Renders a headless hierarchy as a stable text tree, one screen per line.
///
/// <!-- sample HierarchyDump/HierarchyDump -->
/// ```text
/// window
/// └─ tabs (selected: 0)
///    ├─ [0] stack "inbox"
///    │  ├─ screen "inbox" (Inbox)
///    │  └─ screen "message:42"
///    │     └─ presents screen "compose"
///    └─ [1] screen "settings"
/// ```
///
/// A container's children come first (tabs prefixed with their index), then the screen it
/// presents. A screen that runs a transition is marked ` [in transition]`.
@MainActor
enum HierarchyDump {
    /// The tree of a window, headed by the line `window`.
    static func render(_ window: HeadlessWindow) -> String {
        var head = "window"
        if window.isTransitioning { head += " [in transition]" }
        guard let root = window.rootMember else { return head + " (no root)" }
        var lines = [head]
        appendChildren([(prefix: "", node: root)], indent: "", to: &lines)
        return lines.joined(separator: "\n")
    }

    /// The tree of one screen and everything under it, headed by that screen.
    static func render(_ screen: HeadlessScreen) -> String {
        var lines = [line(for: screen, prefix: "")]
        appendChildren(children(of: screen), indent: "", to: &lines)
        return lines.joined(separator: "\n")
    }

    private typealias Child = (prefix: String, node: HeadlessScreen)

    private static func children(of screen: HeadlessScreen) -> [Child] {
        let isTabs = screen is HeadlessTabs
        var result: [Child] = screen.childNodes.enumerated().map { index, child in
            (prefix: isTabs ? "[\(index)] " : "", node: child)
        }
        if let presented = screen.node.presented {
            result.append((prefix: "presents ", node: presented))
        }
        return result
    }

    private static func appendChildren(
        _ children: [Child],
        indent: String,
        to lines: inout [String]
    ) {
        for (offset, child) in children.enumerated() {
            let isLast = offset == children.count - 1
            lines.append(
                indent + (isLast ? "└─ " : "├─ ") + line(for: child.node, prefix: child.prefix)
            )
            appendChildren(
                Self.children(of: child.node),
                indent: indent + (isLast ? "   " : "│  "),
                to: &lines
            )
        }
    }

    private static func line(for screen: HeadlessScreen, prefix: String) -> String {
        prefix + screen.dumpLabel + (screen.node.isTransitioning ? " [in transition]" : "")
    }
}
