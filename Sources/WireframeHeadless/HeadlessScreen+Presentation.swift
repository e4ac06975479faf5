import WireframePresentation

// Dismissing a modal, by the app or by the user's swipe-down, shared by every kind of headless
// screen.
extension HeadlessScreen {
    /// Dismisses the screen this one presents, and the modal chain above it, once the
    /// animation has run; returns the screen dismissed.
    @discardableResult
    func dismissModally(animated: Bool) async throws(PresentationError) -> HeadlessScreen {
        let modal = try checkedDismissal()
        if animated { await waitForAnimation() }
        // The modal may have gone already if this screen left the hierarchy meanwhile.
        completeTransition { detachModal(modal) }
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
