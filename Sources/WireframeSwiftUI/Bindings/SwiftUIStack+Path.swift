public import WireframePresentation

// A stack's path as its NavigationStack binds it: the screens above the root, as the views show
// them. SwiftUI shortens it when the user taps the back button or swipes back (or taps the
// selected tab of a stack, which pops to the root).
extension SwiftUIStack {
    /// The path of the stack's `NavigationStack(path:)`: the identities of the screens above
    /// its root, as the views show them. The user going back writes a shorter path; the stack
    /// pops the screens the user left and reports it as
    /// `UserNavigationEvent.Kind.wentBack(stack:popped:)`. A path that is not a shorter one
    /// (the app's own `NavigationLink`s with values of their own types) changes nothing.
    public var pathBinding: ViewBinding<[ScreenID]> {
        ViewBinding(
            get: { [weak self] in self?.shownPath ?? [] },
            set: { [weak self] path in self?.userSetPath(path) }
        )
    }

    /// The screens the views show on this stack, the root first.
    var shownScreens: [SwiftUIScreen] {
        hostWindow?.shown.children(of: self) ?? node.children
    }

    /// The identities of the screens shown above the root.
    var shownPath: [ScreenID] {
        shownScreens.dropFirst().map(\.screenID)
    }

    /// The views wrote `path`: when it is a shorter one, the user went back.
    private func userSetPath(_ path: [ScreenID]) {
        let shown = shownScreens
        let current = shown.dropFirst().map(\.screenID)
        guard let window = hostWindow, path.count < current.count, Array(current.prefix(path.count)) == path else {
            return
        }
        let top = shown[path.count]
        let popped = node.children.firstIndex { $0 === top }.map { removeChildren(above: $0) } ?? []
        let id = ViewTree.NodeID(screenID)
        window.userChanged { $0.poppingStack(id, toCount: path.count + 1) }
        if !popped.isEmpty { window.report(.wentBack(stack: self, popped: popped.reversed())) }
    }
}
