import WireframePresentation

// Modal presentation, shared by every kind of headless screen.
extension HeadlessScreen {
    /// Presents `screen` over this one once the animation has run.
    ///
    /// Checked in this order: this screen is not running a transition, presents nothing yet
    /// and is in a window; then `screen` is headless and not in any hierarchy.
    func presentModally(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        try checkNotTransitioning()
        if let current = node.presented {
            throw .alreadyPresenting(errorName, presents: current.errorName, new: HeadlessScreen.errorName(of: screen))
        }
        if hostWindow == nil { throw .notInWindow(errorName, new: HeadlessScreen.errorName(of: screen)) }
        let modal = try incoming(screen)
        if animated { await waitForAnimation(incoming: [modal]) }
        completeTransition(incoming: [modal]) {
            node.presented = modal
            modal.node.presenting = self
        }
    }

    /// Dismisses the screen this one presents, and the modal chain above it, once the
    /// animation has run; returns the screen dismissed.
    @discardableResult
    func dismissModally(animated: Bool) async throws(PresentationError) -> HeadlessScreen {
        try checkNotTransitioning()
        guard let modal = node.presented else { throw .nothingPresented(errorName) }
        if animated { await waitForAnimation() }
        completeTransition {
            // The modal may have gone already if this screen left the hierarchy meanwhile.
            if node.presented === modal {
                node.presented = nil
                modal.leaveHierarchy()
            }
        }
        return modal
    }

    /// Dismisses, as the user's swipe would, the modal this screen is or is part of, and
    /// reports it.
    func swipeDownModal(animated: Bool) async throws(PresentationError) {
        guard let modal = modalRoot, let presenter = modal.node.presenting else {
            throw .notPresented(errorName)
        }
        let topmost = modal.topmostScreen
        if let cover = (topmost as? HeadlessScreen)?.modalRoot, cover !== modal {
            throw .coveredModal(modal.errorName, by: cover.errorName)
        }
        try presenter.checkNotTransitioning()
        try await presenter.dismissModally(animated: animated)
        presenter.report(UserNavigationEvent(.dismissedModal(presentingScreen: presenter, screen: modal)))
    }
}
