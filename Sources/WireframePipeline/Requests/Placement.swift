import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// The last stage of a request: the transition that handles its option shows its screen, in
/// steps of the request's turn, and the screen is marked with the route it was shown for.
@MainActor
struct Placement {
    let wireframe: Wireframe
    let turn: NavigationTurn
    let root: any RootContainer
    let logger: RequestLogger

    /// Shows `prepared` and returns what it showed, where and by which transition;
    /// `prerequisites` are the results of the prerequisites shown before it.
    func place(
        _ prepared: PreparedRoute,
        after prerequisites: [RoutingResult] = []
    ) async throws(WireframeError)
        -> RoutingResult
    {
        let (transitions, chain) = (wireframe.transitions.applicable(with: prepared.entry.transitions), prepared.chain)
        // Composite transitions hand the screen on through the context; the transition named in
        // the result is the outer one, called directly here.
        let context = TransitionContext(
            root: root,
            anchor: root.topmostScreen,
            containerFactory: wireframe.containerFactory,
            request: prepared.request,
            turn: turn
        ) { screen, option, context, after throws(WireframeError) in
            try await dispatch(screen, option: option, context: context, after: after, among: transitions, chain: chain)
                .0
        }
        let (placement, transition) = try await dispatch(
            prepared.screen,
            option: prepared.option,
            context: context,
            among: transitions,
            chain: chain
        )
        recordShownRoute(of: prepared)
        return RoutingResult(
            request: prepared.request,
            screen: prepared.screen,
            option: prepared.option,
            placement: placement,
            screenProvider: prepared.screenProvider,
            transition: transition,
            prerequisites: prerequisites
        )
    }

    /// Records on the screen just shown the route it was shown for, which reuse and route
    /// prerequisites recognise it by; the turn puts back what it had when the request is taken
    /// back.
    private func recordShownRoute(of prepared: PreparedRoute) {
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

    /// How many times a request's screen may be handed from transition to transition: past
    /// it, a transition that hands a screen on to its own option (and so to itself) fails.
    static let maximumHandOns = 16

    /// Shows `screen` with the first transition that handles `option`, after the one at place
    /// `after` among the route's transitions when given; `chain` names the request in messages.
    private func dispatch(
        _ screen: any Screen,
        option: any RoutingOption,
        context: TransitionContext,
        after: Int? = nil,
        among candidates: [any Transition],
        chain: RedirectChain
    ) async throws(WireframeError) -> (RoutingPlacement, String) {
        let url = context.request.url
        let first = after.map { $0 + 1 } ?? 0
        guard let place = candidates.indices.first(where: { $0 >= first && candidates[$0].handles(option) }) else {
            let after = after.map { " after \(MessageText.quoted(candidates[$0].name))" } ?? ""
            throw WireframeError(
                .noTransition,
                url: url,
                "\(chain.subject): no transition\(after) handles option \(option) (to show \(MessageText.quoted(screen.screenIdentifier)))"
            )
        }
        let transition = candidates[place]
        if context.handedTo.count >= Self.maximumHandOns {
            let names = (context.handedTo + [place]).map { MessageText.quoted(candidates[$0].name) }
            throw WireframeError(
                .transitionFailed,
                url: url,
                "\(chain.subject): \(MessageText.quoted(screen.screenIdentifier)) was handed from transition to transition more than \(Self.maximumHandOns) times (\(names.joined(separator: " → "))): a transition that hands a screen on to its own option with perform(_:option:) is asked again; performNext(_:option:) hands it to the transition after it"
            )
        }
        logger.debug(
            "transition \(transition.name) shows \(MessageText.quoted(screen.screenIdentifier)) with option \(option)"
        )
        wireframe.running("transition", transition.name)
        let handed = context.handed(to: place)
        do {
            let placement: RoutingPlacement
            if transition is any BuiltInTransition {
                placement = try await transition.perform(screen, anyOption: option, in: handed)
            } else {
                // A transition of the app's own: what it changed on the containers directly
                // before it threw cannot be taken back, only named.
                do throws(AppCodeFailure) {
                    placement = try await context.turn.runAppCode {
                        try await transition.perform(screen, anyOption: option, in: handed)
                    }
                } catch {
                    guard let changes = error.directChanges else { throw error.error }
                    throw brokenPromise(of: transition.name, error.error, changes: changes, context, chain)
                }
            }
            logger.debug("transition \(transition.name): \(placement.summary)")
            return (placement, transition.name)
        } catch {
            // A broken promise is a `WireframeError`, which `failure` passes on as it is.
            throw failure(of: transition.name, error, showing: screen, option: option, url: url, chain: chain)
        }
    }

    /// What a transition's error fails the request with.
    private func failure(
        of transition: String,
        _ error: any Error,
        showing screen: any Screen,
        option: any RoutingOption,
        url: String,
        chain: RedirectChain
    ) -> WireframeError {
        let showing =
            "transition \(MessageText.quoted(transition)) could not show \(MessageText.quoted(screen.screenIdentifier)) with option \(option)"
        if let error = error as? NavigationError {
            // A step the transition applied: named as this transition's failure.
            return WireframeError(error, url: url, as: "\(chain.subject): \(showing)")
        }
        if let error = error as? WireframeError { return error }
        if error is CancellationError || Task.isCancelled {
            return WireframeError(
                .cancelled,
                url: url,
                "\(chain.subject) cancelled while transition \(MessageText.quoted(transition)) ran",
                underlyingError: error
            )
        }
        if error is PresentationError {
            // A container a transition of the app's own called directly: the one translation.
            return .wrapping(error, "\(chain.subject): \(showing)", url: url)
        }
        return WireframeError(
            .transitionFailed,
            url: url,
            "\(chain.subject): transition \(MessageText.quoted(transition)) failed to show \(MessageText.quoted(screen.screenIdentifier)) with option \(option): \(ErrorText.describe(error))",
            underlyingError: error
        )
    }

    /// The error for a custom transition that changed the hierarchy directly and then threw.
    private func brokenPromise(
        of transition: String,
        _ error: any Error,
        changes: String,
        _ context: TransitionContext,
        _ chain: RedirectChain
    ) -> WireframeError {
        WireframeError(
            .hierarchyChanged,
            url: context.request.url,
            "\(chain.subject): transition \(MessageText.quoted(transition)) changed the hierarchy (\(changes)) and then threw, so the hierarchy is not as it was: \(ErrorText.describe(error))",
            underlyingError: error
        )
    }
}
