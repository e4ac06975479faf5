import WireframePresentation

// Loading: the first time a screen is in a window, as UIKit loads a view controller's view
// before it is first shown.
extension HeadlessScreen {
    /// Loads this screen and every screen under it that is in a window for the first time,
    /// parents first, calling `screenDidLoad()` on each.
    ///
    /// Called after a transition has brought this screen into the hierarchy; does nothing when
    /// it is not in a window (a stack being filled before it is shown, say).
    func loadIfInWindow() {
        guard hostWindow != nil else { return }
        if childNodes.isEmpty, node.presented == nil {
            // A screen that holds and presents nothing, as most pushed screens: no list to make.
            if !node.isLoaded {
                node.isLoaded = true
                screenDidLoad()
            }
            return
        }
        for screen in selfAndDescendants where !screen.node.isLoaded {
            screen.node.isLoaded = true
            screen.screenDidLoad()
        }
    }
}
