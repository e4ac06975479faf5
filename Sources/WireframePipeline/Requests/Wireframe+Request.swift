import WireframeFlow
import WireframeNavigation
import WireframePresentation
import WireframeRouting

// One request in a turn already held: what `route(to:)` runs once its turn has come, and what
// a guard's session, an action and the launch routes run inside the turn they hold.
extension Wireframe {
    /// Runs the pipeline for `url` in `turn`, showing screens in `root`: the action of an action
    /// route, or the missing prerequisites then the screen.
    ///
    /// The request and its missing prerequisites pass their observers and guards before
    /// anything changes; then the modal covering what the prerequisites on screen found is
    /// dismissed, and each prerequisite, then the route itself, gets its option and screen and
    /// is shown, in turn. When a step fails, the steps the request applied are taken back, so
    /// that a request made inside a turn (a guard's flow, an action's route) fails whole too.
    func runRequest(
        _ url: String,
        parameters: RouteParameters,
        option: (any RoutingOption)?,
        origin: RoutingOrigin,
        flowContext handover: FlowContextHandover?,
        payload: RequestPayload?,
        in turn: NavigationTurn,
        root: any RootContainer,
        logger: RequestLogger
    ) async throws(WireframeError) -> RoutingResult {
        // One function, not a do/catch around a function with the steps: an async function,
        // inlined or not, costs every request two actor hops more.
        let start = turn.savepoint
        do {
            let decided = try await decide(
                url,
                parameters: parameters,
                option: option,
                origin: origin,
                flowContext: handover,
                payload: payload,
                turn: turn,
                logger: logger
            )
            if !rules.actionsByRoute.isEmpty, let action = rules.actionsByRoute[decided.canonical] {
                return try await run(action, for: decided, in: turn, root: root, logger: logger)
            }
            // Shown only when there are prerequisites: planning them and showing what is missing
            // keeps its values in frames of its own, which a request without any never allocates.
            let built =
                rules.prerequisitesByRoute.isEmpty
                ? []
                : try await showMissingPrerequisites(of: decided, in: turn, root: root, logger: logger)
            try checkNotCancelled(decided)
            // The route's own screen last, once what it needs is on screen.
            let prepared = try await prepareScreen(for: decided, logger: logger)
            try checkNotCancelled(decided)
            let (placement, transition) = try await perform(prepared, in: turn, root: root, logger: logger)
            return announce(
                prepared,
                placement: placement,
                transition: transition,
                after: built,
                in: turn,
                logger: logger
            )
        } catch {
            await turn.takeBack(to: start)
            throw error
        }
    }

    /// Shows the prerequisites of `decided` that are missing, after dismissing the modal that
    /// covers those on screen; returns what each showed.
    private func showMissingPrerequisites(
        of decided: DecidedRequest,
        in turn: NavigationTurn,
        root: any RootContainer,
        logger: RequestLogger
    ) async throws(WireframeError) -> [RoutingResult] {
        let plan = try await planPrerequisites(of: decided, in: turn, root: root, logger: logger)
        try checkNotCancelled(decided)
        if let covering = plan.covering {
            do {
                try await turn.apply(
                    .dismiss(presentedBy: covering, animated: decided.request.option?.animated ?? true)
                )
            } catch {
                throw WireframeError(
                    error,
                    url: decided.request.url,
                    as: "\(decided.chain.subject): dismissing the modal over its prerequisites"
                )
            }
        }
        var built: [RoutingResult] = []
        for step in plan.missing {
            built.append(try await show(step, for: decided, in: turn, root: root))
        }
        return built
    }

    /// Records and tells what a request showed, once its transition is done: the route its
    /// screen was shown for, the routing-aware parts, then the observers.
    private func announce(
        _ prepared: PreparedRoute,
        placement: RoutingPlacement,
        transition: String,
        after built: [RoutingResult],
        in turn: NavigationTurn,
        logger: RequestLogger
    ) -> RoutingResult {
        // What reuse and route prerequisites recognise the screen by.
        recordShownRoute(of: prepared, in: turn)
        let result = RoutingResult(
            request: prepared.request,
            screen: prepared.screen,
            option: prepared.option,
            placement: placement,
            screenProvider: prepared.screenProvider,
            transition: transition,
            prerequisites: built
        )
        for step in built { tellRoutingAware(step) }
        tellRoutingAware(result)
        for step in built {
            for observer in observers.applicable(to: step.request.pattern) {
                running("observer", observer.name)
                observer.didRoute(step)
            }
        }
        for observer in observers.applicable(to: prepared.request.pattern) {
            running("observer", observer.name)
            observer.didRoute(result)
        }
        logger.debug("route done: \(result.summary)")
        return result
    }

    /// Stops a request whose caller was cancelled before it changes the screens, or before its
    /// own transition starts.
    private func checkNotCancelled(_ decided: DecidedRequest) throws(WireframeError) {
        if Task.isCancelled { throw cancelledBeforeTransition(decided) }
    }

    /// The error of a request whose caller was cancelled before its transition started.
    private func cancelledBeforeTransition(_ decided: DecidedRequest) -> WireframeError {
        WireframeError(
            .cancelled,
            url: decided.request.url,
            "\(decided.chain.subject) cancelled before its transition started"
        )
    }
}
