public import WireframeFlow
public import WireframePresentation
public import WireframeRouting
import WireframeSupport

// Registering routes and plug-ins.
extension Wireframe {
    /// Registers a route pattern; see `RoutePattern` for the syntax.
    ///
    /// - Parameters:
    ///   - pattern: the pattern, such as `/messages/:id<int>`.
    ///   - access: whether links from outside the app may open the route; internal by default.
    /// - Throws: `RouteError` for a malformed pattern or one that matches exactly the same
    ///   URLs as a registered one. Nothing is registered then.
    @discardableResult
    public func register(_ pattern: String, access: RouteAccess = .internalOnly) throws(RouteError) -> RoutePattern {
        try addRoute({ table throws(RouteError) in try table.register(pattern) }, pattern: { $0 }, access: access)
    }

    /// Registers a route pattern with a screen provider limited to it and, when `option` is
    /// given, an option provider (named after the option) that supplies `option` when the caller chose none.
    ///
    /// <!-- sample Wireframe+Registration/register -->
    /// ```swift
    /// try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push,
    ///                        name: "message") { request in
    ///     MessageModule.build(id: try request.parameters.value("id", as: Int.self))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: the pattern, such as `/messages/:id<int>`.
    ///   - access: whether links from outside the app may open the route; internal by default.
    ///   - option: the option to use when the caller and the option providers before this one
    ///     chose none; `nil` registers no option provider.
    ///   - flowContext: which flow context to give the route's screens when the request chose
    ///     none (see ``setFlowContextHandover(_:forRoute:)``); `nil` gives none.
    ///   - priority: the priority of both plug-ins.
    ///   - name: the screen provider's name in logs and the route table; the pattern by default.
    ///   - screen: makes the screen, or returns `nil` to decline.
    /// - Throws: `RouteError` as ``register(_:access:)->RoutePattern`` does.
    @discardableResult
    public func register(
        _ pattern: String,
        access: RouteAccess = .internalOnly,
        option: (any RoutingOption)? = nil,
        flowContext: FlowContextHandover? = nil,
        priority: Int = 0,
        name: String? = nil,
        screen: @escaping @MainActor (RoutingRequest) async throws -> (any Screen)?
    ) throws(RouteError) -> RoutePattern {
        try addRoute(
            { table throws(RouteError) in try table.register(pattern) },
            pattern: { $0 },
            access: access,
            shows: .screen(screen),
            option: option,
            flowContext: flowContext,
            priority: priority,
            name: name
        )
    }

    /// What a registered route does when a request reaches it.
    enum RouteContent {
        /// Nothing of its own: plug-ins added with `patterns:` or an observer's redirect give it
        /// a meaning.
        case nothing
        /// Shows the screen a screen provider limited to the route makes.
        case screen(@MainActor (RoutingRequest) async throws -> (any Screen)?)
        /// Runs an action instead of showing a screen.
        case action(@MainActor (RequestSession) async throws -> Void)
    }

    /// The one registration every `register…` funnels into: enters the route in the route table
    /// with `enter`, makes its entry, and adds what it shows (a screen provider, named `name` or
    /// after the pattern, or an action) and, when `option` is given, an option provider named
    /// after it, both limited to the route at `priority`.
    ///
    /// - Throws: `RouteError` from `enter`; nothing is registered then.
    func addRoute<Registered>(
        _ enter: (inout RouteTable) throws(RouteError) -> Registered,
        pattern: (Registered) -> RoutePattern,
        access: RouteAccess,
        shows content: RouteContent = .nothing,
        option: (any RoutingOption)? = nil,
        flowContext: FlowContextHandover? = nil,
        priority: Int = 0,
        name: String? = nil
    ) throws(RouteError) -> Registered {
        let registered = try enter(&routeTable)
        let text = pattern(registered).text
        entries[text] = RouteEntry(pattern(registered), access: access)
        entries[text]?.flowContextHandover = flowContext
        let name = name ?? text
        switch content {
        case .nothing: break
        case .screen(let make):
            let provider = ClosureScreenProvider(name: name, make)
            add(provider, to: \.screenProviders, limitedTo: \.screenProviders, priority: priority, limit: [text])
        case .action(let body): entries[text]?.action = ActionBody(name: name, body: body)
        }
        if let option {
            let provider = DefaultOptionProvider(option)
            add(provider, to: \.optionProviders, limitedTo: \.optionProviders, priority: priority, limit: [text])
        }
        return registered
    }

