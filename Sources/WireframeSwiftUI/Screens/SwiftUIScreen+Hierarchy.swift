package import WireframePresentation

// Walking a SwiftUI model hierarchy: up through what holds a screen, down through what it holds,
// and the level (the root's content, or one modal's) a screen is in.
extension SwiftUIScreen {
    /// What holds this screen: its container or, for a presented screen, its presenter.
    var parentNode: SwiftUIScreen? {
        node.container ?? node.presenting
    }

    /// Whether this screen is somewhere in a hierarchy: held by a container, presented, or a
    /// window's root.
    package var isAttached: Bool {
        node.container != nil || node.presenting != nil || node.window != nil
    }

    /// Where this screen is: held by a container, presented, or a window's root.
    package var whereabouts: PresentationError.Whereabouts {
        if let container = node.container { return .heldBy(container.errorName) }
        if let presenter = node.presenting { return .presentedBy(presenter.errorName) }
        return .rootOfAWindow
    }

    /// ``parentNode``, for the checks the backends share.
    package var parentBackendScreen: (any BackendScreen)? { parentNode }

    /// The window this screen is shown in, if any.
    var hostWindow: SwiftUIWindow? {
        var current: SwiftUIScreen = self
        var steps = 0
        while steps <= Self.deepestHierarchy {
            if let window = current.node.window { return window }
            guard let parent = current.parentNode else { return nil }
            current = parent
            steps += 1
        }
        return nil
    }

    /// How far up the walks go: a bound, never reached by a hierarchy that is one.
    static let deepestHierarchy = 1_000_000

    /// This screen, then what holds it, up to the top of its hierarchy.
    var selfAndAncestors: [SwiftUIScreen] {
        var result: [SwiftUIScreen] = [self]
        while let parent = result[result.count - 1].parentNode, result.count <= Self.deepestHierarchy {
            result.append(parent)
        }
        return result
    }

    /// This screen and every screen under it (containers' screens and modal chains), depth
    /// first, a container's screens before what it presents.
    var selfAndDescendants: [SwiftUIScreen] {
        var result: [SwiftUIScreen] = []
        var pending: [SwiftUIScreen] = [self]
        while let screen = pending.popLast() {
            result.append(screen)
            if let presented = screen.node.presented { pending.append(presented) }
            pending.append(contentsOf: screen.childNodes.reversed())
        }
        return result
    }

    /// This screen and the screens its containers hold, down through containers only: the
    /// screens of its level under it.
    var levelScreens: [SwiftUIScreen] {
        var result: [SwiftUIScreen] = []
        var pending: [SwiftUIScreen] = [self]
        while let screen = pending.popLast() {
            result.append(screen)
            pending.append(contentsOf: screen.childNodes.reversed())
        }
        return result
    }

    /// The content of this screen's level: the outermost container holding it, not crossing a
    /// presentation (the window's root, or a presented screen).
    var levelRoot: SwiftUIScreen {
        var current: SwiftUIScreen = self
        while let container = current.node.container { current = container }
        return current
    }

    /// The nearest container of type `Container` above this screen, not crossing a
    /// presentation.
    func nearestContainer<Container: SwiftUIScreen>(_: Container.Type) -> Container? {
        var current = node.container
        while let container = current {
            if let match = container as? Container { return match }
            current = container.node.container
        }
        return nil
    }

    /// This screen if it is presented, or else the nearest container above it that is.
    var modalRoot: SwiftUIScreen? {
        let root = levelRoot
        return root.node.presenting == nil ? nil : root
    }

    /// Takes this screen out of the hierarchy: clears its links up, and ends every modal
    /// presentation made from it or from any screen it holds. A container keeps its own
    /// screens.
    func leaveHierarchy() {
        node.container = nil
        node.presenting = nil
        node.window = nil
        endPresentationsBelow()
    }

    /// Ends the modal presentations made from this screen or from the screens it holds, one
    /// link at a time (a long chain is freed without recursion).
    func endPresentationsBelow() {
        var pending: [SwiftUIScreen] = [self]
        while let screen = pending.popLast() {
            pending.append(contentsOf: screen.childNodes)
            if let presented = screen.node.presented {
                screen.node.presented = nil
                presented.node.container = nil
                presented.node.presenting = nil
                presented.node.window = nil
                pending.append(presented)
            }
        }
    }

    /// Loads this screen and every screen under it that is in a window for the first time,
    /// parents first, calling `screenDidLoad()` on each; nothing outside a window.
    func loadIfInWindow() {
        guard hostWindow != nil else { return }
        for screen in selfAndDescendants where !screen.node.isLoaded {
            screen.node.isLoaded = true
            screen.screenDidLoad()
        }
    }
}
