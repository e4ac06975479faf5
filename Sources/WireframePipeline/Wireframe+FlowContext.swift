public import WireframeFlow
import WireframeNavigation
import WireframePresentation
public import WireframeRouting
import WireframeSupport

// Flow contexts through the pipeline. Each request carries the context of the screen it starts
// from; when the caller or the route chose a hand-over, the request's context is the one the
// shown screen is given, made before any plug-in runs (so that observers, option providers and
// screen providers all see the context the screen will have), and attached to the screen just
// before its transition, and taken off again if the transition fails.
extension Wireframe {
    /// Gives every screen shown for the route `pattern` the flow context `handover` chooses,
    /// when the request chose none; `nil` gives none. `register(_:access:option:flowContext:…)`
    /// sets it for you; this is for routes registered otherwise.
    ///
    /// <!-- sample Wireframe+FlowContext/setFlowContextHandover -->
    /// ```swift
    /// try wireframe.setFlowContextHandover(.shared, forRoute: "/checkout/address")
    /// ```
    ///
    /// - Throws: `RouteError` when `pattern` is malformed, or with code `unknownPattern` when
    ///   no registered route has it. Nothing changes then.
    public func setFlowContextHandover(_ handover: FlowContextHandover?, forRoute pattern: String) throws(RouteError) {
        let parsed = try RoutePattern(pattern)
        guard let registered = routeTable.pattern(pattern) else {
            throw RouteError(
                .unknownPattern,
                "pattern",
                parsed.text,
                "no registered route has this pattern; register it before choosing its flow context"
            )
        }
        entries[registered.text]?.flowContextHandover = handover
    }

    /// The flow context hand-over chosen for the route `pattern`, or `nil`.
    public func flowContextHandover(forRoute pattern: RoutePattern) -> FlowContextHandover? {
        entry(for: pattern).flowContextHandover
    }
}
