package import WireframePresentation

// The headless face over the shared tree (`TreeScreen`: its walks, its rules for a screen about
// to come in, its edits): what UIKit adds to it, transitions that run on the window's clock and
// user actions reported up the hierarchy.
extension HeadlessScreen: TreeScreen {
    /// Waits for the animation of the window this screen is in, if it has an
    /// ``AnimationTiming``: marks this screen in transition and claims the `incoming` screens
    /// meanwhile, so that no other transition can run on it or take them.
    ///
    /// Cancelling the calling task does not cut the animation short: like a UIKit animation, a
    /// transition that has started always completes, and the hierarchy is never left halfway.
    func waitForAnimation(incoming: [HeadlessScreen] = []) async {
        guard let timing = hostWindow?.timing else { return }
        node.isTransitioning = true
        for screen in incoming { screen.node.isReserved = true }
        await timing.run()
        for screen in incoming { screen.node.isReserved = false }
    }

    /// Ends a transition of this screen: makes the change with `apply`, loads the incoming
    /// screens that are now in a window, and returns the change's result.
    @discardableResult
    func completeTransition<Result>(incoming: [HeadlessScreen] = [], apply: () -> Result) -> Result {
        node.isTransitioning = true
        let result = apply()
        node.isTransitioning = false
        for screen in incoming { screen.loadIfInWindow() }
        return result
    }

    /// UIKit has no rule of its own for a screen presenting another, once the tree's have
    /// passed.
    package func checkCanPresent(new: String) throws(PresentationError) {}

    /// Reports a user action to the observers of this screen, of every screen above it and of
    /// its window, in that order. Called after the hierarchy has changed.
    func report(_ event: UserNavigationEvent) {
        let chain = selfAndAncestors
        for screen in chain { screen.observers.report(event) }
        chain.last?.node.window?.observers.report(event)
    }
}
