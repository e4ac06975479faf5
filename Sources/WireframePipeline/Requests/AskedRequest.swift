import WireframeFlow
import WireframeRouting

/// What a caller asked for: the URL to route and what goes with it, as `route(to:)` and its
/// relatives take them.
struct AskedRequest {
    let url: String
    var parameters: RouteParameters = [:]
    var option: (any RoutingOption)?
    var origin: RoutingOrigin = .app
    /// The caller's flow context hand-over; when `nil`, the route's.
    var flowContext: FlowContextHandover?
    var payload: RequestPayload?
}
