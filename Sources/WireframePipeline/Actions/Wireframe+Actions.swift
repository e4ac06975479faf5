import WireframeNavigation
public import WireframeRouting
import WireframeSupport

// Action routes: URLs that run code instead of showing a screen.
extension Wireframe {
    /// Registers an action route: a URL that runs `action` instead of showing a screen (log
    /// out, open the system settings, start a download). A request to it goes through the
    /// pipeline as any other (access, observers, guards), then runs the action in its turn
    /// and returns a result whose ``RoutingResult/action`` names it. No screen provider is ever
    /// asked for an action route, not even one limited to it: the route table names the action,
    /// and ``screen(for:parameters:option:origin:flowContext:)`` fails with
    /// `WireframeError.Code.noScreen`.
    ///
    /// <!-- sample Wireframe+Actions/registerAction -->
    /// ```swift
    /// try wireframe.registerAction("/logout", name: "log out") { action in
    ///     session.signOut()
    ///     try await action.route(to: "/login", option: .replaceRoot)
    /// }
    /// let result = try await wireframe.route(to: "/logout")  // result.action == "log out"
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: the pattern, such as `/downloads/:id<int>/start`.
    ///   - access: whether links from outside the app may open the route; internal by default.
    ///   - name: the action's name in results, logs and errors; the pattern by default.
    ///   - action: the code to run; what it throws fails the request with
    ///     `WireframeError.Code.actionFailed`, and what it showed is taken back.
    /// - Throws: `RouteError` as ``register(_:access:)->RoutePattern`` does.
    @discardableResult
    public func registerAction(
        _ pattern: String,
        access: RouteAccess = .internalOnly,
        name: String? = nil,
        _ action: @escaping @MainActor (RequestSession) async throws -> Void
    ) throws(RouteError) -> RoutePattern {
        let registered = try register(pattern, access: access)
        rules.actionsByRoute[registered.description] = ActionBody(name: name ?? registered.text, body: action)
        return registered
    }

    /// Registers a route type as an action route: `action` gets the decoded route value.
    ///
    /// <!-- sample Wireframe+Actions/registerAction-2 -->
    /// ```swift
    /// try wireframe.registerAction(DownloadRoute.self) { route, _ in
    ///     downloads.start(route.id)
    /// }
    /// ```
    ///
    /// - Throws: `RouteError` as `register(_:access:)` of a route type does.
    @discardableResult
    public func registerAction<R: Route>(
        _ type: R.Type,
        access: RouteAccess = .internalOnly,
        name: String? = nil,
        _ action: @escaping @MainActor (R, RequestSession) async throws -> Void
    ) throws(RouteError) -> RouteSchema {
        let schema = try register(type, access: access)
        rules.actionsByRoute[schema.pattern.description] = ActionBody(name: name ?? schema.pattern.text) {
            try await action(try $0.request.decodedRoute(as: R.self), $0)
        }
        return schema
    }

    /// Whether `pattern` is an action route.
    public func isActionRoute(_ pattern: RoutePattern) -> Bool {
        rules.actionsByRoute[canonicalText(of: pattern)] != nil
    }

    /// The error of a request for a screen of an action route, which shows none: one rule for
    /// `route(to:)` (which runs the action), `screen(for:)`, a prerequisite and the route table
    /// (which names the action), so that no screen provider is ever asked for it, limited to it
    /// or not. `nil` for a route that is not an action route.
    func actionRouteRefusal(of decided: DecidedRequest) -> WireframeError? {
        guard !rules.actionsByRoute.isEmpty, let action = rules.actionsByRoute[decided.canonical] else { return nil }
        return WireframeError(
            .noScreen,
            url: decided.request.url,
            "\(decided.chain.subject): it is an action route (action \(MessageText.quoted(action.name))), which runs its action and shows no screen"
        )
    }
}
