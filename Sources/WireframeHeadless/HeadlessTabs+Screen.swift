public import WireframePresentation

// The tabs as a screen: its place in the hierarchy, presentations, observation and dumps.
extension HeadlessTabs {
    /// The stack these tabs are in through other containers, if any (UIKit: `navigationController`).
    public var enclosingStack: (any StackContainer)? { nearestEnclosingStack }

    /// The tabs that these tabs, or a container holding them, are a tab of (UIKit: `tabBarController`).
    public var enclosingTabs: (any TabContainer)? { nearestEnclosingTabs }

    /// The screen these tabs present modally, if any.
    public var presentedScreen: (any Screen)? { node.presented }

    /// The screen that presents these tabs or, as in UIKit, the nearest presented container
    /// holding them.
    public var presentingScreen: (any Screen)? { inheritedPresentingScreen }

    /// Whether a transition of these tabs (set tabs, select, present or dismiss) is running.
    public var isTransitioning: Bool { node.isTransitioning }

    /// Presents `screen` modally over these tabs; see `Screen.present(_:animated:)`.
    public func present(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        try await presentModally(screen, animated: animated)
    }

    /// Dismisses the screen these tabs present and its modal chain.
    public func dismissPresented(animated: Bool) async throws(PresentationError) {
        try await dismissModally(animated: animated)
    }

    /// Simulates the user swiping down these tabs, or the presented container holding them; see
    /// ``HeadlessScreen/simulateSwipeDown(animated:)``.
    public func simulateSwipeDown(animated: Bool = true) async throws(PresentationError) {
        try await swipeDownModal(animated: animated)
    }

    /// Registers `handler` for user actions on these tabs and the hierarchy under them; see
    /// `NavigationObservation` for how long it lasts.
    public func observeUserNavigation(
        _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
    ) -> NavigationObservation {
        node.observers.add(handler)
    }

    /// These tabs and everything under them as a text tree; see ``HeadlessWindow/dump()``.
    public func dump() -> String { HierarchyDump.render(self) }
}

extension HeadlessTabs: HeadlessNode {
    var childNodes: [any HeadlessNode] { children }

    var dumpLabel: String {
        errorName + (selectedIndex.map { " (selected: \($0))" } ?? " (no tabs)")
    }

    var errorName: String {
        isNamed ? "tabs " + DumpText.quoted(screenIdentifier) : "tabs"
    }
}
