import WireframeNavigation
import WireframePresentation
import WireframeSupport

// Running an action route's action in the request's turn.
extension RequestRun {
    /// Runs `action` for a request admission let through; what it showed is taken back when it
    /// throws (with the rest of the request).
    ///
    /// - Throws: `WireframeError.Code.actionFailed` naming the action, with its error as the
    ///   underlying error; `WireframeError.Code.cancelled` when it threw `CancellationError`
    ///   or the request's task was cancelled; a `WireframeError` it threw, as it is.
    func run(_ action: ActionBody, for admitted: AdmittedRequest) async throws(WireframeError) -> RoutingResult {
        let request = admitted.request
        let holder = "action \(MessageText.quoted(action.name))"
        let handle = RequestSession(
            request: request,
            name: action.name,
            turn: HeldTurn(wireframe: wireframe, turn: turn, holder: holder)
        )
        logger.debug("\(holder) runs")
        wireframe.running("action", action.name)
        do {
            try await action.body(handle)
        } catch {
            handle.end()
            throw Wireframe.pluginFailure(error, .actionFailed, url: request.url, chain: admitted.chain, plugin: holder)
        }
        handle.end()
        let result = RoutingResult(
            request: request,
            screen: root.topmostScreen ?? NothingShownScreen(),
            option: request.option ?? wireframe.defaultOption,
            placement: .custom("ran \(holder)"),
            screenProvider: "(none)",
            transition: "(none)",
            action: action.name
        )
        for observer in wireframe.observers.applicable(with: admitted.entry.observers) {
            observer.didRoute(result)
        }
        logger.debug("route done: \(result.summary)")
        return result
    }
}
