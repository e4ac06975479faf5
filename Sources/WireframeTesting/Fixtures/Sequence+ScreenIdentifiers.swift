public import WireframePresentation

extension Sequence where Element == any Screen {
    /// The `screenIdentifier` of each screen, in order: the quickest way to compare a stack, tabs
    /// or the screens a pop returned with what you expect.
    ///
    /// <!-- sample Sequence+ScreenIdentifiers/screenIdentifiers -->
    /// ```swift
    /// #expect(stack.screens.screenIdentifiers == ["inbox", "message:42"])
    /// #expect(try await stack.popToRoot(animated: false).screenIdentifiers == ["message:42"])
    /// ```
    @MainActor
    public var screenIdentifiers: [String] { map(\.screenIdentifier) }
}

extension Sequence where Element: Screen {
    /// The `screenIdentifier` of each screen, in order, for a sequence of one screen type, such
    /// as a navigation controller's `viewControllers`.
    @MainActor
    public var screenIdentifiers: [String] { map(\.screenIdentifier) }
}
