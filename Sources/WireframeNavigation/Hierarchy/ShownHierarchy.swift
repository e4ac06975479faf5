public import WireframePresentation

/// A read-only view of what the window shows, for plug-ins that decide from it: every
/// `RoutingRequest` carries one as `RoutingRequest.shown`.
///
/// <!-- sample ShownHierarchy/ShownHierarchy -->
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
    /// The screen this view starts from instead of the root's topmost screen (see
    /// `starting(from:)`), held weakly as the root is.
    private weak var anchor: (any Screen)? = nil
    private var isAnchored = false

    /// A view of what `root` shows.
    public init(root: any RootContainer) {
        container = root
    }

    /// The same window seen from `anchor` instead of the screen the user sees on top:
    /// ``topmostScreen`` is `anchor`, and ``visibleStack`` and ``visibleTabs`` are found from it;
    /// the root, the screens and the visible path stay the window's. What a composite option's
    /// inner option sees (the inner option of `.selectTab(0, then: .reuse(else: .push))` looks
    /// in tab 0), as its transition does from `TransitionContext.starting(from:)`.
    package func starting(from anchor: any Screen) -> ShownHierarchy {
        let view = ShownHierarchy()
        view.container = container
        view.anchor = anchor
        view.isAnchored = true
        return view
    }

    /// A view of nothing, for requests made without a window (tests of plug-ins, say).
    public nonisolated static let nothing = ShownHierarchy()

    private nonisolated init() {}

    /// The root screen, or `nil` when nothing is shown (or the window is gone).
    public var rootScreen: (any Screen)? { container?.root }

    /// The screen the user sees on top; see `RootContainer.topmostScreen`. In the view an
    /// option held by another is given (the `then` of `.selectTab(0, then: …)`), the screen
    /// that option starts from: the topmost screen of tab 0.
    public var topmostScreen: (any Screen)? { isAnchored ? anchor : container?.topmostScreen }

    /// The stack the next pushed screen goes on: the topmost screen when it is a stack, else
    /// the stack it is on.
    public var visibleStack: (any StackContainer)? {
        topmostScreen?.ownOrEnclosingStack
    }

    /// The tabs of the topmost screen, else the nearest tab container on the way to it from the
    /// root.
    public var visibleTabs: (any TabContainer)? {
        if let tabs = topmostScreen?.ownOrEnclosingTabs { return tabs }
        return container?.visiblePath.last { $0 is any TabContainer } as? any TabContainer
    }

    /// Every screen shown, from the root down, depth first: a container, then what it holds
    /// (screens of a stack, tabs, children of a `ChildContainer`), then what it presents.
    public var screens: [any Screen] {
        container?.allScreens ?? []
    }

    /// The screens from the root to the screen on top, as the user sees them: each container on
    /// the way with every screen of each stack, then the modals.
    public var visiblePath: [any Screen] {
        container?.visiblePath ?? []
    }
}
