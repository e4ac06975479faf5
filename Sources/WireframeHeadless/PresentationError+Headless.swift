import WireframePresentation

// How the headless backend names what is at fault in its errors; the sentences themselves are
// WireframePresentation's, shared with the UIKit adapter.
@MainActor
extension PresentationError {
    /// `screen` is somewhere already: held by a container, presented, a window's root, or
    /// claimed by a running transition.
    static func alreadyInHierarchy(_ screen: HeadlessScreen) -> Self {
        let whereabouts: Whereabouts =
            if let container = screen.node.container {
                .heldBy(container.errorName)
            } else if let presenter = screen.node.presenting {
                .presentedBy(presenter.errorName)
            } else if screen.node.window != nil {
                .rootOfAWindow
            } else {
                .comingIn
            }
        return .alreadyInHierarchy(screen.errorName, whereabouts)
    }

    static func stackInsideStack(_ stack: HeadlessStack, into container: HeadlessStack) -> Self {
        .stackInsideStack(stack.errorName, "on \(container.errorName)", reason: "a stack cannot hold another stack")
    }

    static func foreignScreen(_ screen: any Screen) -> Self {
        .foreignScreen(
            HeadlessScreen.errorName(of: screen),
            isNot: "a headless screen",
            "headless containers",
            holdOnly: "HeadlessScreen, HeadlessStack and HeadlessTabs"
        )
    }
}
