public import WireframePresentation

// What every headless screen, container or not, does as a `Screen`: its place in the hierarchy,
// modal presentation, the user's swipe-down, observation and dumps.
extension HeadlessScreen {
    /// The stack this screen is on, directly or through containers (UIKit: `navigationController`).
    public var enclosingStack: (any StackContainer)? { nearestEnclosingStack }

    /// The tabs this screen, or a container holding it, is a tab of (UIKit: `tabBarController`).
    public var enclosingTabs: (any TabContainer)? { nearestEnclosingTabs }

    /// The container this screen is directly in: its stack, tab container or split view
    /// (UIKit: `parent`).
    public var parentScreen: (any Screen)? { node.container }

    /// The screen this one presents modally, if any.
    public var presentedScreen: (any Screen)? { node.presented }

    /// The screen that presents this one or, as in UIKit, the nearest presented container
    /// holding it.
    public var presentingScreen: (any Screen)? { inheritedPresentingScreen }

    /// Whether a transition of this screen is running: a present or dismiss from it, or, for a
    /// container, a change of its screens or tabs.
    public var isTransitioning: Bool { node.isTransitioning }

    /// Presents `screen` modally over this one; see `Screen.present(_:animated:)`.
    public func present(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        let modal = try checkedModal(screen)
        if animated { await waitForAnimation(incoming: [modal]) }
        completeTransition(incoming: [modal]) { attachModal(modal) }
    }

    /// Dismisses the screen this one presents and its modal chain.
    public func dismissPresented(animated: Bool) async throws(PresentationError) {
        try await dismissModally(animated: animated)
    }

    /// Simulates the user swiping down this presented screen, or the presented container that
    /// holds it, and reports `UserNavigationEvent.Kind.dismissedModal(presentingScreen:screen:)`.
    ///
    /// - Throws: `PresentationError` when there is no modal to swipe down, when a modal
    ///   covers it, or when its presenter is running a transition. Nothing is reported then.
    public func simulateSwipeDown(animated: Bool = true) async throws(PresentationError) {
        try await swipeDownModal(animated: animated)
    }

    /// Registers `handler` for user actions on this screen and the hierarchy under it; see
    /// `NavigationObservation` for how long it lasts.
    public func observeUserNavigation(
        _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
    ) -> NavigationObservation {
        observers.add(handler)
    }

    /// This screen and everything under it as a text tree; see ``HeadlessWindow/dump()``.
    public func dump() -> String { HierarchyDump.render(self) }
}
