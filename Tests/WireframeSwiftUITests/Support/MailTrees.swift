import WireframeSwiftUI

/// The mail app's screens as view-tree nodes, for the planner's examples: tabs "mail" with the
/// inbox stack and settings, messages, a reply and its attachments.
enum MailTrees {
    static let list = ViewTree.Node(10, "list")
    static let settings = ViewTree.Node(11, "settings")
    static let reply = ViewTree.Node(20, "reply")
    static let attachments = ViewTree.Node(21, "attachments")
    static let compose = ViewTree.Node(22, "compose")

    static func message(_ number: UInt64) -> ViewTree.Node {
        ViewTree.Node(ViewTree.NodeID(100 + number), "message:\(number)")
    }

    /// The inbox stack with `messages` pushed on its list.
    static func inbox(_ messages: [UInt64] = []) -> ViewTree.Node {
        ViewTree.Node(2, "inbox", stack: [list] + messages.map(message))
    }

    /// Tabs "mail": the inbox (with `messages`) and settings, `selected` selected.
    static func mail(selected: Int = 0, messages: [UInt64] = []) -> ViewTree.Node {
        ViewTree.Node(1, "mail", tabs: [inbox(messages), settings], selected: selected)
    }

    /// A sheet showing `content` over `presenter`.
    static func sheet(_ content: ViewTree.Node, over presenter: ViewTree.Node) -> ViewTree.Modal {
        ViewTree.Modal(presenter: presenter.id, style: .sheet, content: content)
    }
}
