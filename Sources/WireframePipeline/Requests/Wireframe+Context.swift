public import WireframeFlow
public import WireframeNavigation
public import WireframeRouting

// Routing with a context object: a typed value that goes with one request.
extension Wireframe {
    /// Routes `url` as `route(to:parameters:option:origin:flowContext:)` does, with `context`,
    /// a value of any `Sendable` type (a model object, a callback), going along with the
    /// request: plug-ins read it back with `request.context(as:)`.
    ///
    /// ```swift
    /// try await wireframe.route(to: "/orders/7", context: order)
    /// ```
    ///
    /// The context object goes with this request only, redirects included (as the caller's
    /// parameters do); prerequisites built for it do not get it.
    @discardableResult
    public func route<Context: Sendable>(
        to url: String,
        parameters: RouteParameters = [:],
        option: (any RoutingOption)? = nil,
        origin: RoutingOrigin = .app,
        flowContext: FlowContextHandover? = nil,
        context: Context
    ) async throws(WireframeError) -> RoutingResult {
        let logger = requestLogger(url: url)
        logger.debug("\(logger.subject) asked with a context object of type \(Context.self)")
        return try await inTurn(logger: logger) { [self] turn, root throws(WireframeError) in
            try await runRequest(
                url,
                parameters: parameters,
                option: option,
                origin: origin,
                flowContext: flowContext,
                context: RequestContext(value: context),
                in: turn,
                root: root,
                logger: logger
            )
        }
    }

    /// Routes to a route value with a context object: the URL's values come from the route
    /// value, the ones a URL cannot hold from `context`.
    ///
    /// ```swift
    /// try await wireframe.route(to: OrderRoute(id: 7), context: order)
    /// ```
    @discardableResult
    public func route<R: Route, Context: Sendable>(
        to route: R,
        option: (any RoutingOption)? = nil,
        origin: RoutingOrigin = .app,
        flowContext: FlowContextHandover? = nil,
        context: Context
    ) async throws(WireframeError) -> RoutingResult {
        try await self.route(
            to: try url(for: route),
            option: option,
            origin: origin,
            flowContext: flowContext,
            context: context
        )
    }
}
