import WireframeFlow
import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// A request ready to be shown: its screen, made or found, and how to show it.
@MainActor
struct PreparedRoute {
    let request: RoutingRequest
    let option: any RoutingOption
    let screen: any Screen
    let screenProvider: String
    let entry: RouteEntry
    /// The redirects followed, which name the request in messages (`RedirectChain.subject`).
    let chain: RedirectChain

    /// Whether the screen was already shown, found by a ``ReusingOption``.
    var isReused: Bool { screenProvider == Wireframe.alreadyShown }
}

/// The third stage of a request: its screen. A reusing option may name a screen already shown;
/// else the first screen provider that applies and does not decline makes one. The screen is
/// then given the flow context the request chose; in a turn, it is taken off again if the
/// request fails.
@MainActor
struct Preparation {
    let wireframe: Wireframe
    let logger: RequestLogger

    /// The screen of `decided`, with its flow context; `turn` is the request's, `nil` for a
    /// screen shown nowhere.
    func prepare(_ decided: DecidedRequest, in turn: NavigationTurn?) async throws(WireframeError) -> PreparedRoute {
        let (screen, provider) = try await screen(for: decided)
        let admitted = decided.admitted
        let prepared = PreparedRoute(
            request: decided.request,
            option: decided.option,
            screen: screen,
            screenProvider: provider,
            entry: admitted.entry,
            chain: admitted.chain
        )
        try handOnFlowContext(of: prepared, in: turn)
        return prepared
    }

    /// The screen a reusing option finds among those shown, else the first a screen provider
    /// makes, with the name of what provided it.
    private func screen(for decided: DecidedRequest) async throws(WireframeError) -> (any Screen, String) {
        let (request, chain) = (decided.request, decided.admitted.chain)
        if let reusing = request.option as? any ReusingOption, let shown = reusing.reusableScreen(for: request) {
            logger.debug("option \(reusing) reuses the shown screen \(MessageText.quoted(shown.screenIdentifier))")
            return (shown, Wireframe.alreadyShown)
        }
        let providers = wireframe.screenProviders.applicable(with: decided.admitted.entry.screenProviders)
        for provider in providers {
            let screen: (any Screen)?
            wireframe.running("screen provider", provider.name)
            do {
                screen = try await provider.screen(for: request)
            } catch {
                throw Wireframe.pluginFailure(
                    error,
                    .screenProviderFailed,
                    url: request.url,
                    chain: chain,
                    plugin: "screen provider \(MessageText.quoted(provider.name))"
                )
            }
            if let screen {
                logger.debug(
                    "screen provider \(provider.name) made screen \(MessageText.quoted(screen.screenIdentifier))"
                )
                return (screen, provider.name)
            }
            logger.debug("screen provider \(provider.name) declined")
        }
        let asked =
            providers.isEmpty
            ? "no screen provider is registered for pattern \(MessageText.quoted(request.pattern.text))"
            : "every screen provider declined ("
                + providers.map { MessageText.quoted($0.name) }.joined(separator: ", ") + ")"
        throw WireframeError(.noScreen, url: request.url, "\(chain.subject): \(asked)")
    }

    /// Attaches the request's flow context to its screen, when a hand-over was chosen; the turn
    /// takes it off again if the request fails, so that a failed request leaves the screen as
    /// it was.
    ///
    /// - Throws: `WireframeError.Code.flowContextHandoverFailed` when the screen already has
    ///   another context of its own; nothing is attached then.
    private func handOnFlowContext(of prepared: PreparedRoute, in turn: NavigationTurn?) throws(WireframeError) {
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
