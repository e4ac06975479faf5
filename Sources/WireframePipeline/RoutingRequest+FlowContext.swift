import WireframeFlow
import WireframeNavigation
import WireframeRouting

/// The flow context fields of one request, worked out before any plug-in sees it.
struct RequestFlow {
    /// The context of the screen the request starts from.
    let starting: FlowContext?
    /// The hand-over chosen by the caller or the route, if any.
    let handover: FlowContextHandover?
    /// The context the shown screen is given, when a hand-over was chosen; else `starting`.
    let context: FlowContext?
}

extension RoutingRequest {
    /// A request whose flow context fields are `flow`'s, seeing what `shown` shows, carrying the
    /// caller's payload `carried`.
    init(
        url: String,
        match: RouteMatch,
        parameters: RouteParameters,
        option: (any RoutingOption)?,
        origin: RoutingOrigin,
        redirects: [String],
        flow: RequestFlow,
        shown: ShownHierarchy,
        carried: RequestPayload?
    ) {
        self.init(
            url: url,
            match: match,
            parameters: parameters,
            option: option,
            origin: origin,
            redirects: redirects,
            startingFlowContext: flow.starting,
            flowContext: flow.context,
            flowContextHandover: flow.handover,
            carried: carried,
            shown: shown
        )
    }
}
