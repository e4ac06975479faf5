import WireframePresentation
import WireframeRouting

// Running an action route's action in the request's turn.
extension Wireframe {
    /// Runs `action` for a request observers and guards let through; takes back what it showed
    /// when it throws.
    ///
    /// - Throws: ``WireframeError/Code/actionFailed`` naming the action, with its error as the
    ///   underlying error.
    func run(
        _ action: ActionBody,
        for decided: DecidedRequest,
        in root: any RootContainer,
        logger: RequestLogger
    ) async throws(WireframeError) -> RoutingResult {
        let request = decided.request
        let holder = "action \(MessageText.quoted(action.name))"
        let handle = ActionSession(
            request: request,
            name: action.name,
            turn: HeldTurn(wireframe: self, root: root, holder: holder)
        )
        let snapshot = HierarchyRestorePoint(of: root)
        logger.debug("\(holder) runs")
        do {
            try await action.body(handle)
        } catch {
            handle.end()
            await snapshot.restore(in: root, logger: logger)
            throw WireframeError(
                .actionFailed,
                url: request.url,
                "\(decided.chain.subject): \(holder) failed: \(ErrorText.describe(error))",
                underlyingError: error
            )
        }
        handle.end()
        let result = RoutingResult(
            request: request,
            screen: root.topmostScreen ?? NothingShownScreen(),
            option: request.option ?? defaultOption,
            placement: .custom("ran \(holder)"),
            screenProvider: "(none)",
            transition: "(none)",
            action: action.name
        )
        for observer in observers.applicable(to: request.pattern) {
            observer.didRoute(result)
        }
        logger.debug("route done: \(result.summary)")
        return result
    }
}
