public import WireframeNavigation
public import WireframePresentation

// Navigation actions that need no URL are the navigator's (`Navigator.back(animated:)` and the
// others): the wireframe's are the same turns, reported as the wireframe's, so that an app that
// holds only its wireframe goes back through it as its samples show.
extension Wireframe {
    /// Goes back one step, as the user would: the navigator's `back(animated:)`, reported as the
    /// wireframe's.
    ///
    /// - Returns: what changed: the step taken and the screens that left the hierarchy.
    /// - Throws: `NavigationError.Code.nothingToGoBack` when there is nothing to pop or
    ///   dismiss, or `NavigationError.Code.stepRefused` with what a container threw.
    @discardableResult
    public func back(animated: Bool = true) async throws(NavigationError) -> NavigationChange {
        try await navigator.goBack(.back, animated: animated, source: .wireframe)
    }

    /// Pops the visible stack to `screen`, found by its identity: the navigator's
    /// `popTo(_:animated:)`, reported as the wireframe's.
    ///
    /// - Throws: `NavigationError.Code.noStack` when the visible screen is on no stack,
    ///   `NavigationError.Code.screenNotFound` when `screen` is not on it.
    @discardableResult
    public func popTo(_ screen: any Screen, animated: Bool = true) async throws(NavigationError) -> NavigationChange {
        try await navigator.goBack(.popTo(screen), animated: animated, source: .wireframe)
    }

    /// Pops the visible stack to the nearest screen with `screenIdentifier` below its top: the
    /// navigator's `popTo(screenIdentifier:animated:)`, reported as the wireframe's.
    ///
    /// - Throws: `NavigationError.Code.noStack` when the visible screen is on no stack,
    ///   `NavigationError.Code.screenNotFound` when no screen on it has that identifier.
    @discardableResult
    public func popTo(screenIdentifier: String, animated: Bool = true) async throws(NavigationError) -> NavigationChange
    {
        try await navigator.goBack(.popTo(screenIdentifier: screenIdentifier), animated: animated, source: .wireframe)
    }

    /// Pops the visible stack to its root screen: the navigator's `popToRoot(animated:)`,
    /// reported as the wireframe's.
    ///
    /// - Throws: `NavigationError.Code.noStack` when the visible screen is on no stack.
    @discardableResult
    public func popToRoot(animated: Bool = true) async throws(NavigationError) -> NavigationChange {
        try await navigator.goBack(.popToRoot, animated: animated, source: .wireframe)
    }

    /// Dismisses the visible modal flow with everything it presents; with `all`, every modal of
    /// the window: the navigator's `dismissModal(all:animated:)`, reported as the wireframe's.
    ///
    /// - Throws: `NavigationError.Code.nothingToDismiss` when nothing is presented.
    @discardableResult
    public func dismissModal(all: Bool = false, animated: Bool = true) async throws(NavigationError) -> NavigationChange
    {
        try await navigator.goBack(.dismissModal(all: all), animated: animated, source: .wireframe)
    }

    /// Runs `body` in its turn in the wireframe's queue: after the requests asked before it,
    /// before those asked after, with nothing else running meanwhile.
    ///
    /// For navigation of your own that must not overlap the wireframe's, with the same rules as
    /// ``route(to:parameters:option:origin:flowContext:)-(String,_,_,_,_)``: it waits for a
    /// root at cold start, a caller cancelled while it waits fails with
    /// `NavigationError.Code.cancelled` without running `body`, and the steps `body` applies
    /// through the turn are taken back when it throws.
    ///
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
