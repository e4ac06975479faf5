import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

// Reusing what is shown: the step between the option providers and the screen providers where
// a `ReusingOption` may name a screen already shown, and the record of the route each shown
// screen was shown for, which `ScreenMatch.sameRoute` reads. Kept out of the pipeline's main
// file: the pipeline calls `screenToShow` where it made a screen, and records after a transition.
extension Wireframe {
    /// The screen-provider name a result gives when its option reused a screen already shown
    /// (no screen provider was asked).
    public static let alreadyShown = "(already shown)"

    /// The screen a reusing option finds among those shown, else a new one from the screen
    /// providers, with the name of what provided it.
    func screenToShow(
        for request: RoutingRequest,
        canonical: String,
        chain: RedirectChain,
        logger: RequestLogger
    ) async throws(WireframeError) -> (any Screen, String) {
        if let reusing = request.option as? any ReusingOption, let shown = reusing.reusableScreen(for: request) {
            logger.debug("option \(reusing) reuses the shown screen \(MessageText.quoted(shown.screenIdentifier))")
            return (shown, Self.alreadyShown)
        }
        return try await makeScreen(for: request, canonical: canonical, chain: chain, logger: logger)
    }

    /// Records on the screen just shown the route it was shown for; the turn puts back what it
    /// had when the request is taken back.
    func recordShownRoute(of prepared: PreparedRoute, in turn: NavigationTurn) {
        // The attachments, not the screen: they never hold their screen, and a weak reference
        // would cost every screen shown a side table.
        let attachments = prepared.screen.screenAttachments
        let previous = attachments[ShownRouteAttachment.self]
        attachments[ShownRouteAttachment.self] = ShownRoute(prepared.request)
        // What the other front-ends read: the state router derives the segment of a screen
        // with none from it.
        let previousFor = attachments.shownFor
        attachments.shownFor = ShownFor(prepared.request.pattern.text, argument: prepared.request.url)
        turn.onTakeBack {
            attachments[ShownRouteAttachment.self] = previous
            attachments.shownFor = previousFor
        }
    }
}

extension PreparedRoute {
    /// Whether the screen was already shown, found by a ``ReusingOption``.
    var isReused: Bool { screenProvider == Wireframe.alreadyShown }
}
