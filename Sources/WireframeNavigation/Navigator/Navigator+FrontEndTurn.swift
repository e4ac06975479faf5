package import WireframePresentation

// A turn of a front-end that speaks its own error (the wireframe: `WireframeError`, a module's
// router: `ModuleError`, the app's own in `inTurn(named:_:)`): what its body throws reaches its
// caller untouched, and a failure of the turn itself is put in the front-end's words once, by
// the front-end.
extension Navigator {
    /// Runs `body` in its turn, as ``perform(_:source:timeout:requiresRoot:beforeRoot:attaching:_:)``
    /// does, for a front-end whose body throws its own error `Failure`: that error is thrown to
    /// the caller as it is (the turn's steps taken back first), and a failure of the turn itself
    /// — cancelled, timed out, re-entrant, no window, ended early — is thrown as
    /// `translate` words it.
    package func perform<Result, Failure: Error>(
        _ subject: TurnSubject,
        source: NavigationChange.Source,
        timeout: Duration?? = nil,
        requiresRoot: Bool = true,
        beforeRoot: Bool = false,
        attaching newRoot: (any RootContainer)? = nil,
        translating translate: (NavigationError) -> Failure,
        _ body: @escaping @MainActor (NavigationTurn) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let own = OwnFailure<Failure>()
        do throws(NavigationError) {
            return try await perform(
                subject,
                source: source,
                timeout: timeout,
                requiresRoot: requiresRoot,
                beforeRoot: beforeRoot,
                attaching: newRoot
            ) { turn throws(NavigationError) in
                do throws(Failure) {
                    return try await body(turn)
                } catch {
                    // The turn fails (so its steps are taken back) with a marker that carries the
                    // front-end's error past the core, never read as a message of its own.
                    own.error = error
                    throw NavigationError(.endedEarly, subject.text, underlyingError: own)
                }
            }
        } catch {
            // The turn may have failed for a reason of its own first (it timed out while the body
            // ran): only the marker of this turn's body is the front-end's error.
            if let marker = error.underlyingError as? OwnFailure<Failure>, marker === own, let failure = own.error {
                throw failure
            }
            throw translate(error)
        }
    }
}

/// What a front-end's turn body threw, carried through the core's failure of the turn.
private final class OwnFailure<Failure: Error>: Error, @unchecked Sendable {
    // Written and read on the main actor only, in the turn and then by its caller.
    var error: Failure?
}
