public import WireframePresentation

// The stack as a screen: its place in the hierarchy, presentations, observation and dumps.
extension HeadlessStack {
    /// The stack this stack is in through other containers, if any (UIKit: `navigationController`).
    public var enclosingStack: (any StackContainer)? { nearestEnclosingStack }

    /// The tabs this stack, or a container holding it, is a tab of (UIKit: `tabBarController`).
    public var enclosingTabs: (any TabContainer)? { nearestEnclosingTabs }

    /// The screen this stack presents modally, if any.
    public var presentedScreen: (any Screen)? { node.presented }

    /// The screen that presents this stack or, as in UIKit, the nearest presented container
    /// holding it.
    public var presentingScreen: (any Screen)? { inheritedPresentingScreen }

    /// Whether a transition of this stack (push, pop, set, present or dismiss) is running.
    public var isTransitioning: Bool { node.isTransitioning }

    /// Presents `screen` modally over this stack; see `Screen.present(_:animated:)`.
    public func present(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        try await presentModally(screen, animated: animated)
    }

    /// Dismisses the screen this stack presents and its modal chain.
    public func dismissPresented(animated: Bool) async throws(PresentationError) {
        try await dismissModally(animated: animated)
    }

    /// Simulates the user swiping down this stack, or the presented container holding it; see
    /// ``HeadlessScreen/simulateSwipeDown(animated:)``.
    public func simulateSwipeDown(animated: Bool = true) async throws(PresentationError) {
        try await swipeDownModal(animated: animated)
    }

    /// Registers `handler` for user actions on this stack and the hierarchy under it; see
    /// `NavigationObservation` for how long it lasts.
    public func observeUserNavigation(
        _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
    ) -> NavigationObservation {
        node.observers.add(handler)
    }

    /// This stack and everything under it as a text tree; see ``HeadlessWindow/dump()``.
    public func dump() -> String { HierarchyDump.render(self) }
}

extension HeadlessStack: HeadlessNode {
    var childNodes: [any HeadlessNode] { children }

    var dumpLabel: String {
        errorName + (children.isEmpty ? " (empty)" : "")
    }

    var errorName: String {
        isNamed ? "stack " + DumpText.quoted(screenIdentifier) : "stack"
    }
}
