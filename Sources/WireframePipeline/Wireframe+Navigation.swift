public import WireframePresentation
import WireframeRouting

// Navigation actions that need no URL. They take their turn in the same queue as routes, so a
// `back()` asked after a `route(to:)` runs after it.
extension Wireframe {
    /// Goes back one step, as the user would: pops the top screen of the visible stack or, when
    /// that stack holds only its root (or the visible screen is on no stack), dismisses the
    /// visible modal.
    ///
    /// - Throws: ``WireframeError/Code/nothingToGoBack`` when there is nothing to pop or
    ///   dismiss, or ``WireframeError/Code/presentationFailed`` with what a container threw.
    @discardableResult
    public func back(animated: Bool = true) async throws(WireframeError) -> NavigationResult {
        try await navigate(.back) { anchor throws(WireframeError) in
            if let stack = Self.stack(of: anchor), stack.screens.count > 1 {
                let popped = try await Self.transition(.back) { try await stack.pop(animated: animated) }
                return popped.map { [$0] } ?? []
            }
            if let presenting = anchor.presentingScreen {
                return try await Self.dismiss(from: presenting, action: .back, animated: animated)
            }
            throw WireframeError(
                .nothingToGoBack,
                "back: \(MessageText.quoted(anchor.screenIdentifier)) is the root of its stack and is not presented"
            )
        }
    }

