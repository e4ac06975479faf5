public import WireframePresentation

// What every SwiftUI screen, container or not, does as a `Screen`: its place in the hierarchy,
// and modal presentation as SwiftUI's `.sheet` and `.fullScreenCover` show it.
extension SwiftUIScreen {
    /// The stack this screen is on, directly or through containers, not crossing a
    /// presentation.
    public var enclosingStack: (any StackContainer)? { nearestContainer(SwiftUIStack.self) }

    /// The tabs this screen, or a container holding it, is a tab of.
    public var enclosingTabs: (any TabContainer)? { nearestContainer(SwiftUITabs.self) }

    /// The screen this one presents, if any.
    public var presentedScreen: (any Screen)? { node.presented }

    /// The screen that presents this one or, for a screen inside a presented container, the
    /// screen that presents the container.
    public var presentingScreen: (any Screen)? { inheritedPresentingScreen }

    /// Presents `screen` over this one, as its ``SwiftUIScreen/modalStyle`` says.
    ///
    /// - Throws: `PresentationError` when this screen is not in a window, when a screen of its
    ///   level already presents one (SwiftUI shows one modal per level, so this one included),
    ///   or when `screen` is not a SwiftUI screen or is already in a hierarchy. Nothing changes
    ///   then.
    public func present(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        let modal = try checkedModal(screen)
        attachModal(modal)
        didChange(animated: animated, incoming: [modal])
    }

    /// Dismisses the screen this one presents, and the modal chain above it.
    ///
    /// - Throws: `PresentationError` when this screen presents nothing.
    public func dismissPresented(animated: Bool) async throws(PresentationError) {
        detachModal(try checkedDismissal())
        didChange(animated: animated)
    }
}
