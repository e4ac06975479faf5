package import WireframePresentation

// The checks of a presentation, written once for both faces, in this order. Each face then makes
// the change its own way: the headless backend after an animation on its window's clock, as
// UIKit does; SwiftUI's models at once, the window's views following.
extension TreeScreen {
    /// Checks that this screen may present `screen` now, and returns it as a screen of this
    /// backend.
    ///
    /// Checked in this order: this screen is not running a transition, presents nothing yet, is
    /// in a window and passes the face's own rules; then `screen` is a screen of this backend
    /// that may come in.
    package func checkedModal(_ screen: any Screen) throws(PresentationError) -> Member {
        try checkNotTransitioning()
        let name = Self.errorName(of: screen)
        if let current = node.presented {
            throw .alreadyPresenting(errorName, presents: current.errorName, new: name)
        }
        if hostWindow == nil { throw .notInWindow(errorName, new: name) }
        try checkCanPresent(new: name)
        return try incoming(screen)
    }

    /// Checks that this screen may dismiss what it presents now, and returns that screen.
    ///
    /// - Throws: `PresentationError` when this screen runs a transition or presents nothing.
    package func checkedDismissal() throws(PresentationError) -> Member {
        try checkNotTransitioning()
        guard let modal = node.presented else { throw .nothingPresented(errorName) }
        return modal
    }
}
