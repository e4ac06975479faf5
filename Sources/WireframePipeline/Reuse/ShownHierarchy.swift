public import WireframePresentation

/// A read-only view of what the window shows, for plug-ins that decide from it: every
/// ``RoutingRequest`` carries one as ``RoutingRequest/shown``.
///
/// ```swift
/// try wireframe.addOptionProvider(name: "login placement", patterns: ["/login"]) { request, current in
///     current ?? (request.shown.visibleStack == nil ? .replaceRoot(inStack: true) : .present(inStack: true))
/// }
/// ```
///
/// The view keeps nothing alive: it holds the window's root container weakly, as the wireframe
/// does, and walks the hierarchy anew on every read. A plug-in may keep the view, or the request
/// it came with, for as long as it likes; screens that leave the hierarchy are freed all the
/// same. To remember a screen across requests, keep its `ScreenID`, not the screen: a plug-in
/// that keeps screens keeps each screen's module, which may keep the wireframe, which keeps the
/// plug-in — a cycle that frees none of them.
@MainActor
public final class ShownHierarchy: Sendable {
    private weak var container: (any RootContainer)? = nil

    /// A view of what `root` shows.
    public init(root: any RootContainer) {
        container = root
    }

    /// A view of nothing, for requests made without a window (tests of plug-ins, say).
    public nonisolated static let nothing = ShownHierarchy()

    private nonisolated init() {}

    /// The root screen, or `nil` when nothing is shown (or the window is gone).
    public var rootScreen: (any Screen)? { container?.root }

    /// The screen the user sees on top; see `RootContainer.topmostScreen`.
    public var topmostScreen: (any Screen)? { container?.topmostScreen }

    /// The stack the next pushed screen goes on: the topmost screen when it is a stack, else
    /// the stack it is on (as ``TransitionContext/visibleStack``).
    public var visibleStack: (any StackContainer)? {
        guard let top = topmostScreen else { return nil }
        return (top as? any StackContainer) ?? top.enclosingStack
    }

    /// The tabs of the topmost screen, else the root when it is a tab container (as
    /// ``TransitionContext/visibleTabs``).
    public var visibleTabs: (any TabContainer)? {
        let top = topmostScreen
        if let tabs = top as? any TabContainer { return tabs }
        if let tabs = top?.enclosingTabs { return tabs }
        return rootScreen as? any TabContainer
    }

    /// Every screen shown, from the root down, depth first: a container, then what it holds
    /// (screens of a stack, tabs, children of a `ChildContainer`), then what it presents.
    public var screens: [any Screen] {
        guard let rootScreen else { return [] }
        var result: [any Screen] = []
        var pending: [any Screen] = [rootScreen]
        while let screen = pending.popLast() {
            result.append(screen)
            if let presented = screen.presentedScreen { pending.append(presented) }
            pending.append(contentsOf: Self.children(of: screen).reversed())
        }
        return result
    }

    /// The first shown screen, in the order of ``screens``, that `match` recognises as the
    /// screen for `request`.
    public func first(_ match: ScreenMatch, for request: RoutingRequest) -> (any Screen)? {
        screens.first { match.matches($0, for: request) }
    }

    /// The screens a container holds, in its order.
    private static func children(of screen: any Screen) -> [any Screen] {
        if let stack = screen as? any StackContainer { return stack.screens }
        if let tabs = screen as? any TabContainer { return tabs.tabs }
        if let container = screen as? any ChildContainer { return container.childScreens }
        return []
    }
}
