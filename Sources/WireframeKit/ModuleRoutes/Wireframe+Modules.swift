public import WireframeModules
public import WireframePipeline
public import WireframeRouting

// A module as the target of a route: the wireframe builds it for each request (with the
// request's input) and shows its view with the route's option.
//
// Typed routes: `Input` is whatever the presenter takes, so once a route can be a Swift value
// decoded from a match, a module whose presenter takes that value is registered for it with
// `input: { try UserRoute(request) }`, or by an overload that decodes the route itself and
// passes it on unchanged (where `Presenter.Input == Route`). Nothing in the module changes.
extension Wireframe {
    /// Registers `pattern` with `Builder`'s module as its screen: each request builds a new
    /// module, whose router then navigates through this wireframe, and shows its view.
    ///
    /// <!-- sample Wireframe+Modules/register -->
    /// ```swift
    /// try wireframe.register("/inbox", access: .openToOutsideLinks, option: .selectTab(0), module: InboxBuilder.self)
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: the pattern, such as `/inbox`.
    ///   - access: whether links from outside the app may open the route; internal by default.
    ///   - option: the option to use when the caller and the option providers chose none.
    ///   - priority: the priority of the screen provider and option provider.
    ///   - name: the screen provider's name in logs and the route table; `"<module> module"`
    ///     by default.
    ///   - builder: the module's builder.
    /// - Throws: `RouteError` as `register(_:access:)` does. A module that cannot be built
    ///   fails its request with `WireframeError.Code.screenProviderFailed`, the `ModuleError`
    ///   as the underlying error.
    @discardableResult
    public func register<Builder: ModuleBuilding>(
        _ pattern: String,
        access: RouteAccess = .internalOnly,
        option: (any RoutingOption)? = nil,
        priority: Int = 0,
        name: String? = nil,
        module builder: Builder.Type
    ) throws(RouteError) -> RoutePattern {
        try registerModule(
            pattern,
            access: access,
            option: option,
            priority: priority,
            name: name ?? "\(Builder.moduleName) module"
        ) { _ in try Builder.build() }
    }

    /// Registers `pattern` with `Builder`'s module as its screen, built with the input `input`
    /// reads from each request: `route(to: "myapp://users/42")` builds the module with `42`.
    ///
    /// <!-- sample Wireframe+Modules/register-2 -->
    /// ```swift
    /// try wireframe.register("/users/:id<int>", option: .push, module: UserBuilder.self) { request in
    ///     try request.parameters.value("id", as: Int.self)
    /// }
    /// ```
    ///
    /// `input` returns `nil` to decline the request (the next screen provider is asked, or the
    /// request fails with `WireframeError.Code.noScreen`); what it throws fails the request
    /// with `WireframeError.Code.screenProviderFailed`.
    ///
    /// - Parameters:
    ///   - pattern: the pattern, such as `/users/:id<int>`.
    ///   - access: whether links from outside the app may open the route; internal by default.
    ///   - option: the option to use when the caller and the option providers chose none.
    ///   - priority: the priority of the screen provider and option provider.
    ///   - name: the screen provider's name in logs and the route table; `"<module> module"`
    ///     by default.
    ///   - builder: the module's builder.
    ///   - input: reads the module's input from the request.
    /// - Throws: `RouteError` as `register(_:access:)` does.
    @discardableResult
    public func register<Builder: ModuleBuilding>(
        _ pattern: String,
        access: RouteAccess = .internalOnly,
        option: (any RoutingOption)? = nil,
        priority: Int = 0,
        name: String? = nil,
        module builder: Builder.Type,
        input: @escaping @MainActor (RoutingRequest) throws -> Builder.Presenter.Input?
    ) throws(RouteError) -> RoutePattern where Builder.Presenter: ModuleInputReceiving {
        try registerModule(
            pattern,
            access: access,
            option: option,
            priority: priority,
            name: name ?? "\(Builder.moduleName) module"
        ) { request in
            guard let value = try input(request) else { return nil }
            return try Builder.build(input: value)
        }
    }

    /// Registers `pattern` with the module `build` makes for each request — with a custom
    /// build method of your own, say; the module's router then navigates through this
    /// wireframe. Returning `nil` declines the request.
    ///
    /// <!-- sample Wireframe+Modules/registerModule -->
    /// ```swift
    /// try wireframe.registerModule("/messages/:id<int>", option: .push) { request in
    ///     let id = try request.parameters.value("id", as: Int.self)
    ///     return try MessageBuilder.build(id: id, style: .full)
    /// }
    /// ```
    ///
    /// It has a name of its own, not an overload of `register(_:access:option:priority:name:screen:)`,
    /// so that a trailing closure of several statements is never taken for a screen provider.
    ///
    /// - Parameters:
    ///   - pattern: the pattern, such as `/messages/:id<int>`.
    ///   - access: whether links from outside the app may open the route; internal by default.
    ///   - option: the option to use when the caller and the option providers chose none.
    ///   - priority: the priority of the screen provider and option provider.
    ///   - name: the screen provider's name in logs and the route table; the pattern by default.
    ///   - build: builds the module for a request, or returns `nil` to decline.
    /// - Throws: `RouteError` as `register(_:access:)` does.
    @discardableResult
    public func registerModule(
        _ pattern: String,
        access: RouteAccess = .internalOnly,
        option: (any RoutingOption)? = nil,
        priority: Int = 0,
        name: String? = nil,
        _ build: @escaping @MainActor (RoutingRequest) throws -> (any BuiltModule)?
    ) throws(RouteError) -> RoutePattern {
        // The one registration of a module as a route: the conveniences above funnel into it.
        try register(pattern, access: access, option: option, priority: priority, name: name) { [weak self] request in
            guard let module = try build(request) else { return nil }
            if let self { module.navigate(through: self) }
            return module.screen
        }
    }
}
