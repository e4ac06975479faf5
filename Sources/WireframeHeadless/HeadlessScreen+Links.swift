import WireframePresentation

// How a headless screen answers the `Screen` questions about where it is, and how it leaves.
extension HeadlessScreen {
    /// The nearest stack among the containers above this screen, not crossing a modal
    /// presentation (UIKit: `navigationController`).
    var nearestEnclosingStack: (any StackContainer)? { nearestContainer(HeadlessStack.self) }

    /// The nearest tabs among the containers above this screen, not crossing a modal
    /// presentation (UIKit: `tabBarController`).
    var nearestEnclosingTabs: (any TabContainer)? { nearestContainer(HeadlessTabs.self) }

    /// The nearest container of type `Container` above this screen, not crossing a modal
    /// presentation.
    private func nearestContainer<Container: HeadlessScreen>(_: Container.Type) -> Container? {
        var current = node.container
        while let container = current {
            if let match = container as? Container { return match }
            current = container.node.container
        }
        return nil
    }

    /// The screen that presents this one or, as in UIKit, the nearest container above it that
    /// is presented (so the screens of a presented stack know who presented the stack).
    var inheritedPresentingScreen: (any Screen)? {
        modalRoot?.node.presenting
    }

    /// This screen if it is presented, or else the nearest container above it that is.
    var modalRoot: HeadlessScreen? {
        var current: HeadlessScreen? = self
        while let candidate = current {
            if candidate.node.presenting != nil { return candidate }
            current = candidate.node.container
        }
        return nil
    }

    /// Takes this screen out of the hierarchy: clears its links up, and ends every modal
    /// presentation made from it or from any screen it holds. A container keeps its own
    /// children, as `UINavigationController` keeps its `viewControllers`.
    func leaveHierarchy() {
        node.container = nil
        node.presenting = nil
        node.window = nil
        endPresentationsBelow()
    }

    /// Ends the modal presentations made from this screen or from the screens it holds.
    func endPresentationsBelow() {
        // One walk over the subtree, each screen visited once: the screens a presentation ends
        // for leave the hierarchy and are walked in turn. (Calling `leaveHierarchy` on each,
        // which walked its own subtree again, made dismissing a chain of modals cubic.) Each
        // link is cut before its screen is released, so a long chain is freed one screen at a
        // time, never by a recursive release.
        if childNodes.isEmpty, node.presented == nil { return }  // most screens: no list to make
        var pending: [HeadlessScreen] = [self]
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
}
