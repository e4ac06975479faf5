public import WireframeNavigation
public import WireframePresentation

/// Makes the UI show the path of the navigation state, and keeps the state in line with what the
/// user does: the seed's `Router`.
///
/// When the store's path changes, the router computes the ``PathStep``s from the path shown to
/// the new one and asks the routables to carry them out, one at a time, each awaiting the one
/// before, with the change's `animated` flag. When the user navigates (back swipe, tab tap,
/// swipe-down), it reads the path off the UI and dispatches it, without navigating again.
///
/// <!-- sample StateRouter/StateRouter -->
/// ```swift
/// let store = BasicNavigationStore()
/// let screens = SegmentScreens()
/// try screens.register("inbox") { _ in try HeadlessStack("inbox", screens: [HeadlessScreen("list")]) }
/// try screens.register(message) { ref in HeadlessScreen("message:\(ref.id)") }
/// let router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
///
/// try await router.apply(.setPath(["inbox", try message(MessageRef(id: 42))]))
/// ```
///
/// - **Coalescing.** States that arrive while a change runs are not replayed: between two steps
///   the router looks at the store again and, when the path moved on, goes from what is shown to
///   the latest path.
/// - **One navigator.** Each change is a turn of a `Navigator`: the one of the `Wireframe` that
///   drives the same window when given one, so the router's changes and the wireframe's requests
///   never overlap, else one of its own. The ready-made routables change the screens in
///   navigation steps of that turn.
/// - **Following every change.** When anything else changes the screens — the user (back swipe,
///   tab tap, swipe-down), the wireframe, a module's router — the navigator reports it, and the
///   router reads the path off the UI and dispatches it, so the state never lags behind what is
///   shown.
/// - **Timeouts.** A routable call that does not complete within ``timeout`` fails with
///   ``StateRoutingError/Code/timedOut`` naming its segment; what it showed is taken back.
/// - **What is shown wins.** When a change fails (an unknown segment, a routable that throws or
///   times out), the steps already done stay, the failing step's own changes are taken back, and
///   the router dispatches the path shown, so the state says what the user sees. The error goes
///   to ``onError`` and to whoever awaits the change.
///
/// The router keeps its store's observation and its navigator's for as long as it lives, until
/// ``stop()``.
@MainActor
public final class StateRouter {
    /// The store whose navigation state the router shows.
    public let store: any NavigationStore
    /// The routable that shows the first segment of the path.
    public let root: any Routable
    /// The navigator the router's changes take turns in: the one of the routing given to the
    /// router (the app's wireframe), or one it made for its window.
    public let navigator: Navigator
    /// The URL routing the router was given (the app's wireframe): whose navigator it shares,
    /// whose routes make the screens of segments derived from them, and whose route table holds
    /// the router's links; `nil` when it was given none (WireframeKit's `wireframe` then makes a
    /// wireframe on the router's navigator when first asked).
    public package(set) var routing: (any URLRouting)?
    /// Whether the router's turns need the window attached to the wireframe (a router given
    /// neither a wireframe nor a window drives routables of its own, in no window).
    let needsWindow: Bool
    /// How long one routable call may take before it fails with
    /// ``StateRoutingError/Code/timedOut``.
    public let timeout: Duration

    /// What the UI shows, as the router knows it: the path of the last completed step.
    public internal(set) var shownPath: [PathSegment] = [] {
        didSet { shownVersion = nil }
    }
    /// The version of a state of the store whose path is ``shownPath``, when the router knows
    /// one: a state changed from it once shares the part of the path the change kept, which the
    /// router then does not compare.
    var shownVersion: NavigationState.Version?

    /// Told of every failure, including those of changes nobody awaits (a dispatch from
    /// anywhere in the app); the state has been brought back in line with what is shown.
    public var onError: (@MainActor (StateRoutingError) -> Void)?

    /// The last failure, or `nil`.
    public internal(set) var lastError: StateRoutingError?

    /// `routables[i]` shows the segment at position `i` of ``shownPath`` (the root routable
    /// first); one more than the shown segments.
    var routables: [any Routable]
    var storeObservation: StoreObservation?
    var changeObservation: NavigationObservation?
    /// Whether a change is being carried out.
    var isRunning = false
    var isStopped = false
    /// Set when the user navigated while a change ran: the path is read off the UI and
    /// dispatched before the router goes on (what the user did wins over the change).
    var needsSync = false
    /// Set when another front-end (the wireframe, a module's router) changed the screens while
    /// the router waited to change them: the path shown is read off the UI again before the
    /// router's next step, and the store's path stays the target.
    var needsRefresh = false
    /// The turn of the router's pass running now, if any: the changes it reports are the
    /// router's own, and a routable that awaits the router from inside it is refused.
    weak var passTurn: NavigationTurn?
    /// The step being carried out, which its turn's deadline may time out.
    var stepInFlight: PathStep?
    /// The root of the navigator the router made for itself when given no window.
    private let windowlessRoot: WindowlessRoot?
    /// Counts the store's changes, so that a step needs to compare routes only when the store
    /// changed since its pass began.
    var storeRevision: UInt64 = 0
    /// The first failure of the changes run since the router was last idle, and who awaits them.
    var runError: StateRoutingError?
    var waiters: [Waiter] = []
    /// How many steps the router has begun, so that a call that waits for it knows which step
    /// was in flight when it began to wait.
    var stepCount: UInt64 = 0
    /// The changes asked of ``apply(_:)`` since the router was last idle, until it is again.
    var pendingChanges: [PendingChange] = []

