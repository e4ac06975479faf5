package import WireframePresentation
import WireframeSupport

// The rules for a screen about to come into the tree, checked before anything changes.
extension TreeScreen {
    /// Checks that this screen may start a transition now.
    package func checkNotTransitioning() throws(PresentationError) {
        if node.isTransitioning { throw .transitionInProgress(errorName) }
    }

    /// Checks that `screen` is a screen of this backend that may come under this one, by the
    /// rules the backends share (`BackendScreen.checkedIncoming(_:maximumDepth:allowing:)`).
    package func incoming(
        _ screen: any Screen,
        allowing isAlreadyHere: (Member) -> Bool = { _ in false }
    ) throws(PresentationError) -> Member {
        guard let incoming = screen as? Member else { throw Self.foreignScreen(screen) }
        return try checkedIncoming(incoming, maximumDepth: TreeDepth.limit, allowing: isAlreadyHere)
    }

    /// Checks a whole list of screens that are to become this container's children, each as
    /// ``incoming(_:allowing:)``; `what` names a child in the message of an empty list.
    package func incomingList(
        _ screens: [any Screen],
        what: String,
        allowing isAlreadyHere: (Member) -> Bool
    ) throws(PresentationError) -> [Member] {
        try checkedIncomingList(screens, what: what) { screen throws(PresentationError) in
            try incoming(screen, allowing: isAlreadyHere)
        }
    }

    /// Checks a list of screens that are to become this container's children, screens already
    /// here allowed to stay.
    package func incomingChildren(_ screens: [any Screen], what: String) throws(PresentationError) -> [Member] {
        let container = treeMember
        return try incomingList(screens, what: what) { $0.node.container === container }
    }

    /// How errors name this screen: its kind and, if it has one, its quoted name
    /// (`screen "inbox"`, `stack "main"`, `stack` when unnamed).
    package var errorName: String {
        node.isNamed ? kind + " " + MessageText.quoted(screenIdentifier) : kind
    }

    /// How errors name any screen: one of this backend as ``errorName``, another by its quoted
    /// identifier.
    package static func errorName(of screen: any Screen) -> String {
        (screen as? Member)?.errorName ?? "screen \(MessageText.quoted(screen.screenIdentifier))"
    }
}
