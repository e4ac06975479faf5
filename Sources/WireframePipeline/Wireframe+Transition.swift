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
        running("transition", transition.name)
        let before = transition is any BuiltInTransition ? nil : HierarchySnapshot(context.root)
        do {
            let placement = try await transition.perform(screen, anyOption: option, in: context)
            logger.debug("transition \(transition.name): \(placement.summary)")
            return (placement, transition.name)
        } catch let error where Self.hierarchy(of: context.root, differsFrom: before) {
            throw brokenPromise(of: transition.name, error, before: before, context: context, chain: chain)
        } catch let error where !(error is WireframeError) && (error is CancellationError || Task.isCancelled) {
            throw WireframeError(
                .cancelled,
                url: url,
                "\(chain.subject) cancelled while transition \(MessageText.quoted(transition.name)) ran",
                underlyingError: error
            )
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

    /// Whether the hierarchy under `root` differs from `before` (`false` without a snapshot).
    private static func hierarchy(of root: any RootContainer, differsFrom before: HierarchySnapshot?) -> Bool {
        guard let before else { return false }
        return HierarchySnapshot(root) != before
    }

    /// The error for a custom transition that changed the hierarchy and then threw.
    private func brokenPromise(
        of transition: String,
        _ error: any Error,
        before: HierarchySnapshot?,
        context: TransitionContext,
        chain: RedirectChain
    ) -> WireframeError {
        let changes = before.map { HierarchySnapshot(context.root).changes(since: $0) } ?? ""
        return WireframeError(
            .hierarchyChanged,
            url: context.request.url,
            "\(chain.subject): transition \(MessageText.quoted(transition)) changed the hierarchy (\(changes)) and then threw, so the hierarchy is not as it was: \(ErrorText.describe(error))",
            underlyingError: error
        )
    }
}