    /// A router showing `store`'s path with `root`, starting now.
    ///
    /// - Parameters:
    ///   - store: holds the navigation state.
    ///   - root: shows the first segment (``WindowRoutable`` for a window).
    ///   - window: the window whose screens the router follows (what the user does there is
    ///     written back into the state); none when `nil`.
    ///   - wireframe: the app's wireframe (any `URLRouting`) that drives the same window, whose
    ///     navigator the router's changes take turns in and whose route table holds the router's
    ///     links; when `nil`, the router makes a navigator of its own for `window`.
    ///   - timeout: how long one routable call may take.
    ///   - clock: the clock of the timeout (of the router's own navigator, or for each change
    ///     in the wireframe's); a `ManualClock` in tests.
    public init(
        store: any NavigationStore,
        root: any Routable,
        window: (any RootContainer)? = nil,
        wireframe: (any URLRouting)? = nil,
        timeout: Duration = .seconds(10),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.store = store
        self.root = root
        self.timeout = timeout
        self.routables = [root]
        self.needsWindow = wireframe != nil || window != nil
        self.routing = wireframe
        if let wireframe {
            self.navigator = wireframe.navigator
            self.windowlessRoot = nil
        } else {
            // Without a window, the navigator gets a root that shows nothing, held here (the
            // navigator holds its root weakly): the router's links are routes of a wireframe on
            // this navigator, and a route runs only once its navigator has a root.
            let windowless = window == nil ? WindowlessRoot() : nil
            self.navigator = Navigator(root: window ?? windowless, clock: clock)
            self.windowlessRoot = windowless
        }
        storeObservation = store.observeNavigationState { [weak self] _ in self?.stateDidChange() }
        changeObservation = navigator.observeChanges { [weak self] change in self?.screensDidChange(change) }
        stateDidChange()
    }

    /// A router showing `store`'s path in `window` with the ready-made routables, which make
    /// each segment's screen with `screens`.
    public convenience init(
        store: any NavigationStore,
        window: any RootContainer,
        screens: SegmentScreens,
        wireframe: (any URLRouting)? = nil,
        timeout: Duration = .seconds(10),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.init(
            store: store,
            root: WindowRoutable(window: window, screens: screens),
            window: window,
            wireframe: wireframe,
            timeout: timeout,
            clock: clock
        )
        // Segments derived from the wireframe's routes are made again by its screen providers.
        screens.routeScreens = RouteScreens(router: self)
    }

    /// Whether the router is carrying out a change.
    public var isBusy: Bool { isRunning }

    /// Dispatches `change` to the store and returns once the router has caught up with the
    /// store: the UI shows the path `change` led to, or, when a later dispatch or the user
    /// overtook it first, the path they led to.
    ///
    /// <!-- sample StateRouter/apply -->
    /// ```swift
    /// if case .superseded(by: let overtaker) = try await router.apply(.push("attachment")) {
    ///     print("not shown: \(overtaker)")
    /// }
    /// ```
    ///
    /// - Returns: ``ChangeOutcome/shown``, or ``ChangeOutcome/superseded(by:)`` naming what
    ///   overtook the change (a later change of the store, or the user) and the path it led to.
    /// - Throws: ``StateRoutingError`` when the change failed; the state then says what is shown.
    ///   ``StateRoutingError/Code/stopped`` when the router was stopped, before or during the
    ///   change (a stopped router dispatches nothing).
    @discardableResult
    public func apply(_ change: PathChange) async throws(StateRoutingError) -> ChangeOutcome {
        try refuseReentrantCall("apply(\(change))")
        if isStopped { throw Self.stoppedError }
        var (ran, pending, error) = await dispatchAndRun(change)
        if !ran, isRunning { error = await waitUntilCaughtUp(for: change, pending: pending) }
        // A change the screens showed is shown, even when a change after it failed.
        if let error, !pending.wasShown { throw error }
        return pending.outcome(shownPath: shownPath)
    }

    /// Returns once the router has caught up with the store (at once when it is idle).
    ///
    /// - Throws: the first ``StateRoutingError`` of the changes run meanwhile.
    public func settle() async throws(StateRoutingError) {
        guard isRunning else { return }
        try refuseReentrantCall("settle()")
        if let error = await waitUntilCaughtUp(for: nil, pending: nil) { throw error }
    }

    /// Stops following the store and the window; a change in progress stops after its current
    /// step, and those awaiting it fail with ``StateRoutingError/Code/stopped``.
    ///
    /// The state says what is shown: the store gets the path shown now and, when the step in
    /// flight completes, what it showed is taken back; what cannot be (a routable of your own
    /// that changes its UI directly) is read off the UI into the store, unless the app has
    /// dispatched another path since.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        storeObservation?.cancel()
        changeObservation?.cancel()
        // The state says what is shown: a step still running is taken back when it completes.
        if store.navigationState.path != shownPath {
            store.dispatch(.setPath(shownPath, animated: false))
        }
        if let passTurn {
            let navigator = navigator
            Task { await navigator.endEarly(passTurn, NavigationError(.endedEarly, "the state router was stopped")) }
        }
        finishWaiters(Self.stoppedError)
        isRunning = false
    }

    /// What those awaiting a stopped router are told.
    static let stoppedError = StateRoutingError(.stopped, "the router was stopped")

    /// Refuses `call` from inside the router's own change: it would wait for the change that
    /// called it.
    // `call` is formatted only for the error: describing a change of ten segments cost each
    // change more than its routables' calls.
    private func refuseReentrantCall(_ call: @autoclosure () -> String) throws(StateRoutingError) {
        guard let passTurn, EnclosingTurns.contains(passTurn.identity) else { return }
        let step = stepInFlight.map { " (\($0))" } ?? ""
        throw StateRoutingError(
            .reentrantNavigation,
            segment: stepInFlight?.segment,
            "\(call()) was called from inside the router's own change\(step), and would wait for that change to end: "
                + "dispatch to the store instead, or call it from a Task.detached that the routable does not await"
        )
    }
}
