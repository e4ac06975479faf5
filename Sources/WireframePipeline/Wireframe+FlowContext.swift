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

    /// The flow context fields of a request to the route of `entry`: the caller's hand-over,
    /// else the route's, resolved against `starting`, the context of the screen the request
    /// starts from.
    func flow(
        to entry: RouteEntry,
        asked: FlowContextHandover?,
        startingFrom starting: FlowContext?
    ) -> RequestFlow {
        guard let handover = asked ?? entry.flowContextHandover else {
            return RequestFlow(starting: starting, handover: nil, context: starting)
        }
        return RequestFlow(starting: starting, handover: handover, context: handover.resolve(continuing: starting))
    }

    /// Attaches the request's flow context to its screen, when a hand-over was chosen; the turn
    /// takes it off again if the request fails, so that a failed request leaves the screen as
    /// it was.
    ///
    /// - Throws: `WireframeError.Code.flowContextHandoverFailed` when the screen already has
    ///   another context of its own; nothing is attached then.
    func handOnFlowContext(
        of prepared: PreparedRoute,
        in turn: NavigationTurn?,
        logger: RequestLogger
    ) throws(WireframeError) {
        let request = prepared.request
        guard let handover = request.flowContextHandover, let context = request.flowContext else { return }
        // A screen already shown keeps the context it has.
        if prepared.isReused { return }
        let screen = prepared.screen
        if screen.ownFlowContext === context { return }
        do {
            try context.attach(to: screen)
        } catch {
            throw WireframeError(
                .flowContextHandoverFailed,
                url: request.url,
                "route to \(MessageText.quoted(request.url)): cannot give \(MessageText.quoted(screen.screenIdentifier)) the flow context "
                    + "(\(handover)): \(error.message)",
                underlyingError: error
            )
        }
        turn?.onTakeBack { [weak screen] in screen?.detachFlowContext() }
        logger.debug("flow context (\(handover)) attached to \"\(screen.screenIdentifier)\"")
    }
}
