public import WireframePresentation
public import WireframeRouting

// The presentation step: find the presenter responsible for the option and let it show the screen.
extension Wireframe {
    /// Shows a prepared route in `root` and returns where it went and by which presenter.
    func present(
        _ prepared: PreparedRoute,
        in root: any RootContainer,
        logger: RequestLogger
    ) async throws(WireframeError) -> (RoutingPlacement, String) {
        // Composite presenters hand the screen on through the context; the presenter named in the
        // result is the outer one, called directly here.
        let context = PresentationContext(
            root: root,
            anchor: root.topmostScreen,
            containerFactory: containerFactory,
            request: prepared.request
        ) { screen, option, context throws(WireframeError) in
            try await self.dispatch(screen, option: option, context: context, logger: logger).0
        }
        return try await dispatch(prepared.screen, option: prepared.option, context: context, logger: logger)
    }

    /// Shows `screen` with the first presenter responsible for `option`.
    private func dispatch(
        _ screen: any Screen,
        option: any RoutingOption,
        context: PresentationContext,
        logger: RequestLogger
    ) async throws(WireframeError) -> (RoutingPlacement, String) {
        let url = context.request.url
        let candidates = presenters.applicable(toCanonical: canonicalText(of: context.request.pattern))
        guard let presenter = candidates.first(where: { $0.isResponsible(for: option) }) else {
            throw WireframeError(
                .noPresenter,
                url: url,
                "route to \"\(url)\": no presenter is responsible for option \(option) (to show \"\(screen.screenIdentifier)\")"
            )
        }
        logger.debug("presenter \(presenter.name) shows \"\(screen.screenIdentifier)\" with option \(option)")
        do {
            let placement = try await presenter.present(screen, option: option, in: context)
            logger.debug("presenter \(presenter.name): \(placement.summary)")
            return (placement, presenter.name)
        } catch let error as PresentationError {
            throw WireframeError(
                .presentationFailed,
                url: url,
                "route to \"\(url)\": presenter \"\(presenter.name)\" could not show \"\(screen.screenIdentifier)\" with option \(option): \(error.message)",
                underlyingError: error
            )
        } catch {
            throw Self.wrap(
                error,
                .presenterFailed,
                url: url,
                "route to \"\(url)\": presenter \"\(presenter.name)\" failed to show \"\(screen.screenIdentifier)\" with option \(option): \(error)"
            )
        }
    }
}
