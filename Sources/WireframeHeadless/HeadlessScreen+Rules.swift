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

    /// Runs one transition of this screen: marks it in transition and claims the `incoming`
    /// screens, waits for the animation of the window it is in (when `animated`), then makes
    /// the change with `apply`, loads the incoming screens that are now in a window, and
    /// returns the change's result.
    ///
    /// Cancelling the calling task does not cut the animation short: like a UIKit animation, a
    /// transition that has started always completes, and the hierarchy is never left halfway.
    func runTransition<Result>(
        animated: Bool,
        incoming: [HeadlessScreen] = [],
        apply: () -> Result
    ) async -> Result {
        node.isTransitioning = true
        for screen in incoming { screen.node.isReserved = true }
        if animated, let timing = hostWindow?.timing {
            await timing.run()
        }
        for screen in incoming { screen.node.isReserved = false }
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
