import Logging
public import WireframePresentation
import WireframeSupport

// Going back, which needs no URL: each is one turn in the queue (so a `back()` asked after a
// route runs after it) and one navigation step found from what the user sees on top, reported as
// the app's.
extension Navigator {
    /// Goes back one step, as the user would: pops the top screen of the visible stack or, when
    /// that stack holds only its root (or the visible screen is on no stack), dismisses the
    /// visible modal.
    ///
    /// - Returns: what changed: the step taken and the screens that left the hierarchy.
    /// - Throws: ``NavigationError/Code/nothingToGoBack`` when there is nothing to pop or
    ///   dismiss, or ``NavigationError/Code/stepRefused`` with what a container threw.
    @discardableResult
    public func back(animated: Bool = true) async throws(NavigationError) -> NavigationChange {
        try await goBack(.back, animated: animated)
    }

    /// Pops the visible stack to `screen`, found by its identity.
    ///
    /// - Throws: ``NavigationError/Code/noStack`` when the visible screen is on no stack,
    ///   ``NavigationError/Code/screenNotFound`` when `screen` is not on it.
    @discardableResult
    public func popTo(_ screen: any Screen, animated: Bool = true) async throws(NavigationError) -> NavigationChange {
        try await goBack(.popTo(screen), animated: animated)
    }

    /// Pops the visible stack to the nearest screen with `screenIdentifier` below its top.
    ///
    /// Identifiers name screens for people and may repeat; ``popTo(_:animated:)`` finds a screen
    /// by its identity instead.
    ///
    /// - Throws: ``NavigationError/Code/noStack`` when the visible screen is on no stack,
    ///   ``NavigationError/Code/screenNotFound`` when no screen on it has that identifier.
    @discardableResult
    public func popTo(screenIdentifier: String, animated: Bool = true) async throws(NavigationError) -> NavigationChange
    {
        try await goBack(.popTo(screenIdentifier: screenIdentifier), animated: animated)
    }

    /// Pops the visible stack to its root screen.
    ///
    /// - Throws: ``NavigationError/Code/noStack`` when the visible screen is on no stack.
    @discardableResult
    public func popToRoot(animated: Bool = true) async throws(NavigationError) -> NavigationChange {
        try await goBack(.popToRoot, animated: animated)
    }

    /// Dismisses the visible modal flow (the presented screen or stack the visible screen is
    /// part of) with everything it presents; with `all`, every modal of the window.
    ///
    /// - Throws: ``NavigationError/Code/nothingToDismiss`` when nothing is presented.
    @discardableResult
    public func dismissModal(all: Bool = false, animated: Bool = true) async throws(NavigationError) -> NavigationChange
    {
        try await goBack(.dismissModal(all: all), animated: animated)
    }

    /// Runs `action` in its turn, reported as the app's: the step it finds from the visible
    /// screen, or none when there is nothing to do.
    private func goBack(_ action: BackNavigation, animated: Bool) async throws(NavigationError) -> NavigationChange {
        let name = action.description
        let subject = TurnSubject(name: name)
        logAsked(subject)
        do throws(NavigationError) {
            return try await takeBack(action, name: name, subject: subject, animated: animated)
        } catch {
            // Logged at debug level only: the caller learns of it from the error thrown.
            logger.debug("\(error.message)", metadata: error.logMetadata)
            throw error
        }
    }

    /// The turn of ``goBack(_:animated:)``.
    private func takeBack(
        _ action: BackNavigation,
        name: String,
        subject: TurnSubject,
        animated: Bool
    ) async throws(NavigationError) -> NavigationChange {
        try await perform(subject, source: .app) { [self] turn throws(NavigationError) in
            guard let anchor = turn.root?.topmostScreen else {
                throw NavigationError(.noStack, "\(name): nothing is shown yet")
            }
            var removed: [any Screen] = []
            let step = try action.step(from: anchor, root: turn.root, animated: animated)
            if let step {
                do throws(NavigationError) {
                    removed = try await turn.apply(step)
                } catch {
                    throw error.restated(as: name)
                }
            }
            let change = NavigationChange(
                source: .app,
                name: name,
                steps: step.map { [$0] } ?? [],
                removed: removed,
                turn: turn
            )
            logger.debug("\(change.summary)")
            return change
        }
    }
}
