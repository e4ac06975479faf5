/// Where the app is: the route, a list of segments from the root, with the data of each, and data
/// kept for routes. A value: `Equatable`, `Hashable` and `Codable`, so it lives in the app's state,
/// is compared by the router, and is saved for restoration.
///
/// Keep one in the app's state and change it only with ``apply(_:)``, the reducer of
/// ``RouteAction``:
///
/// ```swift
/// var state = NavigationState()
/// state.apply(.setRoute(["mail", "inbox"]))
/// state.apply(.push(try message(MessageRef(id: 42))))
/// let description = state.route.routeDescription  // mail / inbox / message({"id":42})
/// ```
public struct NavigationState: Hashable, Sendable, CustomStringConvertible {
    /// The route, from the root: what the router makes the UI show.
    public internal(set) var route: [RouteSegment]
    /// Whether the change that led to this state is shown animated: the `animated` flag of the
    /// last ``RouteAction`` that moved the route. The router passes it to every routable call.
    public internal(set) var isAnimated: Bool
    /// The data kept per route (``RouteAction/setRouteData(_:for:)``).
    var routeDataByRoute: [[RouteSegment]: SegmentData]

    /// A state showing `route`; its first display is not animated unless `animated` says so.
    public init(route: [RouteSegment] = [], animated: Bool = false) {
        self.route = route
        self.isAnimated = animated
        self.routeDataByRoute = [:]
    }

    /// Applies `action`: the reducer of navigation state.
    ///
    /// A store of your own calls it for each ``RouteAction`` it receives, on the navigation part
    /// of its state:
    ///
    /// ```swift
    /// case .navigation(let action):
    ///     state.navigation.apply(action)
    /// ```
    public mutating func apply(_ action: RouteAction) {
        applyReportingChange(action)
    }

    /// Applies `action` in place and returns whether the state changed, at the cost of the
    /// change alone: a push compares nothing, a whole new route compares the routes.
    /// ``BasicNavigationStore`` used to compare the whole state before and after each action,
    /// which made a route built one push at a time cost the square of its length.
    @discardableResult
    mutating func applyReportingChange(_ action: RouteAction) -> Bool {
        switch action {
        case .setRoute(let route, let animated):
            let changed = animated != isAnimated || route != self.route
            self.route = route
            isAnimated = animated
            return changed
        case .push(let segment, let animated):
            route.append(segment)
            isAnimated = animated
            return true
        case .pop(let animated):
            guard !route.isEmpty else { return false }
            route.removeLast()
            isAnimated = animated
            return true
        case .replaceLast(let segment, let animated):
            let changed = animated != isAnimated || route.last != segment
            if route.isEmpty {
                route = [segment]
            } else {
                route[route.count - 1] = segment
            }
            isAnimated = animated
            return changed
        case .setRouteData(let data, let route):
            guard routeDataByRoute[route] != data else { return false }
            routeDataByRoute[route] = data
            return true
        }
    }

    /// This state with `action` applied.
    public func applying(_ action: RouteAction) -> NavigationState {
        var state = self
        state.apply(action)
        return state
    }

    /// The data kept for `route`, or `nil`.
    public func routeData(for route: [RouteSegment]) -> SegmentData? {
        routeDataByRoute[route]
    }

    /// The data kept for `route` as a `Value`, or `nil` when there is none.
    ///
    /// ```swift
    /// let draft = try state.routeData(Draft.self, for: ["mail", "compose"])
    /// ```
    ///
    /// - Throws: ``StateRoutingError/Code/undecodableData`` when it is not a `Value`.
    public func routeData<Value: Decodable>(
        _ type: Value.Type,
        for route: [RouteSegment]
    ) throws(StateRoutingError)
        -> Value?
    {
        try routeDataByRoute[route].map { data throws(StateRoutingError) in try data.decode(type) }
    }

    /// The route on one line: `mail / inbox / message({"id":42})`.
    public var description: String { route.routeDescription }
}
