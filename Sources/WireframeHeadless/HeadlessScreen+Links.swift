import WireframePresentation

// How a headless screen answers the `Screen` questions about the containers it is in, through
// the shared tree's walk up.
extension HeadlessScreen {
    /// The nearest stack among the containers above this screen, not crossing a modal
    /// presentation (UIKit: `navigationController`).
    var nearestEnclosingStack: (any StackContainer)? { nearestContainer(HeadlessStack.self) }

    /// The nearest tabs among the containers above this screen, not crossing a modal
    /// presentation (UIKit: `tabBarController`).
    var nearestEnclosingTabs: (any TabContainer)? { nearestContainer(HeadlessTabs.self) }
}
