import WireframePresentation

// The errors the headless backend throws, each with a message naming the screens at fault.
@MainActor
extension PresentationError {
    static func stackInsideStack(_ screen: HeadlessScreen, into stack: HeadlessStack) -> Self {
        Self(
            .stackInsideStack,
            "cannot put \(screen.errorName) on \(stack.errorName): a stack cannot hold another stack"
        )
    }

    static func alreadyInHierarchy(_ screen: HeadlessScreen) -> Self {
        let place: String
        if let container = screen.node.container {
            place = "is already held by \(container.errorName)"
        } else if let presenter = screen.node.presenting {
            place = "is already presented by \(presenter.errorName)"
        } else if screen.node.window != nil {
            place = "is already the root of a window"
        } else {
            place = "is already being brought in by a running transition"
        }
        return Self(.alreadyInHierarchy, "\(screen.errorName) \(place)")
    }

    static func duplicate(_ screen: HeadlessScreen) -> Self {
        Self(.alreadyInHierarchy, "\(screen.errorName) appears more than once in the list")
    }

    static func cycle(_ screen: HeadlessScreen, into destination: HeadlessScreen) -> Self {
        Self(
            .alreadyInHierarchy,
            "\(screen.errorName) holds \(destination.errorName), so it cannot be shown inside it"
        )
    }

    static func alreadyPresenting(_ presenter: HeadlessScreen, _ new: any Screen) -> Self {
        let current = presenter.node.presented.map(\.errorName) ?? "another screen"
        return Self(
            .alreadyPresenting,
            "\(presenter.errorName) already presents \(current); cannot present \(name(of: new))"
        )
    }

    static func notInWindow(_ presenter: HeadlessScreen, _ new: any Screen) -> Self {
        Self(
            .notInHierarchy,
            "\(presenter.errorName) is not in a window, so it cannot present \(name(of: new))"
        )
    }

    static func transitionInProgress(_ name: String) -> Self {
        Self(
            .transitionInProgress,
            "\(name) is still running a transition; wait for it to complete before starting another"
        )
    }

    static func notOnStack(_ screen: any Screen, _ stack: HeadlessStack) -> Self {
        Self(.notOnStack, "\(name(of: screen)) is not on \(stack.errorName)")
    }

    static func tabOutOfRange(_ index: Int, _ tabs: HeadlessTabs) -> Self {
        let count = tabs.childNodes.count
        return Self(
            .tabOutOfRange,
            "\(tabs.errorName) has \(count) tab\(count == 1 ? "" : "s"); index \(index) is out of range"
        )
    }

    static func nothingPresented(_ presenter: HeadlessScreen) -> Self {
        Self(.nothingPresented, "\(presenter.errorName) presents nothing to dismiss")
    }

    static func notPresented(_ screen: HeadlessScreen) -> Self {
        Self(
            .nothingPresented,
            "\(screen.errorName) is not presented modally; nothing to swipe down"
        )
    }

    static func coveredModal(_ modal: HeadlessScreen, by cover: any Screen) -> Self {
        Self(
            .alreadyPresenting,
            "\(modal.errorName) is covered by \(name(of: cover)); only the topmost modal can be swiped down"
        )
    }

    static func empty(_ container: HeadlessScreen, needs what: String) -> Self {
        Self(.empty, "\(container.errorName) needs at least one \(what)")
    }

    static func nothingToPop(_ stack: HeadlessStack) -> Self {
        let root = stack.childNodes.first.map { " \($0.errorName)" } ?? ""
        return Self(
            .nothingToPop,
            "\(stack.errorName) holds only its root screen\(root); there is nothing to go back to"
        )
    }

    static func foreignScreen(_ screen: any Screen) -> Self {
        Self(
            .foreignScreen,
            "\(name(of: screen)) is not a headless screen; headless containers hold only "
                + "HeadlessScreen, HeadlessStack and HeadlessTabs"
        )
    }

    /// How a message names any screen, headless or not.
    static func name(of screen: any Screen) -> String {
        (screen as? HeadlessScreen)?.errorName
            ?? "screen \(DumpText.quoted(screen.screenIdentifier))"
    }
}
