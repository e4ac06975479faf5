import WireframeFlow

/// The flow context fields of one request, worked out before any plug-in sees it.
struct RequestFlow {
    /// The context of the screen the request starts from.
    let starting: FlowContext?
    /// The hand-over chosen by the caller or the route, if any.
    let handover: FlowContextHandover?
    /// The context the shown screen is given, when a hand-over was chosen; else `starting`.
    let context: FlowContext?

    /// The flow context fields of a request to the route of `entry`: the caller's hand-over,
    /// else the route's, resolved against `starting`, the context of the screen the request
    /// starts from.
    @MainActor
    init(to entry: RouteEntry, asked: FlowContextHandover?, startingFrom starting: FlowContext?) {
        self.starting = starting
        handover = asked ?? entry.flowContextHandover
        context = handover.map { $0.resolve(continuing: starting) } ?? starting
    }
}
