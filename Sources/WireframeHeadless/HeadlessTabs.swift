public import WireframePresentation

/// Tabs that show the selected one: the headless `UITabBarController`.
///
/// <!-- sample HeadlessTabs/HeadlessTabs -->
/// ```swift
/// let tabs = try HeadlessTabs(tabs: [inboxStack, HeadlessScreen("settings")])
/// try await window.setRoot(tabs, animated: false)
/// try await tabs.simulateTabTap(1)
/// ```
@MainActor
public final class HeadlessTabs: HeadlessScreen, TabContainer {
    /// The index of the selected tab, or `nil` when there are no tabs.
    public private(set) var selectedIndex: Int?

    /// Creates tabs with no tab, outside any hierarchy.
    ///
    /// - Parameter identifier: a name for dumps and error messages; unnamed tabs'
    ///   `screenIdentifier` is `"tabs"`.
    public init(_ identifier: String? = nil) {
        super.init(identifier ?? "tabs")
        node.isNamed = identifier != nil
    }

    /// Creates tabs holding `tabs`, the first one selected.
    ///
    /// - Throws: `PresentationError` as ``setTabs(_:animated:)`` does.
    public convenience init(
        _ identifier: String? = nil,
        tabs: [any Screen]
    )
        throws(PresentationError)
    {
        self.init(identifier)
        replaceChildren(with: try incomingChildren(tabs, what: "tab"))
        selectedIndex = 0
    }

    /// The tabs, in the order the tab bar shows them.
    public var tabs: [any Screen] { node.heldScreens }

    /// Replaces the tabs once the animation has run; the first one becomes selected. Screens
    /// that are already tabs here may stay; the other old tabs leave the hierarchy.
    ///
    /// - Throws: `PresentationError` when these tabs are running a transition, when `tabs`
    ///   is empty or holds the same screen twice, or holds a screen in another hierarchy.
    public func setTabs(_ tabs: [any Screen], animated: Bool) async throws(PresentationError) {
        try checkNotTransitioning()
        let new = try incomingChildren(tabs, what: "tab")
        let arriving = arriving(new)
        if animated { await waitForAnimation(incoming: arriving) }
        completeTransition(incoming: arriving) {
            replaceChildren(with: new)
            selectedIndex = 0
        }
    }

    /// Selects the tab at `index`, at once (UIKit does not animate it).
    ///
    /// - Throws: `PresentationError` when `index` is out of range or these tabs are running
    ///   a transition.
    public func selectTab(at index: Int) async throws(PresentationError) {
        try checkNotTransitioning()
        guard node.children.indices.contains(index) else {
            throw .tabOutOfRange(index, errorName, count: node.children.count)
        }
        selectedIndex = index
    }

    /// Simulates the user tapping the tab at `index`, as UIKit handles it, then reports it.
    ///
    /// Tapping another tab selects it and reports
    /// `UserNavigationEvent.Kind.selectedTab(tabs:index:)`. Tapping the selected tab when it
    /// is a stack pops that stack to its root and reports
    /// `UserNavigationEvent.Kind.wentBack(stack:popped:)`; otherwise it changes and reports
    /// nothing.
    ///
    /// - Throws: `PresentationError` when `index` is out of range or a transition of these
    ///   tabs (or of the stack to pop) is running. Nothing is reported then.
    public func simulateTabTap(_ index: Int, animated: Bool = true) async throws(PresentationError) {
        try checkNotTransitioning()
        guard node.children.indices.contains(index) else {
            throw .tabOutOfRange(index, errorName, count: node.children.count)
        }
        guard index == selectedIndex else {
            selectedIndex = index
            report(UserNavigationEvent(.selectedTab(tabs: self, index: index)))
            return
        }
        guard let stack = node.children[index] as? HeadlessStack, let root = stack.node.children.first else {
            return
        }
        let popped = try await stack.pop(to: root, animated: animated)
        guard !popped.isEmpty else { return }
        stack.report(UserNavigationEvent(.wentBack(stack: stack, popped: popped.reversed())))
    }

    override package var childNodes: [HeadlessScreen] { node.children }

    override package var kind: String { "tabs" }

    override var dumpLabel: String {
        errorName + (selectedIndex.map { " (selected: \($0))" } ?? " (no tabs)")
    }
}
