package import WireframePresentation
import WireframeSupport

// The rules for a screen about to come into the tree, checked before anything changes. Both
// backends' containers check through them, so a screen offered to a headless stack and one
// offered to a SwiftUI stack are refused for the same reasons, in the same words.
extension TreeScreen {
    /// Checks that this screen may start a transition now.
    package func checkNotTransitioning() throws(PresentationError) {
        if node.isTransitioning { throw .transitionInProgress(errorName) }
    }

    /// Checks that `screen` is a screen of this backend that may come under this one: it is not
    /// already in a tree (unless `isAlreadyHere` says it may stay where it is), and it does not
    /// hold this screen (which would make a loop).
    package func incoming(
        _ screen: any Screen,
        allowing isAlreadyHere: (Member) -> Bool = { _ in false }
    ) throws(PresentationError) -> Member {
        guard let incoming = screen as? Member else { throw Self.foreignScreen(screen) }
        if incoming.isAttached && !isAlreadyHere(incoming) {
            throw .alreadyInHierarchy(incoming.errorName, incoming.whereabouts)
        }
        var ancestor: Member? = treeMember
        var steps = 0
        while let candidate = ancestor, steps <= TreeDepth.limit {
            if candidate === incoming {
                throw .cycle(incoming.errorName, into: incoming === treeMember ? nil : errorName)
            }
            ancestor = candidate.parentNode
            steps += 1
        }
        return incoming
    }

    /// Checks a whole list of screens that are to become this container's children: each as
    /// ``incoming(_:allowing:)``, none twice, and the list not empty; `what` names a child in
    /// the message of an empty list (`screen`, `tab`).
    package func incomingList(
        _ screens: [any Screen],
        what: String,
        allowing isAlreadyHere: (Member) -> Bool
    ) throws(PresentationError) -> [Member] {
        if screens.isEmpty { throw .empty(errorName, needs: what) }
        var result: [Member] = []
        var listed = Set<ObjectIdentifier>()
        for screen in screens {
            let checked = try incoming(screen, allowing: isAlreadyHere)
            if !listed.insert(ObjectIdentifier(checked)).inserted { throw .listedTwice(checked.errorName) }
            result.append(checked)
        }
        return result
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
