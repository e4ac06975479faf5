import WireframePresentation

// SwiftUI cannot show a NavigationStack inside another, however it is nested: a stack pushed
// or made a stack's root, tabs holding a stack pushed on a stack or made its root, a stack made
// a tab of tabs that are on a stack. A modal starts a hierarchy of its own, so the search stops
// at modals (a presented stack is fine), and an embedded screen of another backend is not a
// NavigationStack.
extension SwiftUIScreen {
    /// The first stack this screen is, or holds through its containers: the NavigationStack its
    /// view would show.
    var firstStackInside: SwiftUIStack? {
        if let stack = self as? SwiftUIStack { return stack }
        for child in childNodes {
            if let stack = child.firstStackInside { return stack }
        }
        return nil
    }

    /// Throws when `screens` would put a NavigationStack inside `stack`'s NavigationStack.
    func checkNoStackInside(_ stack: SwiftUIStack, among screens: [any Screen]) throws(PresentationError) {
        for case let screen as SwiftUIScreen in screens {
            if let inner = screen.firstStackInside { throw .stackInsideStack(inner, into: stack, through: screen) }
        }
    }
}
