public import WireframePresentation

/// Tabs that show the selected one: the model a `TabView(selection:)` shows.
///
/// The tab view binds the selection (``selectionBinding``): the user's tap on another tab
/// selects it, and the tabs report that as the user selecting a tab.
///
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

    private(set) var children: [SwiftUIScreen] = []

    /// Creates tabs with no tab, outside any hierarchy.
    ///
    /// - Parameter identifier: a name for outlines and error messages; unnamed tabs'
    ///   `screenIdentifier` is `"tabs"`.
    public init(_ identifier: String? = nil) {
        super.init(identifier ?? "tabs")
        isNamed = identifier != nil
    }

    /// Creates tabs holding `tabs`, the first one selected.
    ///
    /// - Throws: `PresentationError` as ``setTabs(_:animated:)`` does.
    public convenience init(_ identifier: String? = nil, tabs: [any Screen]) throws(PresentationError) {
        self.init(identifier)
        replaceChildren(with: try checkedNewTabs(tabs))
    }

    /// The tabs, in the order the tab bar shows them.
    public var tabs: [any Screen] { children.map { $0 } }

    /// Replaces the tabs; the first one becomes selected. Screens that are already tabs here
    /// may stay; the other old tabs leave the hierarchy.
    ///
    /// - Throws: `PresentationError` when `tabs` is empty, holds the same screen twice, a
    ///   screen that is not a SwiftUI screen, or one in another hierarchy; or when these tabs
    ///   are inside a stack and a tab is or holds a stack (SwiftUI cannot show a
    ///   `NavigationStack` in another).
    public func setTabs(_ tabs: [any Screen], animated: Bool) async throws(PresentationError) {
        let new = try checkedNewTabs(tabs)
        let arriving = new.filter { $0.node.container !== self }
        replaceChildren(with: new)
        didChange(animated: animated, incoming: arriving)
    }

    /// Selects the tab at `index`.
    ///
    /// - Throws: `PresentationError` when `index` is out of range.
    public func selectTab(at index: Int) async throws(PresentationError) {
        guard children.indices.contains(index) else { throw .tabOutOfRange(index, errorName, count: children.count) }
        guard selectedIndex != index else { return }
        selectedIndex = index
        didChange(animated: false)
    }

    /// Selects the tab the user tapped, as the tab view's selection binding does.
    func userSelect(_ index: Int) {
        selectedIndex = index
    }

    override var childNodes: [SwiftUIScreen] { children }

    override var kind: String { "tabs" }

    override var treeKind: ViewTree.Kind {
        .tabs(children.map(ViewTree.Node.init(screen:)), selected: selectedIndex)
    }

    /// Checks `tabs` as the new content of these tabs.
    private func checkedNewTabs(_ tabs: [any Screen]) throws(PresentationError) -> [SwiftUIScreen] {
        if let stack = nearestContainer(SwiftUIStack.self) { try checkNoStackInside(stack, among: tabs) }
        return try incomingList(tabs, what: "tab") { $0.node.container === self }
    }

    /// Makes `new` the tabs with the first selected, taking out of the hierarchy the old tabs
    /// that are not among them.
    private func replaceChildren(with new: [SwiftUIScreen]) {
        let leaving = children.filter { old in !new.contains { $0 === old } }
        children = new
        selectedIndex = new.isEmpty ? nil : 0
        for screen in new { screen.node.container = self }
        for screen in leaving { screen.leaveHierarchy() }
    }
}
