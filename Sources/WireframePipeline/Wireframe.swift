public import Logging
import WireframeFlow
public import WireframeNavigation
public import WireframePresentation
public import WireframeRouting

/// Routes URLs to screens: the wireframe layer of VIPER.
///
/// Register routes, then plug-ins in four roles, each with a priority and optionally limited to
/// some route patterns:
/// - **screen providers** make the screen for a matched route, or decline (``ScreenProvider``);
/// - **routing option providers** choose or change how it is shown (``RoutingOptionProvider``);
/// - **transitions** show it the way the final option says (``Transition``), one per option type;
/// - **observers** let a request proceed, redirect it or reject it, and hear what was shown
///   (``RoutingObserver``).
///
/// <!-- sample Wireframe/Wireframe -->
/// ```swift
/// let wireframe = Wireframe(containerFactory: UIKitContainerFactory())
/// try wireframe.register("/inbox", access: .openToOutsideLinks, option: .replaceRoot(inStack: true)) { _ in
///     InboxModule.build()
/// }
/// try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
///     MessageModule.build(id: try request.parameters.value("id", as: Int.self))
/// }
/// wireframe.attach(root: window)
/// try await wireframe.route(to: "/inbox")
/// try await wireframe.route(to: "myapp://messages/42", option: .present(inStack: true))
/// ```
///
/// ## The pipeline
/// Each request runs whole, one at a time: match the URL → (outside links: check the route is
/// open) → observers decide → option providers choose the option → screen providers make the
/// screen → the transition shows it → observers are told. Every step that can fail runs before the
/// hierarchy changes; a failure is a `WireframeError` and leaves the hierarchy as it was.
///
/// ## Priority order
/// In every role, plug-ins are consulted from the highest priority to the lowest; plug-ins of
/// equal priority in the order they were added. A plug-in limited with `patterns:` is consulted
/// only for requests whose matched route is one of them. Screen providers: the first screen
/// wins. Option providers: all are consulted, each changing what the one before chose.
/// Transitions: the first that handles the final option's type shows the screen. Observers: the
/// first decision other than proceed wins; all are told afterwards. The built-in transitions
/// have priority ``builtInPriority``, so any transition you add at the default priority 0 comes
/// first.
///
/// ## One at a time
/// Requests (routes, and the navigator's navigation actions such as `back()`) run in the order they
/// were made; a request made while another runs waits, and each caller awaits its own result.
/// Cancelling a waiting caller's task removes its request and throws
/// `WireframeError.Code.cancelled`. Until ``attach(root:)`` is called, requests wait: a deep
/// link that arrives at cold start is shown once the window exists.
///
/// Plug-ins run inside the turn of the request that called them, so a plug-in must not *await*
/// another request of the same wireframe (it would wait for its own turn): start it in a `Task`,
/// or show a screen with ``TransitionContext/perform(_:option:)``.
///
/// Every request is a turn of the wireframe's ``navigator``, which changes the screens in
/// navigation steps and takes them back when the request fails; give the same wireframe to the
/// state router and the module routers of the window, and their turns share its queue.
@MainActor
public final class Wireframe {
    /// The priority of the built-in transitions: below the default priority 0 of the ones you
    /// add, so that yours are asked first.
    public static let builtInPriority = -1_000

    /// The screen-provider name a result gives when its option reused a screen already shown
    /// (no screen provider was asked).
    public static let alreadyShown = "(already shown)"

    /// The registered routes.
    public internal(set) var routeTable: RouteTable
    /// What the wireframe knows of each registered route, by the text of its pattern.
    var entries: [String: RouteEntry] = [:]
    var screenProviders = PluginList<any ScreenProvider>()
    var optionProviders = PluginList<any RoutingOptionProvider>()
    var transitions = PluginList<any Transition>()
    var observers = PluginList<any RoutingObserver>()
    var guards = PluginList<RouteGuard>()
    var declaredOutsideLinkSchemes: Set<String> = []
    var nextRequestNumber = 1
    /// The sessions of the guards that hold a request and wait in `RequestSession.suspend()`,
    /// outermost first: what `WireframeTesting`'s wait for a held request looks at.
    package internal(set) var suspendedSessions: [RequestSession] = []

    /// The option used when neither the caller nor an option provider chose one.
    public var defaultOption: any RoutingOption = ShowOption()

