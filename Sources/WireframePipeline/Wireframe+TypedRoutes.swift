public import WireframeFlow
import WireframeNavigation
public import WireframePresentation
public import WireframeRouting

// Routes as values: registering a route type, routing to a value, and checking that a URL
// decodes into its route type before any plug-in sees the request.
extension Wireframe {
    /// Registers a route type with a screen provider that gets the decoded route value and, when
    /// `option` is given, a default option for it.
    ///
    /// <!-- sample Wireframe+TypedRoutes/register -->
    /// ```swift
    /// try wireframe.register(MessageRoute.self, access: .openToOutsideLinks, option: .push) { route, _ in
    ///     MessageModule.build(id: route.id, highlight: route.highlight)
    /// }
    /// try await wireframe.route(to: MessageRoute(id: 42))
    /// ```
    ///
    /// A URL that matches the pattern but does not decode into the type fails with
    /// `WireframeError.Code.invalidRouteValue` before any plug-in runs.
    ///
    /// - Parameters:
    ///   - type: the route type; its pattern is registered.
    ///   - access: whether links from outside the app may open the route; internal by default.
    ///   - option: the option to use when the caller and the option providers before this one
    ///     chose none; `nil` registers no option provider.
    ///   - priority: the priority of both plug-ins.
    ///   - name: the screen provider's name in logs and the route table; the pattern by default.
    ///   - screen: makes the screen from the route value and the request, or returns `nil` to
    ///     decline.
    /// - Returns: the fields registration found (see `RouteSchema`).
    /// - Throws: `RouteError` as `RouteTable.register(_:)->RouteSchema` does, naming the
    ///   field at fault. Nothing is registered then.
    @discardableResult
    public func register<R: Route>(
        _ type: R.Type,
        access: RouteAccess = .internalOnly,
        option: (any RoutingOption)? = nil,
        priority: Int = 0,
        name: String? = nil,
        screen: @escaping @MainActor (R, RoutingRequest) async throws -> (any Screen)?
    ) throws(RouteError) -> RouteSchema {
        try addRoute(
            { table throws(RouteError) in try table.register(type) },
            pattern: \.pattern,
            access: access,
            shows: .screen { request in try await screen(try request.decodedRoute(as: R.self), request) },
            option: option,
            priority: priority,
            name: name
        )
    }

    /// Registers a route type without a screen provider (for a route an observer redirects, or
    /// whose screen providers are added with `patterns:`).
    ///
    /// - Throws: `RouteError` as `RouteTable.register(_:)->RouteSchema` does.
    @discardableResult
    public func register<R: Route>(
        _ type: R.Type,
        access: RouteAccess = .internalOnly
    ) throws(RouteError)
        -> RouteSchema
    {
        try addRoute({ table throws(RouteError) in try table.register(type) }, pattern: \.pattern, access: access)
    }

    /// Routes to a route value: builds its URL (``url(for:)``) and routes to it as
    /// routing a URL does.
    ///
    /// <!-- sample Wireframe+TypedRoutes/route -->
    /// ```swift
    /// try await wireframe.route(to: MessageRoute(id: 42, highlight: "lunch"), option: .push)
    /// ```
    ///
    /// - Throws: `WireframeError`: `WireframeError.Code.noRoute` when the route type is not
    ///   registered, `WireframeError.Code.invalidRouteValue` when the value cannot be written
    ///   as a URL of its pattern, and otherwise as routing a URL does.
    @discardableResult
    public func route<R: Route>(
        to route: R,
        option: (any RoutingOption)? = nil,
        origin: RoutingOrigin = .app,
        flowContext: FlowContextHandover? = nil
    ) async throws(WireframeError) -> RoutingResult {
        try await self.route(to: try url(for: route), option: option, origin: origin, flowContext: flowContext)
    }

    /// The URL of a route value, as `RouteTable.url(for:fragment:)` builds it.
    ///
    /// - Throws: `WireframeError.Code.noRoute` when the route type is not registered,
    ///   `WireframeError.Code.invalidRouteValue` when the value cannot be written as a URL of
    ///   its pattern; the `RouteError` is the underlying error.
    public func url<R: Route>(for route: R) throws(WireframeError) -> String {
        do {
            return try routeTable.url(for: route)
        } catch {
            throw WireframeError(
                error.code == .unknownPattern ? .noRoute : .invalidRouteValue,
                "route to \(route): \(error.message)",
                underlyingError: error
            )
        }
    }
}