    /// Pops the visible stack to `screen`, found by its identity.
    ///
    /// - Throws: ``WireframeError/Code/noContainer`` when the visible screen is on no stack,
    ///   ``WireframeError/Code/screenNotFound`` when `screen` is not on it.
    @discardableResult
    public func popTo(_ screen: any Screen, animated: Bool = true) async throws(WireframeError) -> NavigationResult {
        let id = screen.screenID
        let action = NavigationAction.popToScreen(id: id, identifier: screen.screenIdentifier)
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
    /// - Throws: ``WireframeError/Code/noContainer`` when the visible screen is on no stack,
    ///   ``WireframeError/Code/screenNotFound`` when no screen on it has that identifier.
    @discardableResult
    public func popTo(screenIdentifier: String, animated: Bool = true) async throws(WireframeError) -> NavigationResult
    {
        let action = NavigationAction.popTo(screenIdentifier: screenIdentifier)
        return try await popTo(action, sought: "\(MessageText.quoted(screenIdentifier))", animated: animated) {
            $0.screenIdentifier == screenIdentifier
        }
    }

    /// Pops the visible stack to the nearest screen below its top that `isTarget` accepts.
    private func popTo(
        _ action: NavigationAction,
        sought: String,
        animated: Bool,
        where isTarget: @escaping @MainActor (any Screen) -> Bool
    ) async throws(WireframeError) -> NavigationResult {
        try await navigate(action) { anchor throws(WireframeError) in
            let stack = try Self.requireStack(of: anchor, action: action)
            guard let target = stack.screens.last(where: isTarget) else {
                let ids = stack.screens.map { "\(MessageText.quoted($0.screenIdentifier))" }.joined(separator: ", ")
                throw WireframeError(
                    .screenNotFound,
                    "\(action): no screen \(sought) on stack \(MessageText.quoted(stack.screenIdentifier)) (it holds \(ids))"
                )
            }
            return try await Self.transition(action) { try await stack.pop(to: target, animated: animated) }
        }
    }

    /// Pops the visible stack to its root screen.
    ///
    /// - Throws: ``WireframeError/Code/noContainer`` when the visible screen is on no stack.
    @discardableResult
    public func popToRoot(animated: Bool = true) async throws(WireframeError) -> NavigationResult {
        try await navigate(.popToRoot) { anchor throws(WireframeError) in
            let stack = try Self.requireStack(of: anchor, action: .popToRoot)
            return try await Self.transition(.popToRoot) { try await stack.popToRoot(animated: animated) }
        }
    }

    /// Dismisses the visible modal flow (the presented screen or stack the visible screen is
    /// part of) with everything it presents; with `all`, every modal of the window.
    ///
    /// - Throws: ``WireframeError/Code/nothingToDismiss`` when nothing is presented.
    @discardableResult
    public func dismissModal(all: Bool = false, animated: Bool = true) async throws(WireframeError) -> NavigationResult
    {
        let action = NavigationAction.dismissModal(all: all)
        return try await navigate(action) { [self] anchor throws(WireframeError) in
            let presenting = all ? Self.firstPresentingScreen(from: root?.root) : anchor.presentingScreen
            guard let presenting else {
                throw WireframeError(.nothingToDismiss, "\(action): nothing is presented")
            }
            return try await Self.dismiss(from: presenting, action: action, animated: animated)
        }
    }

    /// Runs `body` in its turn in the wireframe's queue, with the attached root: after the
    /// requests asked before it, before those asked after, with nothing else running meanwhile.
    ///
    /// For navigation of your own that must not overlap the wireframe's (a VIPER router's, a
    /// flow's, a state-driven router's), with the same rules as ``route(to:parameters:option:origin:flowContext:)-(String,_,_,_,_)``:
    /// it waits for a root at cold start, and a caller cancelled while it waits fails with
    /// ``WireframeError/Code/cancelled`` without running `body`.
    ///
    /// ```swift
    /// try await wireframe.inTurn(named: "close the compose flow") { root in
    ///     try await root.topmostScreen?.presentingScreen?.dismissPresented(animated: true)
    /// }
    /// ```
    ///
    /// `body` must not await another request of this wireframe: it would wait for its own turn.
    ///
    /// - Throws: ``WireframeError``: what `body` throws, a ``WireframeError`` as it is, a
    ///   `PresentationError` as ``WireframeError/Code/presentationFailed``,
    ///   anything else as ``WireframeError/Code/transitionFailed``.
    public func inTurn<Result>(
        named name: String,
        _ body: @escaping @MainActor (any RootContainer) async throws -> Result
    ) async throws(WireframeError) -> Result {
        let logger = requestLogger(url: nil, name: MessageText.escaped(name))
        logger.debug("\(logger.subject) asked")
        return try await inTurn(logger: logger) { root throws(WireframeError) in
            do {
                return try await body(root)
            } catch let error as WireframeError {
                throw error
            } catch let error as PresentationError {
                throw WireframeError(
                    .presentationFailed,
                    "\(MessageText.escaped(name)): \(error.message)",
                    underlyingError: error
                )
            } catch {
                throw WireframeError(
                    .transitionFailed,
                    "\(MessageText.escaped(name)): \(ErrorText.describe(error))",
                    underlyingError: error
                )
            }
        }
    }

    /// Runs a navigation action in its turn, from the visible screen.
    private func navigate(
        _ action: NavigationAction,
        _ body: @escaping @MainActor (any Screen) async throws(WireframeError) -> [any Screen]
    ) async throws(WireframeError) -> NavigationResult {
        let logger = requestLogger(url: nil, name: "\(action)")
        logger.debug("\(action) asked")
        return try await inTurn(logger: logger) { root throws(WireframeError) in
            guard let anchor = root.topmostScreen else {
                throw WireframeError(.noContainer, "\(action): nothing is shown yet")
            }
            let result = NavigationResult(action: action, removed: try await body(anchor))
            logger.debug("\(result.summary)")
            return result
        }
    }

    /// The stack of `screen`: itself when it is a stack, else the stack it is on.
    static func stack(of screen: any Screen) -> (any StackContainer)? {
        (screen as? any StackContainer) ?? screen.enclosingStack
    }

    private static func requireStack(
        of anchor: any Screen,
        action: NavigationAction
    ) throws(WireframeError) -> any StackContainer {
        guard let stack = stack(of: anchor) else {
            throw WireframeError(
                .noContainer,
                "\(action): the visible screen \(MessageText.quoted(anchor.screenIdentifier)) is not on a stack"
            )
        }
        return stack
    }

    /// Dismisses what `presenting` presents and returns it.
    private static func dismiss(
        from presenting: any Screen,
        action: NavigationAction,
        animated: Bool
    ) async throws(WireframeError) -> [any Screen] {
        let presented = presenting.presentedScreen
        try await transition(action) { try await presenting.dismissPresented(animated: animated) }
        return presented.map { [$0] } ?? []
    }

    /// The first screen that presents another, going down from `screen` the way the user sees
    /// the hierarchy (selected tabs, tops of stacks).
    private static func firstPresentingScreen(from screen: (any Screen)?) -> (any Screen)? {
        var current = screen
        while let candidate = current {
            if candidate.presentedScreen != nil { return candidate }
            if let tabs = candidate as? any TabContainer {
                current = tabs.selectedTab
            } else if let stack = candidate as? any StackContainer {
                current = stack.screens.last { $0.presentedScreen != nil } ?? stack.topScreen
                if current === candidate { return nil }
            } else {
                return nil
            }
        }
        return nil
    }

    /// Runs a container transition, wrapping what it throws.
    private static func transition<Result>(
        _ action: NavigationAction,
        _ body: @MainActor () async throws -> Result
    ) async throws(WireframeError) -> Result {
        do {
            return try await body()
        } catch let error as PresentationError {
            throw WireframeError(.presentationFailed, "\(action): \(error.message)", underlyingError: error)
        } catch {
            throw wrap(error, .transitionFailed, url: nil, "\(action): \(ErrorText.describe(error))")
        }
    }
}
