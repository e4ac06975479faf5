import WireframePresentation
import WireframeRouting

// The last step: find the transition that handles the option and let it show the screen.
extension Wireframe {
    /// Shows a prepared route in `root` and returns where it went and by which transition.
    func perform(
        _ prepared: PreparedRoute,
        in root: any RootContainer,
        logger: RequestLogger
    ) async throws(WireframeError) -> (RoutingPlacement, String) {
        // Composite transitions hand the screen on through the context; the transition named in
        // the result is the outer one, called directly here.
        let context = TransitionContext(
            root: root,
            anchor: root.topmostScreen,
            containerFactory: containerFactory,
            request: prepared.request
        ) { screen, option, context throws(WireframeError) in
            try await self.dispatch(screen, option: option, context: context, chain: prepared.chain, logger: logger)
                .0
        }
        return try await withFlowContextHandedOn(of: prepared, logger: logger) { () throws(WireframeError) in
            try await dispatch(
                prepared.screen,
                option: prepared.option,
                context: context,
                chain: prepared.chain,
                logger: logger
            )
        }
    }

    /// Shows `screen` with the first transition that handles `option`; `chain` names the
    /// request in messages.
    private func dispatch(
        _ screen: any Screen,
        option: any RoutingOption,
        context: TransitionContext,
        chain: RedirectChain,
        logger: RequestLogger
    ) async throws(WireframeError) -> (RoutingPlacement, String) {
        let url = context.request.url
        let candidates = transitions.applicable(toCanonical: canonicalText(of: context.request.pattern))
        guard let transition = candidates.first(where: { $0.handles(option) }) else {
            throw WireframeError(
                .noTransition,
                url: url,
                "\(chain.subject): no transition handles option \(option) (to show \(MessageText.quoted(screen.screenIdentifier)))"
            )
        }
        logger.debug(
            "transition \(transition.name) shows \(MessageText.quoted(screen.screenIdentifier)) with option \(option)"
        )
        running("transition \(MessageText.quoted(transition.name))")
        do {
            let placement = try await transition.perform(screen, anyOption: option, in: context)
            logger.debug("transition \(transition.name): \(placement.summary)")
            return (placement, transition.name)
        } catch let error as PresentationError {
            throw WireframeError(
                .presentationFailed,
                url: url,
                "\(chain.subject): transition \(MessageText.quoted(transition.name)) could not show \(MessageText.quoted(screen.screenIdentifier)) with option \(option): \(error.message)",
                underlyingError: error
            )
        } catch {
            throw Self.wrap(
                error,
                .transitionFailed,
                url: url,
                "\(chain.subject): transition \(MessageText.quoted(transition.name)) failed to show \(MessageText.quoted(screen.screenIdentifier)) with option \(option): \(ErrorText.describe(error))"
            )
        }
    }
}
