public import WireframeNavigation

// Navigation of the app's own in the wireframe's queue. The navigation actions that need no URL
// (`back`, `popTo`, `popToRoot`, `dismissModal`) and the turn settings are the navigator's:
// `wireframe.navigator.back()`.
extension Wireframe {
    /// Runs `body` in its turn in the wireframe's queue: after the requests asked before it,
    /// before those asked after, with nothing else running meanwhile.
    ///
    /// For navigation of your own that must not overlap the wireframe's, with the same rules as
    /// ``route(to:parameters:option:origin:flowContext:)-(String,_,_,_,_)``: it waits for a
    /// root at cold start, a caller cancelled while it waits fails with
    /// `NavigationError.Code.cancelled` without running `body`, and the steps `body` applies
    /// through the turn are taken back when it throws.
    ///
    /// <!-- sample Wireframe+Navigation/inTurn -->
    /// ```swift
    /// try await wireframe.inTurn(named: "close the compose flow") { turn in
    ///     guard let presenter = turn.shown.topmostScreen?.presentingScreen else { return }
    ///     try await turn.apply(.dismiss(presentedBy: presenter))
    /// }
    /// ```
    ///
    /// `body` must not await another request of this wireframe: it would wait for its own turn.
    /// See `Navigator.inTurn(named:_:)`.
    ///
    /// - Throws: what `body` throws, as it is; `NavigationError` when the turn itself failed.
    @discardableResult
    public func inTurn<Result>(
        named name: String,
        _ body: @escaping @MainActor (NavigationTurn) async throws -> Result
    ) async throws -> Result {
        try await navigator.inTurn(named: name, body)
    }
}