    /// Adds a screen provider.
    ///
    /// - Parameters:
    ///   - provider: the provider.
    ///   - priority: higher priorities are asked first; equal ones in the order added.
    ///   - patterns: the route patterns the provider is asked for, each registered before (in
    ///     any spelling with the same canonical form); all when `nil`.
    /// - Throws: `RouteError` when one of `patterns` is malformed, or is not a registered route
    ///   (`RouteError.Code.unknownPattern`, naming the nearest registered pattern, or the route's
    ///   registered spelling when it names the route with other parameter names). Nothing is
    ///   added then.
    public func addScreenProvider(
        _ provider: some ScreenProvider,
        priority: Int = 0,
        patterns: [String]? = nil
    ) throws(RouteError) {
        add(
            provider,
            to: \.screenProviders,
            limitedTo: \.screenProviders,
            priority: priority,
            limit: try limit(of: patterns)
        )
    }

    /// Adds a screen provider made of a closure; see ``addScreenProvider(_:priority:patterns:)``.
    public func addScreenProvider(
        name: String = "closure",
        priority: Int = 0,
        patterns: [String]? = nil,
        _ make: @escaping @MainActor (RoutingRequest) async throws -> (any Screen)?
    ) throws(RouteError) {
        try addScreenProvider(ClosureScreenProvider(name: name, make), priority: priority, patterns: patterns)
    }

    /// Adds a routing option provider; see ``addScreenProvider(_:priority:patterns:)`` for the
    /// parameters.
    public func addOptionProvider(
        _ provider: some RoutingOptionProvider,
        priority: Int = 0,
        patterns: [String]? = nil
    ) throws(RouteError) {
        add(
            provider,
            to: \.optionProviders,
            limitedTo: \.optionProviders,
            priority: priority,
            limit: try limit(of: patterns)
        )
    }

    /// Adds a routing option provider made of a closure that gets the request and the current
    /// option.
    public func addOptionProvider(
        name: String = "closure",
        priority: Int = 0,
        patterns: [String]? = nil,
        _ choose: @escaping @MainActor (RoutingRequest, (any RoutingOption)?) async throws -> (any RoutingOption)?
    ) throws(RouteError) {
        try addOptionProvider(ClosureOptionProvider(name: name, choose), priority: priority, patterns: patterns)
    }

    /// Adds a transition; see ``addScreenProvider(_:priority:patterns:)`` for the parameters.
    /// Built-in transitions have priority ``builtInPriority``, so one added at the default
    /// priority takes over the built-in transition of its option type.
    public func addTransition(
        _ transition: some Transition,
        priority: Int = 0,
        patterns: [String]? = nil
    ) throws(RouteError) {
        add(transition, to: \.transitions, limitedTo: \.transitions, priority: priority, limit: try limit(of: patterns))
    }

    /// Adds a transition, made of a closure, for every option of type `Option`.
    ///
    /// <!-- sample Wireframe+Registration/addTransition -->
    /// ```swift
    /// try wireframe.addTransition(name: "sheet", for: SheetOption.self) { screen, option, context in
    ///     guard let anchor = context.anchor else { throw context.noContainer("nothing shown") }
    ///     try await anchor.present(screen, animated: option.animated)
    ///     return .custom("sheet over \"\(anchor.screenIdentifier)\"")
    /// }
    /// ```
    public func addTransition<Option: RoutingOption>(
        name: String = "closure",
        for type: Option.Type,
        priority: Int = 0,
        patterns: [String]? = nil,
        _ perform: @escaping @MainActor (any Screen, Option, TransitionContext) async throws -> RoutingPlacement
    ) throws(RouteError) {
        try addTransition(ClosureTransition(name: name, body: perform), priority: priority, patterns: patterns)
    }

