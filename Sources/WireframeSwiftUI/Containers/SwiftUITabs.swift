public import WireframePresentation

/// Tabs that show the selected one: the model a `TabView(selection:)` shows.
///
/// The tab view binds the selection (``selectionBinding``): the user's tap on another tab
/// selects it, and the tabs report that as the user selecting a tab.
///
/// <!-- sample SwiftUITabs/SwiftUITabs -->
/// ```swift
/// let inbox = try SwiftUIStack("inbox", screens: [SwiftUIScreen("list")])
/// let tabs = try SwiftUITabs("mail", tabs: [inbox, SwiftUIScreen("settings")])
/// try await window.setRoot(tabs, animated: false)
/// try await tabs.selectTab(at: 1)
/// ```
@MainActor
public final class SwiftUITabs: SwiftUIScreen, TabContainer {
    /// The index of the selected tab, or `nil` when there are no tabs.
    public private(set) var selectedIndex: Int?

    /// Creates tabs with no tab, outside any hierarchy.
    ///
    /// - Parameter identifier: a name for outlines and error messages; unnamed tabs'
    ///   `screenIdentifier` is `"tabs"`.
    public init(_ identifier: String? = nil) {
        super.init(identifier ?? "tabs")
        node.isNamed = identifier != nil
    }

    /// Creates tabs holding `tabs`, the first one selected.
    ///
    /// - Throws: `PresentationError` as ``setTabs(_:animated:)`` does.
    public convenience init(_ identifier: String? = nil, tabs: [any Screen]) throws(PresentationError) {
        self.init(identifier)
        replaceChildren(with: try incomingChildren(tabs, what: "tab"))
        selectedIndex = 0
    }

    /// The tabs, in the order the tab bar shows them.
    public var tabs: [any Screen] { node.heldScreens }

    /// Replaces the tabs; the first one becomes selected. Screens that are already tabs here
    /// may stay; the other old tabs leave the hierarchy.
    ///
    /// - Throws: `PresentationError` when `tabs` is empty, holds the same screen twice, a
    ///   screen that is not a SwiftUI screen, or one in another hierarchy; or when these tabs
    ///   are inside a stack and a tab is or holds a stack (SwiftUI cannot show a
    ///   `NavigationStack` in another).
    public func setTabs(_ tabs: [any Screen], animated: Bool) async throws(PresentationError) {
        if let stack = nearestContainer(SwiftUIStack.self) { try checkNoStackInside(stack, among: tabs) }
        let new = try incomingChildren(tabs, what: "tab")
        let arriving = arriving(new)
        replaceChildren(with: new)
        selectedIndex = 0
        didChange(animated: animated, incoming: arriving)
    }

    /// Selects the tab at `index`.
    ///
    /// - Throws: `PresentationError` when `index` is out of range.
    public func selectTab(at index: Int) async throws(PresentationError) {
        guard node.children.indices.contains(index) else {
            throw .tabOutOfRange(index, errorName, count: node.children.count)
        }
        guard selectedIndex != index else { return }
        selectedIndex = index
        didChange(animated: false)
    }

    /// Selects the tab the user tapped, as the tab view's selection binding does.
    func userSelect(_ index: Int) {
        selectedIndex = index
    }

    override package var kind: String { "tabs" }

    override var treeKind: ViewTree.Kind {
        .tabs(node.children.map(ViewTree.Node.init(screen:)), selected: selectedIndex)
    }
}
