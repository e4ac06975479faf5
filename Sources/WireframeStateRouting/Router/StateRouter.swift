public import WireframePipeline
public import WireframePresentation

/// Makes the UI show the route of the navigation state, and keeps the state in line with what the
/// user does: the seed's `Router`.
///
/// When the store's route changes, the router computes the ``RouteStep``s from the route shown to
/// the new one and asks the routables to carry them out, one at a time, each awaiting the one
/// before, with the change's `animated` flag. When the user navigates (back swipe, tab tap,
/// swipe-down), it reads the route off the UI and dispatches it, without navigating again.
///
/// ```swift
/// let store = BasicNavigationStore()
/// let screens = SegmentScreens()
/// try screens.register("inbox") { _ in try HeadlessStack("inbox", screens: [HeadlessScreen("list")]) }
/// try screens.register(message) { ref in HeadlessScreen("message:\(ref.id)") }
/// let router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
///
/// try await router.navigate(.setRoute(["inbox", try message(MessageRef(id: 42))]))
/// ```
///
/// - **Coalescing.** States that arrive while a change runs are not replayed: between two steps
///   the router looks at the store again and, when the route moved on, goes from what is shown to
///   the latest route.
/// - **One queue.** Given the `Wireframe` that drives the same window, each change runs in the
///   wireframe's queue (`Wireframe.inTurn(named:_:)`), so the router's transitions and the
///   wireframe's requests never overlap.
/// - **Timeouts.** A routable call that does not complete within ``timeout`` fails with
///   ``StateRoutingError/Code/timedOut`` naming its segment; the router treats it as not done.
/// - **What is shown wins.** When a change fails (an unknown segment, a routable that throws or
///   times out), the steps already done stay, and the router dispatches the route shown, so the
///   state says what the user sees. The error goes to ``onError`` and to whoever awaits the
///   change.
///
/// The router keeps its store's observation and its window's for as long as it lives, until
/// ``stop()``.
@MainActor
public final class StateRouter {
    /// The store whose navigation state the router shows.
    public let store: any NavigationStore
    /// The routable that shows the first segment of the route.
    public let root: any Routable
    /// The wireframe whose queue the router's changes take turns in, if any.
    public let wireframe: Wireframe?
    /// How long one routable call may take before it fails with
    /// ``StateRoutingError/Code/timedOut``.
    public let timeout: Duration

    /// What the UI shows, as the router knows it: the route of the last completed step.
    public internal(set) var shownRoute: [RouteSegment] = []

    /// Told of every failure, including those of changes nobody awaits (a dispatch from
    /// anywhere in the app); the state has been brought back in line with what is shown.
    public var onError: (@MainActor (StateRoutingError) -> Void)?

    /// The last failure, or `nil`.
    public internal(set) var lastError: StateRoutingError?

    /// `routables[i]` shows the segment at position `i` of ``shownRoute`` (the root routable
    /// first); one more than the shown segments.
    var routables: [any Routable]
    let timer: any StepTimer
    var storeObservation: StoreObservation?
    var userObservation: NavigationObservation?
    /// Whether a change is being carried out.
    var isRunning = false
    var isStopped = false
    /// Set when the user navigated while a change ran: the route is read off the UI before the
    /// router goes on.
    var needsSync = false
    /// The step being carried out, which the watchdog may time out.
    var stepInFlight: StepInFlight?
    /// Counts steps; a step that completes after its number was retired (timed out) is late.
    var stepNumber: UInt64 = 0
    /// Counts the store's changes, so that a step needs to compare routes only when the store
    /// changed since its pass began.
    var storeRevision: UInt64 = 0
    var watchdog: Task<Void, Never>?
    /// The first failure of the changes run since the router was last idle, and who awaits them.
    var runError: StateRoutingError?
    var waiters: [CheckedContinuation<StateRoutingError?, Never>] = []

    /// A router showing `store`'s route with `root`, starting now.
    ///
    /// - Parameters:
    ///   - store: holds the navigation state.
    ///   - root: shows the first segment (``WindowRoutable`` for a window).
    ///   - window: the window whose user navigation the router writes back into the state; none
    ///     when `nil`.
    ///   - wireframe: the wireframe that drives the same window, whose queue the router's
    ///     changes take turns in.
    ///   - timeout: how long one routable call may take.
    ///   - clock: the clock of the timeout; a `ManualClock` in tests.
    public init(
        store: any NavigationStore,
        root: any Routable,
        window: (any RootContainer)? = nil,
        wireframe: Wireframe? = nil,
        timeout: Duration = .seconds(10),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.store = store
        self.root = root
        self.wireframe = wireframe
        self.timeout = timeout
        self.routables = [root]
        self.timer = makeStepTimer(clock, timeout: timeout)
        storeObservation = store.observeNavigationState { [weak self] _ in self?.stateDidChange() }
        userObservation = window?.observeUserNavigation { [weak self] _ in self?.userDidNavigate() }
        stateDidChange()
    }

    /// A router showing `store`'s route in `window` with the ready-made routables, which make
    /// each segment's screen with `screens`.
    public convenience init(
        store: any NavigationStore,
        window: any RootContainer,
        screens: SegmentScreens,
        wireframe: Wireframe? = nil,
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
    }

    /// Whether the router is carrying out a change.
    public var isBusy: Bool { isRunning }

    /// Dispatches `action` to the store and returns once the UI shows the resulting route.
    ///
    /// - Throws: ``StateRoutingError`` when the change failed; the state then says what is shown.
    public func navigate(_ action: RouteAction) async throws(StateRoutingError) {
        let (ran, error) = await dispatchAndRun(action)
        if let error { throw error }
        if !ran { try await settle() }
    }

    /// Returns once the router has caught up with the store (at once when it is idle).
    ///
    /// - Throws: the first ``StateRoutingError`` of the changes run meanwhile.
    public func settle() async throws(StateRoutingError) {
        guard isRunning else { return }
        let error = await withCheckedContinuation { waiters.append($0) }
        if let error { throw error }
    }

    /// Stops following the store and the window; a change in progress stops after its current
    /// step, and those awaiting it fail with ``StateRoutingError/Code/stopped``.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        storeObservation?.cancel()
        userObservation?.cancel()
        watchdog?.cancel()
        watchdog = nil
        stepInFlight?.run.finish(.failed(Self.stoppedError))
        stepInFlight = nil
        finishWaiters(Self.stoppedError)
        isRunning = false
    }

    /// What those awaiting a stopped router are told.
    static let stoppedError = StateRoutingError(.stopped, "the router was stopped")
}