    /// Adds an observer; see ``addScreenProvider(_:priority:patterns:)`` for the parameters.
    public func addObserver(
        _ observer: some RoutingObserver,
        priority: Int = 0,
        patterns: [String]? = nil
    ) throws(RouteError) {
        add(observer, to: \.observers, limitedTo: \.observers, priority: priority, limit: try limit(of: patterns))
    }

    /// Adds an observer made of closures; either may be left out.
    public func addObserver(
        name: String = "closure",
        priority: Int = 0,
        patterns: [String]? = nil,
        willRoute: @escaping @MainActor (RoutingRequest) async -> RoutingDecision = { _ in .proceed },
        didRoute: @escaping @MainActor (RoutingResult) -> Void = { _ in }
    ) throws(RouteError) {
        try addObserver(
            ClosureObserver(name: name, willRoute: willRoute, didRoute: didRoute),
            priority: priority,
            patterns: patterns
        )
    }

    /// Adds `plugin` to the wireframe's list at `list` and, when limited, to the group at
    /// `group` of the entry of each route of `limit`.
    func add<Plugin>(
        _ plugin: Plugin,
        to list: ReferenceWritableKeyPath<Wireframe, PluginList<Plugin>>,
        limitedTo group: WritableKeyPath<RouteEntry, PluginList<Plugin>.Group>,
        priority: Int,
        limit: Set<String>?
    ) {
        let added = self[keyPath: list].add(plugin, priority: priority, isLimited: limit != nil)
        for text in limit ?? [] { entries[text]?[keyPath: group].insert(added) }
    }

    /// The texts of the registered routes `patterns` name, in any spelling with the same
    /// canonical form, or `nil` for no limit.
    ///
    /// - Throws: `RouteError` when one of `patterns` is malformed
    ///   (`RouteError.Code.malformedPattern`), or names no registered route
    ///   (`RouteError.Code.unknownPattern`).
    func limit(of patterns: [String]?) throws(RouteError) -> Set<String>? {
        guard let patterns else { return nil }
        var registered = Set<String>()
        for text in patterns {
            registered.insert(try registeredRoute(limitedTo: text).text)
        }
        return registered
    }

    // A limit that names no registered route would leave its plug-in never asked, without a
    // word: a misspelling (`/mesages/:id`) or the same route written with other parameter names
    // (`/users/:name` for `/users/:id`). Both are refused where the plug-in is added, which
    // means routes are registered before the plug-ins limited to them. The second is not taken
    // as the route it matches: the names a limit spells are the ones its plug-in reads from
    // `request.parameters`, and there only the registered names are found.
    private func registeredRoute(limitedTo text: String) throws(RouteError) -> RoutePattern {
        let pattern = try RoutePattern(text)
        if let registered = routeTable.pattern(text) { return registered }
        if let registered = routeTable.registeredPattern(matchingTheSameURLsAs: pattern) {
            throw RouteError(
                .unknownPattern,
                "pattern",
                text,
                "the route is registered as \(MessageText.quoted(registered.text)); write it so "
                    + "(request.parameters names its values as the route does)"
            )
        }
        let nearest = routeTable.nearestPattern(toText: text).map {
            " (the nearest registered: \(MessageText.quoted($0.text)))"
        }
        throw RouteError(
            .unknownPattern,
            "pattern",
            text,
            "no registered route has this pattern, so a plug-in limited to it would never run; "
                + "register the route first\(nearest ?? "")"
        )
    }
}
