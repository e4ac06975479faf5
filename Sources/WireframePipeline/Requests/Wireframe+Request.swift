import WireframeFlow
import WireframePresentation
import WireframeRouting

// One request in a turn already held: what `route(to:)` runs once its turn has come, and what
// a guard's session, an action and the launch routes run inside the turn they hold.
extension Wireframe {
    /// Runs the pipeline for `url` in the turn held, `root` being the turn's root: the action of
    /// an action route, or the missing prerequisites then the screen.
    ///
    /// Every screen (the prerequisites' and the route's) is made before the first transition;
    /// when a transition fails, the ones before it are taken back (`HierarchyRestorePoint`).
    func runRequest(
        _ url: String,
        parameters: RouteParameters,
        option: (any RoutingOption)?,
        origin: RoutingOrigin,
        flowContext handover: FlowContextHandover?,
        context: RequestContext?,
        in root: any RootContainer,
        logger: RequestLogger
    ) async throws(WireframeError) -> RoutingResult {
        let decided = try await decide(
            url,
            parameters: parameters,
            option: option,
            origin: origin,
            flowContext: handover,
            context: context,
            root: root,
            logger: logger
        )
        if !rules.actionsByRoute.isEmpty, let action = rules.actionsByRoute[decided.canonical] {
            return try await run(action, for: decided, in: root, logger: logger)
        }
        let prepared = try await prepareScreen(for: decided, logger: logger)
        let steps = try await preparePrerequisites(of: decided, in: root, logger: logger)
        if Task.isCancelled {
            throw WireframeError(
                .cancelled,
                url: url,
                "\(prepared.chain.subject) cancelled before its transition started"
            )
        }
        // A single transition leaves the hierarchy as it was when it fails; several need the
        // record of what to put back.
        let snapshot = steps.isEmpty ? nil : HierarchyRestorePoint(of: root)
        var built: [RoutingResult] = []
        let placement: RoutingPlacement
        let transition: String
        do {
            for step in steps {
                built.append(try await show(step, for: decided, in: root, logger: logger))
            }
            (placement, transition) = try await perform(prepared, in: root, logger: logger)
        } catch {
            await snapshot?.restore(in: root, logger: logger)
            throw error
        }
        // What reuse and route prerequisites recognise the screen by.
        recordShownRoute(of: prepared)
        let result = RoutingResult(
            request: prepared.request,
            screen: prepared.screen,
            option: prepared.option,
            placement: placement,
            screenProvider: prepared.screenProvider,
            transition: transition,
            prerequisites: built
        )
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
}
