/// What SwiftUI shows in one window, as a value: the planner's input and output, and what the
/// window publishes to its views.
///
/// A window shows *levels*: level 0 is the root's content (a screen, a stack, tabs, nested as
/// the containers nest), and each further level is a modal — a sheet or a full-screen cover —
/// presented from a screen of the level below. SwiftUI shows one modal per level (two `.sheet`
/// modifiers of one level cannot both present), so the modals form a chain, as in UIKit.
///
/// Nodes are told apart by their ``NodeID``; a window makes one from each screen's `ScreenID`.
/// Trees are plain values, so the planner is tested on any trees, without screens:
///
/// <!-- sample ViewTree/ViewTree -->
/// ```swift
/// let inbox = ViewTree.Node(1, "inbox")
/// let mail = ViewTree.Node(2, "mail", stack: [inbox, ViewTree.Node(3, "message:42")])
/// let reply = ViewTree.Modal(presenter: 3, style: .sheet, content: ViewTree.Node(4, "reply"))
/// let tree = ViewTree(root: mail, modals: [reply])
/// ```
public struct ViewTree: Hashable, Sendable, CustomStringConvertible {
    /// The identity of a node: a screen's `ScreenID` in a window, any number in tests.
    public struct NodeID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
        /// The number.
        public let rawValue: UInt64

        /// The node `rawValue`.
        public init(_ rawValue: UInt64) { self.rawValue = rawValue }

        /// The node of an integer literal, in tests: `ViewTree.Modal(presenter: 3, …)`.
        public init(integerLiteral value: UInt64) { self.rawValue = value }

        /// `#3`.
        public var description: String { "#\(rawValue)" }

        public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What a node is, and what it holds.
    public enum Kind: Hashable, Sendable {
        /// A screen that holds nothing.
        case screen
        /// A stack (`NavigationStack`): its screens, the root first, the top last.
        case stack([Node])
        /// Tabs (`TabView`): the tabs in order, and the index of the selected one.
        case tabs([Node], selected: Int?)
        /// A screen of another backend shown inside SwiftUI (a UIKit view controller through a
        /// representable): a leaf for SwiftUI, whatever it holds itself.
        case embedded
    }

    /// One screen of a level, with what it holds.
    public struct Node: Hashable, Sendable {
        /// The node's identity.
        public var id: NodeID
        /// How descriptions name it (the screen's identifier).
        public var name: String
        /// What it is and holds.
        public var kind: Kind

        /// A node of `kind`.
        public init(_ id: NodeID, _ name: String, kind: Kind = .screen) {
            self.id = id
            self.name = name
            self.kind = kind
        }

        /// A stack node holding `screens`, root first.
        public init(_ id: NodeID, _ name: String, stack screens: [Node]) {
            self.init(id, name, kind: .stack(screens))
        }

        /// A tabs node holding `tabs`, `selected` the selected one.
        public init(_ id: NodeID, _ name: String, tabs: [Node], selected: Int?) {
            self.init(id, name, kind: .tabs(tabs, selected: selected))
        }

        /// The nodes it holds, in order (empty for a screen).
        public var children: [Node] {
            switch kind {
            case .screen, .embedded: []
            case .stack(let screens): screens
            case .tabs(let tabs, _): tabs
            }
        }

        /// The child the user sees: the top of a stack, the selected tab; `nil` for a screen.
        public var shownChild: Node? {
            switch kind {
            case .screen, .embedded: nil
            case .stack(let screens): screens.last
            case .tabs(let tabs, let selected): selected.flatMap { tabs.indices.contains($0) ? tabs[$0] : nil }
            }
        }

        /// Whether it is a stack or tabs.
        public var isContainer: Bool { kind.isContainerKind }
    }

    /// How a modal level is shown.
    public enum ModalStyle: Hashable, Sendable, CustomStringConvertible {
        /// `.sheet`: the user can swipe it down.
        case sheet
        /// `.fullScreenCover`: it covers the screen; only the app dismisses it (on macOS, where
        /// SwiftUI has no full-screen cover, a sheet).
        case fullScreenCover

        /// `sheet`, `full-screen cover`.
        public var description: String {
            switch self {
            case .sheet: "sheet"
            case .fullScreenCover: "full-screen cover"
            }
        }
    }

    /// A modal level: its content, presented from a screen of the level below.
    public struct Modal: Hashable, Sendable {
        /// The node of the level below whose view presents this one.
        public var presenter: NodeID
        /// A sheet or a full-screen cover.
        public var style: ModalStyle
        /// What the modal shows.
        public var content: Node

        /// A modal showing `content`, presented by `presenter`.
        public init(presenter: NodeID, style: ModalStyle, content: Node) {
            self.presenter = presenter
            self.style = style
            self.content = content
        }
    }

    /// The content of level 0, or `nil` while the window shows nothing.
    public var root: Node?
    /// The modal levels, from the one over the root up.
    public var modals: [Modal]

    /// A tree showing `root` with `modals` over it.
    public init(root: Node? = nil, modals: [Modal] = []) {
        self.root = root
        self.modals = modals
    }

    /// The content of each level, level 0 first (none when nothing is shown).
    public var levels: [Node] {
        guard let root else { return [] }
        return [root] + modals.map(\.content)
    }
}

extension ViewTree.Kind {
    /// Whether it is a stack or tabs, even an empty one.
    var isContainerKind: Bool {
        switch self {
        case .screen, .embedded: false
        case .stack, .tabs: true
        }
    }
}
