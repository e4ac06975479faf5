public import WireframeFlow
import WireframeNavigation
public import WireframeRouting

// Routing with a payload: a typed value that goes with one request.
extension Wireframe {
    /// Routes `url` as `route(to:parameters:option:origin:flowContext:)` does, with `payload`,
    /// a value of any `Sendable` type (a model object, a callback), going along with the
    /// request: plug-ins read it back with `request.payload(as:)`.
    ///
    /// <!-- sample Wireframe+Payload/route -->
    /// ```swift
    /// try await wireframe.route(to: "/orders/7", payload: order)
    /// ```
    ///
    /// The payload goes with this request only, redirects included (as the caller's parameters
    /// do); prerequisites built for it do not get it.
    @discardableResult
    public func route<Payload: Sendable>(
        to url: String,
        parameters: RouteParameters = [:],
        option: (any RoutingOption)? = nil,
        origin: RoutingOrigin = .app,
        flowContext: FlowContextHandover? = nil,
        payload: Payload
    ) async throws(WireframeError) -> RoutingResult {
        let logger = requestLogger(url: url)
        logger.debug("\(logger.subject) asked with a payload of type \(Payload.self)")
        let asked = AskedRequest(
            url: url,
            parameters: parameters,
            option: option,
            origin: origin,
            flowContext: flowContext,
            payload: RequestPayload(value: payload)
        )
        return try await inTurn(logger: logger) { [self] turn, root throws(WireframeError) in
            try await RequestRun(wireframe: self, turn: turn, root: root, logger: logger).run(asked)
        }
    }

    /// Routes to a route value with a payload: the URL's values come from the route value, the
    /// ones a URL cannot hold from `payload`.
    ///
    /// <!-- sample Wireframe+Payload/route-2 -->
    /// ```swift
    /// try await wireframe.route(to: OrderRoute(id: 7), payload: order)
    /// ```
    @discardableResult
    public func route<R: Route, Payload: Sendable>(
        to route: R,
        option: (any RoutingOption)? = nil,
        origin: RoutingOrigin = .app,
        flowContext: FlowContextHandover? = nil,
        payload: Payload
    ) async throws(WireframeError) -> RoutingResult {
        try await self.route(
            to: try url(for: route),
            option: option,
            origin: origin,
            flowContext: flowContext,
            payload: payload
        )
    }
}
