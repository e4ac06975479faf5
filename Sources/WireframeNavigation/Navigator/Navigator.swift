public import Logging
public import WireframePresentation

/// The one navigation core: every change to a window's screens goes through it, in one queue,
/// whole or not at all.
///
/// The ways of navigating — a URL through the `Wireframe`, `back()`, a VIPER module's router,
/// the state router, code of your own in ``inTurn(named:_:)`` — decide *which* steps to take;
/// the navigator applies them. It runs one turn at a time, in the order asked; within a turn it
/// records how to take back each ``NavigationStep`` before it runs it, and takes the turn's steps
/// back when the turn fails; it ends a turn that runs past its timeout, so a plug-in that hangs
/// cannot hold navigation for good; and it tells its observers every change that stayed, and
/// what the user did, whoever made it (``observeChanges(_:)``).
///
/// A `Wireframe` makes one (its `navigator`); the state router and module routers given that
/// wireframe use the same one, so their changes never overlap and each hears of the others'.
///
/// <!-- sample Navigator/Navigator -->
/// ```swift
/// let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
/// let router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
/// let shared = router.navigator === wireframe.navigator  // true: one queue, and each hears of the other's changes
/// ```
@MainActor
public final class Navigator {
    /// The turn holding the queue now.
    struct RunningTurn {
        let number: UInt64
        let turn: NavigationTurn
        /// The task the turn's body runs in, once it has suspended.
        var worker: Task<Void, Never>?
        /// Set once the turn is being finished (by its body or early), so it is finished once.
        var isFinishing = false
    }

    /// The window the navigator's turns show screens in, once attached. Held weakly: the app
    /// owns its window, and screens often hold what navigates them.
    public private(set) weak var root: (any RootContainer)? {
        didSet { shown = root.map(ShownHierarchy.init(root:)) ?? .nothing }
    }

    /// A read-only view of what the window shows, for code that decides from it.
    public private(set) var shown: ShownHierarchy = .nothing

    /// Where the navigator logs: everything at debug level, but the slow-turn warning.
    public var logger: Logger {
        didSet { watch.logger = logger }
    }

    let queue = TurnQueue()
    let watch = TurnWatch()
    let clock: any TurnClock
    var running: RunningTurn?
    let changeObservers = ObserverList<NavigationChange>()
    private var userObservation: NavigationObservation?
    /// The front-ends' state, by the identity of its type; see `FrontEndState`.
    var frontEndStates: [ObjectIdentifier: any FrontEndState] = [:]

    /// A navigator for `root`; when `nil`, turns wait until ``attach(root:)``.
    ///
    /// - Parameters:
    ///   - root: the window to show screens in.
    ///   - clock: the clock of the turns' timeouts and the slow-turn warning; a
    ///     `ManualClock` in tests.
    ///   - logger: where to log; by default a logger labelled `WireframeKit.Navigator`.
    public init(
        root: (any RootContainer)? = nil,
        clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "WireframeKit.Navigator")
    ) {
        self.logger = logger
        self.clock = makeTurnClock(clock)
        watch.logger = logger
        watch.onDeadline = { [weak self] number in await self?.timeOut(number) }
        if let root { attach(root: root) }
    }

    /// Shows screens in `root` from now on, and runs the turns that waited for it, in order.
    ///
    /// Attaching again replaces the root for the turns that follow.
    public func attach(root: any RootContainer) {
        self.root = root
        userObservation = root.observeUserNavigation { [weak self] event in
            self?.report(NavigationChange(event))
        }
        logger.debug("attached a root; \(queue.waitingCount) waiting turn(s) run now")
        queue.open()
    }

    /// Attaches `root` and takes the queue ahead of the turns that waited for it; `false` when
    /// the queue was open already.
    package func attachTakingTurn(root: any RootContainer) -> Bool {
        self.root = root
        userObservation = root.observeUserNavigation { [weak self] event in
            self?.report(NavigationChange(event))
        }
        return queue.openTakingTurn()
    }

    /// Whether a root is attached: `false` before ``attach(root:)`` and once the root attached
    /// has been freed.
    public var isAttached: Bool { queue.isAccepting && root != nil }

    /// How many turns are waiting (for example, deep links held until a root is attached).
    public var waitingTurnCount: Int { queue.waitingCount }

    /// Whether no turn runs and none waits: what `WireframeTesting`'s waits for an idle queue
    /// look at.
    package var isIdle: Bool { !queue.isBusy && queue.waitingCount == 0 }

    /// Registers `handler` for every change that stays on screen — each turn's steps once it
    /// ends, and what the user does — see ``NavigationChange``. Observation lasts as long as the
    /// returned token.
    public func observeChanges(_ handler: @escaping @MainActor (NavigationChange) -> Void) -> NavigationObservation {
        changeObservers.add(handler)
    }

    /// Tells the observers of `change`.
    func report(_ change: @autoclosure () -> NavigationChange) {
        if changeObservers.isEmpty { return }
        changeObservers.report(change())
    }
}
