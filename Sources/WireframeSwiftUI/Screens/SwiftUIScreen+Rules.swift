import WireframePresentation

// The rules for a screen about to come into the hierarchy, checked before anything changes.
extension SwiftUIScreen: BackendScreen {
    /// Checks that `screen` is a SwiftUI screen that may come under this one, by the rules the
    /// backends share (`BackendScreen.checkedIncoming(_:maximumDepth:allowing:)`).
    func incoming(
        _ screen: any Screen,
        allowing isAlreadyHere: (SwiftUIScreen) -> Bool = { _ in false }
    ) throws(PresentationError) -> SwiftUIScreen {
        guard let incoming = screen as? SwiftUIScreen else { throw .foreignSwiftUIScreen(screen) }
        return try checkedIncoming(incoming, maximumDepth: Self.deepestHierarchy, allowing: isAlreadyHere)
    }

    /// Checks a whole list of screens that are to become this container's children, each as
    /// ``incoming(_:allowing:)``, by the rules the backends share.
    func incomingList(
        _ screens: [any Screen],
        what: String,
        allowing isAlreadyHere: (SwiftUIScreen) -> Bool
    ) throws(PresentationError) -> [SwiftUIScreen] {
        try checkedIncomingList(screens, what: what) { screen throws(PresentationError) in
            try incoming(screen, allowing: isAlreadyHere)
        }
    }

    /// Tells the window this screen is in that its screens changed, so that the views follow;
    /// then loads the `incoming` screens that are now in a window.
    func didChange(animated: Bool, incoming: [SwiftUIScreen] = []) {
        hostWindow?.modelDidChange(animated: animated)
        for screen in incoming { screen.loadIfInWindow() }
    }
}