    /// How many redirects one request may follow before it fails with
    /// `WireframeError.Code.tooManyRedirects`: 8 unless set with ``setMaximumRedirects(_:)``.
    public private(set) var maximumRedirects = 8

    /// Sets ``maximumRedirects``: 0 refuses every redirect.
    ///
    /// - Throws: `WireframeError.Code.invalidSetting` for a negative number (there is no
    ///   "unlimited"); the limit is then unchanged.
    public func setMaximumRedirects(_ maximum: Int) throws(WireframeError) {
        // A property setter cannot throw, and a negative limit is surely a mistake (-1 read as
        // "no limit" would refuse every redirect): a method refuses it where it is written.
        guard maximum >= 0 else {
            throw WireframeError(
                .invalidSetting,
                "maximumRedirects \(maximum): a request follows 0 redirects or more; 0 refuses every redirect"
            )
        }
        maximumRedirects = maximum
    }

    /// Makes the containers that options with `inStack: true` need.
    public let containerFactory: (any ContainerFactory)?

    /// Where the wireframe and its navigator log: every step and every failure at debug level,
    /// nothing above but the slow-turn warning (the caller learns of a failure from the error
    /// thrown).
    public var logger: Logger {
        didSet { navigator.logger = logger }
    }

    /// The navigation core the wireframe's requests run in: the turn queue, the steps, the
    /// timeout and the reports of what changed. The state router and module routers given this
    /// wireframe take their turns in it too.
    public let navigator: Navigator

    /// The root container requests are shown in, once attached. Held weakly: the app owns its
    /// window, and screens often hold the wireframe.
    public var root: (any RootContainer)? { navigator.root }

    /// Creates a wireframe with the built-in transitions.
    ///
    /// - Parameters:
    ///   - root: the root container to show screens in; when `nil`, requests wait until
    ///     ``attach(root:)``.
    ///   - containerFactory: makes new stacks for `inStack: true` options.
    ///   - routeOptions: how the route table compares literals.
    ///   - logger: where to log; by default a logger labelled `WireframeKit.Wireframe`.
    ///   - clock: the clock of the request timeout and the slow-turn warning; a `ManualClock`
    ///     in tests.
    public convenience init(
        root: (any RootContainer)? = nil,
        containerFactory: (any ContainerFactory)? = nil,
        routeOptions: RouteTable.Options = [],
        logger: Logger = Logger(label: "WireframeKit.Wireframe"),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.init(
            navigator: Navigator(clock: clock, logger: logger),
            containerFactory: containerFactory,
            routeOptions: routeOptions
        )
        if let root { attach(root: root) }
    }

    /// A wireframe on `navigator`, whose logger it logs with: what WireframeKit makes for a
    /// state router given no wireframe, so that the router's links are routes of a wireframe
    /// whose turns are the router's navigator's.
    package init(
        navigator: Navigator,
        containerFactory: (any ContainerFactory)? = nil,
        routeOptions: RouteTable.Options = []
    ) {
        self.routeTable = RouteTable(options: routeOptions)
        self.containerFactory = containerFactory
        self.logger = navigator.logger
        self.navigator = navigator
        let builtIns: [any Transition] = [
            PushTransition(), PresentTransition(), ReplaceRootTransition(), SelectTabTransition(), ShowTransition(),
            ReuseTransition(), SelectOrAddTabTransition(),
        ]
        for transition in builtIns {
            transitions.add(transition, priority: Self.builtInPriority, isLimited: false)
        }
    }

    /// Shows requests in `root` from now on, and runs those that waited for it, in order.
    ///
    /// Attaching again replaces the root for the requests that follow.
    public func attach(root: any RootContainer) {
        navigator.attach(root: root)
    }

    /// The entry of `pattern`, registered as written or in another spelling with the same
    /// canonical form; an empty one (internal, nothing declared) for a pattern not registered.
    func entry(for pattern: RoutePattern) -> RouteEntry {
        if let entry = entries[pattern.text] { return entry }
        return routeTable.pattern(pattern.text).flatMap { entries[$0.text] } ?? RouteEntry(pattern)
    }

    /// Who may open routes of `pattern`.
    public func access(for pattern: RoutePattern) -> RouteAccess {
        entry(for: pattern).access
    }
}
