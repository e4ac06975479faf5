import Logging
import WireframeSupport

// Navigation of the app's own, in the navigator's queue.
extension Navigator {
    /// Runs `body` in its turn: after the turns asked before it, before those asked after,
    /// with nothing else changing the screens meanwhile.
    ///
    /// Change the screens with the turn's ``NavigationTurn/apply(_:)-(NavigationStep)``: when `body` then
    /// throws, the steps it applied are taken back, and observers hear of the steps that stay.
    ///
    /// <!-- sample Navigator+InTurn/inTurn -->
    /// ```swift
    /// try await navigator.inTurn(named: "close the compose flow") { turn in
    ///     guard let presenter = turn.shown.topmostScreen?.presentingScreen else { return }
    ///     try await turn.apply(.dismiss(presentedBy: presenter))
    /// }
    /// ```
    ///
    /// A change `body` makes by calling a container directly cannot be taken back; observers
    /// hear that the screens changed (``NavigationChange/includesUnrecordedChanges``) so that
    /// they can read them again. `body` must not await another turn of this navigator (a
    /// wireframe's `route(to:)`, say): it would wait for its own turn, and fails with
    /// ``NavigationError/Code/reentrantTurn`` instead.
    ///
    /// - Throws: what `body` throws, as it is (a step it applied that a container refused is a
    ///   ``NavigationError/Code/stepRefused``); ``NavigationError`` when the turn itself
    ///   failed: ``NavigationError/Code/cancelled`` when the caller was cancelled while it
    ///   waited, ``NavigationError/Code/timedOut`` past ``turnTimeout``.
    @discardableResult
    public func inTurn<Result>(
        named name: String,
        _ body: @escaping @MainActor (NavigationTurn) async throws -> Result
    ) async throws -> Result {
        try await inTurn(TurnSubject(name: MessageText.escaped(name)), source: .app, body)
    }

    /// ``inTurn(named:_:)`` for a turn reported as `source`.
    @discardableResult
    package func inTurn<Result>(
        _ subject: TurnSubject,
        source: NavigationChange.Source,
        _ body: @escaping @MainActor (NavigationTurn) async throws -> Result
    ) async throws -> Result {
        logAsked(subject)
        // The app's own front-end speaks the core's error: a failure of the turn is passed on.
        let asItIs: (NavigationError) -> any Error = { $0 }
        return try await perform(subject, source: source, translating: asItIs) { turn in
            do throws(AppCodeFailure) {
                return try await turn.runAppCode { try await body(turn) }
            } catch {
                throw error.error
            }
        }
    }
}
