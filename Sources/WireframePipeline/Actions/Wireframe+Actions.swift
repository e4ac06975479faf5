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
        try addRoute(
            { table throws(RouteError) in try table.register(pattern) },
            pattern: { $0 },
            access: access,
            shows: .action(action),
            name: name
        )
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
        try addRoute(
            { table throws(RouteError) in try table.register(type) },
            pattern: \.pattern,
            access: access,
            shows: .action { try await action(try $0.request.decodedRoute(as: R.self), $0) },
            name: name
        )
    }

    /// Whether `pattern` is an action route.
    public func isActionRoute(_ pattern: RoutePattern) -> Bool {
        entry(for: pattern).action != nil
    }
}
