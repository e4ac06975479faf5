import WireframeNavigation
import WireframePresentation
import WireframeSupport

// Guards in admission: plug-ins that may hold a request, show their own flow inside its turn,
// then let it go on or cancel it.
extension Admission {
    /// Asks the guards of a request not yet passed; returns whether one held it and let it go
    /// on (the request is then checked again).
    ///
    /// - Throws: `WireframeError.Code.guardCancelled` when a guard cancelled or threw,
    ///   `WireframeError.Code.guardFlowClosed` when it cancelled once the user closed its flow,
    ///   `WireframeError.Code.cancelled` when it threw `CancellationError` or the request's
    ///   task was cancelled while a guard waited, a `WireframeError` it threw as it is; what
    ///   the guard showed is taken back first.
    func passGuards(
        of request: RoutingRequest,
        entry: RouteEntry,
        chain: RedirectChain,
        passed: inout Set<Int>
    ) async throws(WireframeError) -> Bool {
        for routeGuard in wireframe.guards.applicable(with: entry.guards)
        where !passed.contains(routeGuard.number) {
            let holder = "guard \(MessageText.quoted(routeGuard.name))"
            let session = RequestSession(
                request: request,
                name: routeGuard.name,
                turn: HeldTurn(wireframe: wireframe, turn: turn, holder: holder)
            )
            let savepoint = turn?.savepoint
            var verdict = RequestSession.Verdict.proceed
            var thrown: (any Error)?
            wireframe.running("guard", routeGuard.name)
            do {
                verdict = try await routeGuard.body(session)
            } catch {
                thrown = error
            }
            session.end()
            if thrown == nil, verdict == .proceed, !session.wasInvolved {
                continue
            }
            // What the guard's flow showed is taken back.
            if let turn, let savepoint { await turn.takeBack(to: savepoint) }
            if session.cancelledByTask {
                throw WireframeError(.cancelled, url: request.url, "\(chain.subject) cancelled while \(holder) held it")
            }
            if let thrown {
                throw Wireframe.pluginFailure(thrown, .guardCancelled, url: request.url, chain: chain, plugin: holder)
            }
            if case .cancel(let reason) = verdict {
                if let closed = session.closedFlow {
                    throw WireframeError(
                        .guardFlowClosed,
                        url: request.url,
                        "\(chain.subject): the user closed the flow of \(holder) (\(MessageText.quoted(closed)) left the screen)"
                    )
                }
                throw WireframeError(
                    .guardCancelled,
                    url: request.url,
                    "\(chain.subject): \(holder) cancelled it: \(reason)"
                )
            }
            logger.debug("\(holder) let the request go on; it is checked again")
            passed.insert(routeGuard.number)
            return true
        }
        return false
    }
}
