public import WireframeNavigation
public import WireframePresentation
import WireframeRouting
import WireframeSupport

// Navigation actions that need no URL. Each takes its turn in the navigator's queue, so a
// `back()` asked after a `route(to:)` runs after it, and is one navigation step found from what
// the user sees on top.
extension Wireframe {
    /// Goes back one step, as the user would: pops the top screen of the visible stack or, when
    /// that stack holds only its root (or the visible screen is on no stack), dismisses the
    /// visible modal.
    ///
    /// - Returns: what changed: the step taken and the screens that left the hierarchy.
    /// - Throws: `WireframeError.Code.nothingToGoBack` when there is nothing to pop or
    ///   dismiss, or `WireframeError.Code.presentationFailed` with what a container threw.
    @discardableResult
    public func back(animated: Bool = true) async throws(WireframeError) -> NavigationChange {
        try await navigate(.back) { anchor throws(WireframeError) in
            if let stack = anchor.ownOrEnclosingStack, stack.screens.count > 1 {
                return .pop(stack, to: stack.screens[stack.screens.count - 2], animated: animated)
            }
            if let presenting = anchor.presentingScreen {
                return .dismiss(presentedBy: presenting, animated: animated)
            }
            throw WireframeError(
                .nothingToGoBack,
                "back: \(MessageText.quoted(anchor.screenIdentifier)) is the root of its stack and is not presented"
            )
        }
    }

    /// Pops the visible stack to `screen`, found by its identity.
    ///
    /// - Throws: `WireframeError.Code.noContainer` when the visible screen is on no stack,
    ///   `WireframeError.Code.screenNotFound` when `screen` is not on it.
    @discardableResult
    public func popTo(_ screen: any Screen, animated: Bool = true) async throws(WireframeError) -> NavigationChange {
        let id = screen.screenID
        let action = BackNavigation.popToScreen(id: id, identifier: screen.screenIdentifier)
        return try await popTo(
            action,
            sought: "\(id) \(MessageText.quoted(screen.screenIdentifier))",
            animated: animated
        ) {
            $0.screenID == id
        }
    }

    /// Pops the visible stack to the nearest screen with `screenIdentifier` below its top.
    ///
    /// Identifiers name screens for people and may repeat; ``popTo(_:animated:)`` finds a screen
    /// by its identity instead.
    ///
    /// - Throws: `WireframeError.Code.noContainer` when the visible screen is on no stack,
    ///   `WireframeError.Code.screenNotFound` when no screen on it has that identifier.
    @discardableResult
    public func popTo(screenIdentifier: String, animated: Bool = true) async throws(WireframeError) -> NavigationChange
    {
        let action = BackNavigation.popTo(screenIdentifier: screenIdentifier)
        return try await popTo(action, sought: "\(MessageText.quoted(screenIdentifier))", animated: animated) {
            $0.screenIdentifier == screenIdentifier
        }
    }

    /// Pops the visible stack to the nearest screen below its top that `isTarget` accepts.
    private func popTo(
        _ action: BackNavigation,
        sought: String,
        animated: Bool,
        where isTarget: @escaping @MainActor (any Screen) -> Bool
    ) async throws(WireframeError) -> NavigationChange {
        try await navigate(action) { anchor throws(WireframeError) in
            let stack = try Self.requireStack(of: anchor, action: action)
            guard let target = stack.screens.last(where: isTarget) else {
                let ids = stack.screens.map { "\(MessageText.quoted($0.screenIdentifier))" }.joined(separator: ", ")
                throw WireframeError(
                    .screenNotFound,
                    "\(action): no screen \(sought) on stack \(MessageText.quoted(stack.screenIdentifier)) (it holds \(ids))"
                )
            }
            return .pop(stack, to: target, animated: animated)
        }
    }

    /// Pops the visible stack to its root screen.
    ///
    /// - Throws: `WireframeError.Code.noContainer` when the visible screen is on no stack.
    @discardableResult
    public func popToRoot(animated: Bool = true) async throws(WireframeError) -> NavigationChange {
        try await navigate(.popToRoot) { anchor throws(WireframeError) in
            let stack = try Self.requireStack(of: anchor, action: .popToRoot)
            guard let bottom = stack.screens.first else { return nil }
            return .pop(stack, to: bottom, animated: animated)
        }
    }

    /// Dismisses the visible modal flow (the presented screen or stack the visible screen is
    /// part of) with everything it presents; with `all`, every modal of the window.
    ///
    /// - Throws: `WireframeError.Code.nothingToDismiss` when nothing is presented.
    @discardableResult
    public func dismissModal(all: Bool = false, animated: Bool = true) async throws(WireframeError) -> NavigationChange
    {
        let action = BackNavigation.dismissModal(all: all)
        return try await navigate(action) { [self] anchor throws(WireframeError) in
            let presenting =
                all
                ? root?.visiblePath.first { $0.presentedScreen != nil }
                : anchor.presentingScreen
            guard let presenting else {
                throw WireframeError(.nothingToDismiss, "\(action): nothing is presented")
            }
            return .dismiss(presentedBy: presenting, animated: animated)
        }
    }

    /// Runs `body` in its turn in the wireframe's queue: after the requests asked before it,
    /// before those asked after, with nothing else running meanwhile.
    ///
    /// For navigation of your own that must not overlap the wireframe's, with the same rules as
    /// ``route(to:parameters:option:origin:flowContext:)-(String,_,_,_,_)``: it waits for a
    /// root at cold start, a caller cancelled while it waits fails with
    /// `WireframeError.Code.cancelled` without running `body`, and the steps `body` applies
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
    /// - Throws: `WireframeError`: what `body` throws, a `WireframeError` as it is, a
    ///   `PresentationError` as `WireframeError.Code.presentationFailed`,
    ///   anything else as `WireframeError.Code.transitionFailed`.
    @discardableResult
    public func inTurn<Result>(
        named name: String,
        _ body: @escaping @MainActor (NavigationTurn) async throws -> Result
    ) async throws(WireframeError) -> Result {
        try await navigator.inTurn(named: name, body)
    }

    /// Runs a navigation action in its turn: the step `step` finds from the visible screen, or
    /// none when there is nothing to do.
    private func navigate(
        _ action: BackNavigation,
        _ step: @escaping @MainActor (any Screen) throws(WireframeError) -> NavigationStep?
    ) async throws(WireframeError) -> NavigationChange {
        // Named once: a back's name is a literal, and interpolating it cost an allocation.
        let name = action.description
        let logger = requestLogger(url: nil, name: name)
        logger.debug("\(name) asked")
        return try await inTurn(logger: logger) { turn, root throws(WireframeError) in
            guard let anchor = root.topmostScreen else {
                throw WireframeError(.noContainer, "\(name): nothing is shown yet")
            }
            var removed: [any Screen] = []
            let step = try step(anchor)
            if let step {
                do throws(WireframeError) {
                    removed = try await turn.apply(step)
                } catch {
                    throw error.restated(as: name)
                }
            }
            let change = NavigationChange(
                source: .wireframe,
                name: name,
                steps: step.map { [$0] } ?? [],
                removed: removed,
                turn: turn
            )
            logger.debug("\(change.summary)")
            return change
        }
    }

    private static func requireStack(
        of anchor: any Screen,
        action: BackNavigation
    ) throws(WireframeError) -> any StackContainer {
        guard let stack = anchor.ownOrEnclosingStack else {
            throw WireframeError(
                .noContainer,
                "\(action): the visible screen \(MessageText.quoted(anchor.screenIdentifier)) is not on a stack"
            )
        }
        return stack
    }
}
