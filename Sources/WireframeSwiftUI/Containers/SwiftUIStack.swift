public import WireframePresentation

/// A stack of screens, the last one on top: the model a `NavigationStack(path:)` shows.
///
/// The first screen is the stack's root view; the others are its path, which the stack's view
/// binds (``pathBinding``): the user's back button and swipe shorten it, and the stack reports
/// that as the user going back.
///
/// <!-- sample SwiftUIStack/SwiftUIStack -->
/// ```swift
/// let stack = try SwiftUIStack("main", screens: [SwiftUIScreen("inbox")])
/// try await window.setRoot(stack, animated: false)
/// try await stack.push(SwiftUIScreen("message:42"), animated: true)
/// ```
///
/// A change returns once the model has it; the window then shows it in the updates SwiftUI
/// accepts (see ``SwiftUIWindow``).
@MainActor
public final class SwiftUIStack: SwiftUIScreen, StackContainer {
    /// The screens on the stack, from the bottom (root) to the top.
    public var screens: [any Screen] { node.heldScreens }

    /// Creates an empty stack, outside any hierarchy.
    ///
    /// - Parameter identifier: a name for outlines and error messages; an unnamed stack's
    ///   `screenIdentifier` is `"stack"`.
    public init(_ identifier: String? = nil) {
        super.init(identifier ?? "stack")
        node.isNamed = identifier != nil
    }

    /// Creates a stack holding `screens`, bottom first.
    ///
    /// - Throws: `PresentationError` as ``setScreens(_:animated:)`` does.
    public convenience init(_ identifier: String? = nil, screens: [any Screen]) throws(PresentationError) {
        self.init(identifier)
        replaceChildren(with: try checkedNewScreens(screens))
    }

    /// Pushes `screen` on top of the stack.
    ///
    /// - Throws: `PresentationError` when `screen` is a stack or holds one (tabs with a stack:
    ///   SwiftUI cannot show a `NavigationStack` in another), is not a SwiftUI screen, or is
    ///   already in a hierarchy.
    public func push(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        try checkNoStackInside(self, among: [screen])
        let pushed = try incoming(screen)
        appendChild(pushed)
        didChange(animated: animated, incoming: [pushed])
    }

    /// Pops the top screen and returns it; returns `nil`, changing nothing, when at most the
    /// root screen is left.
    @discardableResult
    public func pop(animated: Bool) async throws(PresentationError) -> (any Screen)? {
        guard node.children.count > 1 else { return nil }
        let popped = removeChildren(above: node.children.count - 2).first
        didChange(animated: animated)
        return popped
    }

    /// Pops every screen above `screen` and returns them, bottom first.
    ///
    /// - Throws: `PresentationError` when `screen` is not on this stack.
    @discardableResult
    public func pop(to screen: any Screen, animated: Bool) async throws(PresentationError) -> [any Screen] {
        guard let index = node.children.firstIndex(where: { $0 === screen }) else {
            throw .notOnStack(Self.errorName(of: screen), errorName)
        }
        guard index < node.children.count - 1 else { return [] }
        let popped = removeChildren(above: index)
        didChange(animated: animated)
        return popped
    }

    /// Replaces the whole stack with `screens` (bottom first). Screens already on this stack
    /// may stay; the others that were on it leave.
    ///
    /// - Throws: `PresentationError` when `screens` is empty, holds a stack (or tabs holding
    ///   one), the same screen
    ///   twice, a screen that is not a SwiftUI screen, or one in another hierarchy.
    public func setScreens(_ screens: [any Screen], animated: Bool) async throws(PresentationError) {
        let new = try checkedNewScreens(screens)
        let arriving = arriving(new)
        replaceChildren(with: new)
        didChange(animated: animated, incoming: arriving)
    }

    override package var kind: String { "stack" }

    override var treeKind: ViewTree.Kind { .stack(node.children.map(ViewTree.Node.init(screen:))) }

    /// Checks `screens` as the new content of this stack.
    private func checkedNewScreens(_ screens: [any Screen]) throws(PresentationError) -> [SwiftUIScreen] {
        try checkNoStackInside(self, among: screens)
        return try incomingChildren(screens, what: "screen")
    }
}
