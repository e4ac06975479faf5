public import WireframeModules
public import WireframePipeline
public import WireframeRouting

// A module as the target of a typed route: the wireframe decodes the route value, and a closure
// builds the module from it (with the value, or the fields the presenter takes, as its input).
extension Wireframe {
    /// Registers a route type with a closure that builds a module from the decoded route value
    /// (or returns `nil` to decline); the wireframe hands itself to the module's router and shows
    /// the module's view.
    ///
    /// <!-- sample Wireframe+TypedModules/registerModule -->
    /// ```swift
    /// try wireframe.registerModule(MessageRoute.self, option: .push) { route, _ in
    ///     try MessageBuilder.build(id: route.id)
    /// }
    /// ```
    ///
    /// - Throws: `RouteError` as `Wireframe.register(_:access:)`
    ///   does.
    @discardableResult
    public func registerModule<R: Route>(
        _ type: R.Type,
        access: RouteAccess = .internalOnly,
        option: (any RoutingOption)? = nil,
        priority: Int = 0,
        name: String? = nil,
        _ build: @escaping @MainActor (R, RoutingRequest) throws -> (any BuiltModule)?
    ) throws(RouteError) -> RouteSchema {
        try register(type, access: access, option: option, priority: priority, name: name) {
            [weak self] route, request in
            guard let module = try build(route, request) else { return nil }
            if let self { module.navigate(through: self) }
            return module.screen
        }
    }
}
