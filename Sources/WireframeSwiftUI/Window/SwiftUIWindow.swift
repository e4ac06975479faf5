public import WireframePresentation

/// The top of a SwiftUI hierarchy: the model a window's root view (`WindowView`) shows, holding
/// the root screen.
///
/// The wireframe, module routers and the state router change the models through the navigator,
/// and each change is there as soon as the step returns. SwiftUI, though, takes only some changes
/// per update (see ``SwiftUILimits``), so the window publishes to its views the steps of a plan
/// (``UpdatePlanner``): a deep link that selects a tab, pushes three screens and presents two
/// sheets reaches the views in the fewest updates the running OS version accepts, each published
/// once the one before is on screen. What the user does in the views comes back through the
/// bindings they write and is reported at once to the window's observers, so the state router
/// and the wireframe never see a stale hierarchy.
///
/// <!-- sample SwiftUIWindow/SwiftUIWindow -->
/// ```swift
/// let window = SwiftUIWindow()
/// let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
/// try await window.setRoot(try SwiftUIStack("main", screens: [SwiftUIScreen("inbox")]), animated: false)
/// ```
///
/// With no views showing it (on Linux, in tests), the window publishes each change at once, so
/// its bindings always read what the models hold. ``SimulatedViews`` stands for the views in a
/// test that looks at the updates themselves.
@MainActor
public final class SwiftUIWindow: RootContainer, TreeWindow {
    /// What one update of the views may change: the running OS version's limits by default.
    public let limits: SwiftUILimits

    /// The root screen model.
    package private(set) var rootMember: SwiftUIScreen?

    let observers = UserNavigationObservers()
    /// The views showing the window, if any: held weakly, by the views that registered.
    weak var attachedViews: AttachedViews?
    /// What the views show, while views are attached; `nil` when they show the models as they
    /// are.
    var publishedState: ShownState?
    /// The models as a shown state, made when read and dropped when the models change.
    var truthCache: ShownState?
    /// Whether a change not yet published asked to animate.
    var pendingAnimation = false
    /// The tree of the last update reported, which the next one's changes are written from.
    var lastReportedTree = ViewTree()
    /// The number of the last update published.
    var updateCount = 0
    /// The number of the last update the views said is on screen.
    var acknowledgedCount = 0
    /// The feeding of a plan to the views, while one runs.
    var feeding: Task<Void, Never>?
    /// Where the feeding waits for the views to show an update.
    var acknowledgementWaiter: CheckedContinuation<Void, Never>?
    /// Who waits for the views to show the models.
    var settleWaiters: [CheckedContinuation<Void, Never>] = []
    let updateObservers = ObserverList<ViewUpdate>()
    let shownObservers = ObserverList<ShownChange>()

    /// Creates a window with no root.
    ///
    /// - Parameter limits: what one update of the views may change; the running OS version's by
    ///   default, and either version's in tests.
    public init(limits: SwiftUILimits = .running) {
        self.limits = limits
    }

    /// The root screen, or `nil` before anything was shown.
    public var root: (any Screen)? { rootMember }

    /// Replaces the root screen; the old root leaves the hierarchy with the modals presented in
    /// it, and is freed unless the caller (or the views, until they have the update) keeps it.
    ///
    /// - Throws: `PresentationError` when `screen` is not a SwiftUI screen or is already in a
    ///   hierarchy (the current root included).
    public func setRoot(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        let new = try checkedRoot(screen)
        let old = rootMember
        rootMember = new
        new.becomeRoot(of: self, replacing: old)
        modelDidChange(animated: animated)
        new.loadIfInWindow()
    }

    /// Registers `handler` for what the user does in this window: going back in a stack (back
    /// button, edge swipe), tapping a tab, swiping a sheet down; reported once the models have
    /// changed. See `NavigationObservation` for how long it lasts.
    public func observeUserNavigation(
        _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
    ) -> NavigationObservation {
        observers.add(handler)
    }

    /// Tells the observers what the user did.
    func report(_ kind: UserNavigationEvent.Kind) {
        observers.report(UserNavigationEvent(kind))
    }

    /// Every screen in the window, containers included, from the root down: a container's
    /// screens before what it presents.
    public var allScreens: [any Screen] {
        screensInTree
    }

    /// The first screen in the window whose identifier is `identifier`.
    public func screen(withIdentifier identifier: String) -> (any Screen)? {
        screenInTree(withIdentifier: identifier)
    }

    /// What the models hold, as a tree: what the views show once they have caught up.
    public var modelTree: ViewTree { truthState.tree }

    /// What the views show now: the models' tree when no views are attached (or they have caught
    /// up), else the last update published to them.
    public var shownTree: ViewTree { shown.tree }

    /// What the views show.
    var shown: ShownState { publishedState ?? truthState }

    /// The models as a shown state.
    var truthState: ShownState {
        if let truthCache { return truthCache }
        let state = ShownState(root: rootMember)
        truthCache = state
        return state
    }
}

/// Which views show something else after an update: the nodes whose view changed (`nil`: the
/// window's root), and whether to animate.
package struct ShownChange {
    package let nodes: Set<ViewTree.NodeID?>
    package let isAnimated: Bool
}
