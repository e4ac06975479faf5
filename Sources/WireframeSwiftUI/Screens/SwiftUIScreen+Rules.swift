package import WireframePresentation

// The SwiftUI face over the shared tree (`TreeScreen`: its walks, its rules for a screen about to
// come in, its edits): what SwiftUI adds to it, a window whose views follow each change.
extension SwiftUIScreen: TreeScreen {
    /// SwiftUI shows one modal per level: this screen may not present while a screen of its
    /// level (this one included) presents one.
    package func checkCanPresent(new: String) throws(PresentationError) {
        if let other = levelRoot.levelPresenter, let current = other.node.presented {
            throw .alreadyPresenting(other.errorName, presents: current.errorName, new: new)
        }
    }

    /// Tells the window this screen is in that its screens changed, so that the views follow;
    /// then loads the `incoming` screens that are now in a window.
    func didChange(animated: Bool, incoming: [SwiftUIScreen] = []) {
        hostWindow?.modelDidChange(animated: animated)
        for screen in incoming { screen.loadIfInWindow() }
    }
}
