import WireframeFlow
import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// One request in a turn already held, top to bottom: what `route(to:)` runs once its turn has
/// come, and what the launch routes and a guard's or an action's session run inside the turn
/// they hold. Each stage is a small type that returns a value: admission (match, access,
/// observers, guards, redirects), decision (the option), preparation (the screen and its flow
/// context), placement (the transition's steps).
@MainActor
struct RequestRun {
    let wireframe: Wireframe
    let turn: NavigationTurn
    let root: any RootContainer
    let logger: RequestLogger

    /// Runs `asked`: the action of an action route, or the missing prerequisites then the
    /// screen.
    ///
    /// The request and its missing prerequisites pass admission before anything changes; then
    /// the modal covering what the prerequisites on screen found is dismissed, and each
    /// prerequisite, then the route itself, is decided, prepared and placed, in turn. When a
    /// stage fails, the steps the request applied are taken back, so that a request made inside
    /// a turn (a guard's flow, an action's route) fails whole too.
    func run(_ asked: AskedRequest) async throws(WireframeError) -> RoutingResult {
        let start = turn.savepoint
        do {
            let admitted = try await Admission(wireframe: wireframe, turn: turn, logger: logger).admit(asked)
            if let action = admitted.entry.action { return try await run(action, for: admitted) }
            let prerequisites = try await showMissingPrerequisites(of: admitted)
            try admitted.checkNotCancelled()
            // The route's own screen last, once what it needs is on screen.
            let decided = try await Decision(wireframe: wireframe, logger: logger).decide(admitted)
            let prepared = try await Preparation(wireframe: wireframe, logger: logger).prepare(decided, in: turn)
            try admitted.checkNotCancelled()
            let placement = Placement(wireframe: wireframe, turn: turn, root: root, logger: logger)
            let result = try await placement.place(prepared, after: prerequisites)
            announce(result)
            return result
        } catch {
            await turn.takeBack(to: start)
            throw error
        }
    }

    /// Tells what a request showed, once its transition is done: the routing-aware screens,
    /// then the observers, the prerequisites' first.
    private func announce(_ result: RoutingResult) {
        let shown = result.prerequisites + [result]
        for each in shown { wireframe.tellRoutingAware(each) }
        for each in shown {
            for observer in wireframe.observers.applicable(with: wireframe.entry(for: each.request.pattern).observers) {
                wireframe.running("observer", observer.name)
                observer.didRoute(each)
            }
        }
        logger.debug("route done: \(result.summary)")
    }
}

/// What a caller asked for: the URL to route and what goes with it, as `route(to:)` and its
/// relatives take them.
struct AskedRequest {
    let url: String
    var parameters: RouteParameters = [:]
    var option: (any RoutingOption)?
    var origin: RoutingOrigin = .app
    /// The caller's flow context hand-over; when `nil`, the route's.
    var flowContext: FlowContextHandover?
    var payload: RequestPayload?
}
