package import WireframePresentation

// Walking a headless hierarchy: up through what holds a screen, down through what it holds.
extension HeadlessScreen {
    /// What holds this screen: its container or, for a presented screen, its presenter.
    var parentNode: HeadlessScreen? {
        node.container ?? node.presenting
    }

    /// Whether this screen is somewhere in a hierarchy (held by a container, a presenter or a
    /// window), or is claimed by a running transition.
    package var isAttached: Bool {
        node.container != nil || node.presenting != nil || node.window != nil || node.isReserved
    }

    /// Where this screen is: held by a container, presented, a window's root, or claimed by a
    /// running transition.
    package var whereabouts: PresentationError.Whereabouts {
        if let container = node.container { return .heldBy(container.errorName) }
        if let presenter = node.presenting { return .presentedBy(presenter.errorName) }
        return node.window != nil ? .rootOfAWindow : .comingIn
    }

    /// ``parentNode``, for the checks the backends share.
    package var parentBackendScreen: (any BackendScreen)? { parentNode }

    /// The window this screen is shown in, if any.
    var hostWindow: HeadlessWindow? {
        var current: HeadlessScreen = self
        while true {
            if let window = current.node.window { return window }
            guard let parent = current.parentNode else { return nil }
            current = parent
        }
    }

    /// This screen, then what holds it, up to the top of its hierarchy.
    var selfAndAncestors: [HeadlessScreen] {
        var result: [HeadlessScreen] = [self]
        while let parent = result[result.count - 1].parentNode {
            result.append(parent)
        }
        return result
    }

    /// This screen and every screen under it (children of containers and modal chains),
    /// depth first, in dump order.
    var selfAndDescendants: [HeadlessScreen] {
        // An explicit stack rather than recursion, appending to one array: a modal chain
        // thousands deep costs time in proportion to its length and no stack depth (recursing
        // and concatenating the results made it quadratic).
        var result: [HeadlessScreen] = []
        var pending: [HeadlessScreen] = [self]
        while let screen = pending.popLast() {
            result.append(screen)
            // Pushed last to first, so that they come out first to last: children, then the
            // screen presented from here.
            if let presented = screen.node.presented { pending.append(presented) }
            pending.append(contentsOf: screen.childNodes.reversed())
        }
        return result
    }
}
