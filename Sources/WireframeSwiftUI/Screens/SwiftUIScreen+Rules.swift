import WireframePresentation

// The rules for a screen about to come into the hierarchy, checked before anything changes.
extension SwiftUIScreen {
    /// Checks that `screen` is a SwiftUI screen that may come under this one: it is not already
    /// in a hierarchy (unless `isAlreadyHere` says it may stay where it is), and it does not hold
    /// this screen (which would make a loop).
    func incoming(
        _ screen: any Screen,
        allowing isAlreadyHere: (SwiftUIScreen) -> Bool = { _ in false }
    ) throws(PresentationError) -> SwiftUIScreen {
        guard let incoming = screen as? SwiftUIScreen else { throw .foreignSwiftUIScreen(screen) }
        if incoming.isAttached && !isAlreadyHere(incoming) {
            throw .alreadyInHierarchy(incoming)
        }
        var ancestor: SwiftUIScreen? = self
        var steps = 0
        while let candidate = ancestor, steps <= Self.deepestHierarchy {
            if candidate === incoming { throw .cycle(incoming.errorName, into: incoming === self ? nil : errorName) }
            ancestor = candidate.parentNode
            steps += 1
        }
        return incoming
    }

    /// Checks a whole list of screens that are to become this container's screens: each as
    /// ``incoming(_:allowing:)``, none twice, and the list not empty.
    func incomingList(
        _ screens: [any Screen],
        what: String,
        allowing isAlreadyHere: (SwiftUIScreen) -> Bool
    ) throws(PresentationError) -> [SwiftUIScreen] {
        if screens.isEmpty { throw .empty(errorName, needs: what) }
        var result: [SwiftUIScreen] = []
        var listed = Set<ObjectIdentifier>()
        for screen in screens {
            let checked = try incoming(screen, allowing: isAlreadyHere)
            if !listed.insert(ObjectIdentifier(checked)).inserted { throw .listedTwice(checked.errorName) }
            result.append(checked)
        }
        return result
    }

    /// Tells the window this screen is in that its screens changed, so that the views follow;
    /// then loads the `incoming` screens that are now in a window.
    func didChange(animated: Bool, incoming: [SwiftUIScreen] = []) {
        hostWindow?.modelDidChange(animated: animated)
        for screen in incoming { screen.loadIfInWindow() }
    }
}
