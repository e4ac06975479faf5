import WireframePresentation

// UIKit's rules for a screen about to come into the hierarchy, checked before anything changes.
extension HeadlessScreen: BackendScreen {
    /// Checks that this screen may start a transition now.
    func checkNotTransitioning() throws(PresentationError) {
        if node.isTransitioning { throw .transitionInProgress(errorName) }
    }

    /// Checks that `screen` is a headless screen that may come under this one, by the rules the
    /// backends share (`BackendScreen.checkedIncoming(_:maximumDepth:allowing:)`).
    func incoming(
        _ screen: any Screen,
        allowing isAlreadyHere: (HeadlessScreen) -> Bool = { _ in false }
    ) throws(PresentationError) -> HeadlessScreen {
        guard let incoming = screen as? HeadlessScreen else { throw .foreignScreen(screen) }
        return try checkedIncoming(incoming, allowing: isAlreadyHere)
    }

    /// Checks a whole list of screens that are to become this container's children, each as
    /// ``incoming(_:allowing:)``, by the rules the backends share.
    func incomingList(
        _ screens: [any Screen],
        what: String,
        allowing isAlreadyHere: (HeadlessScreen) -> Bool
    ) throws(PresentationError) -> [HeadlessScreen] {
        try checkedIncomingList(screens, what: what) { screen throws(PresentationError) in
            try incoming(screen, allowing: isAlreadyHere)
        }
    }

    // A transition is two parts, so that one without animation — every transition of most
    // tests — runs without an `await`: an async function, inlined or not, costs every container
    // call two actor hops. The container calls `waitForAnimation(incoming:)` only when asked to
    // animate, then `completeTransition(incoming:apply:)`.

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

    /// Reports a user action to the observers of this screen, of every screen above it and of
    /// its window, in that order. Called after the hierarchy has changed.
    func report(_ event: UserNavigationEvent) {
        let chain = selfAndAncestors
        for screen in chain { screen.node.observers.report(event) }
        chain.last?.node.window?.observers.report(event)
    }
}
