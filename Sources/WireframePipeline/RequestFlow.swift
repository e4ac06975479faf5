import WireframeFlow

/// The flow context fields of one request, worked out before any plug-in sees it.
struct RequestFlow {
    /// The context of the screen the request starts from.
    let starting: FlowContext?
    /// The hand-over chosen by the caller or the route, if any.
    let handover: FlowContextHandover?
    /// The context the shown screen is given, when a hand-over was chosen; else `starting`.
    let context: FlowContext?
}
