/// A change of the navigation state: what an app dispatches to its store to navigate.
///
/// Each change that moves the route says whether it is shown animated; the router passes that
/// flag to every routable call the change takes.
///
/// ```swift
/// store.dispatch(.setRoute(["mail", "inbox"]))  // animated
/// store.dispatch(.push(try message(MessageRef(id: 42)), animated: false))
/// store.dispatch(.pop())
/// ```
///
/// ``NavigationState/apply(_:)`` is the reducer: a store of your own calls it with every
/// `RouteAction` it receives.
public enum RouteAction: Hashable, Sendable, CustomStringConvertible {
    /// Replaces the whole route (the seed's `SetRouteAction`).
    case setRoute([RouteSegment], animated: Bool = true)
    /// Adds `segment` at the end of the route.
    case push(RouteSegment, animated: Bool = true)
    /// Removes the last segment of the route; nothing when the route is empty.
    case pop(animated: Bool = true)
    /// Replaces the last segment with `segment`; on an empty route, makes it the only one.
    case replaceLast(RouteSegment, animated: Bool = true)
    /// Sets (or with `nil` removes) the data kept for `route`, which stays when the route
    /// changes; see ``NavigationState/routeData(for:)``.
    case setRouteData(SegmentData?, for: [RouteSegment])

    /// Sets `value`, encoded, as the data kept for `route`.
    ///
    /// ```swift
    /// store.dispatch(try .setRouteData(encoding: Draft(text: "Hi"), for: ["mail", "compose"]))
    /// ```
    ///
    /// - Throws: ``StateRoutingError/Code/unencodableData`` when `value` cannot be encoded.
    public static func setRouteData(
        encoding value: some Encodable,
        for route: [RouteSegment]
    ) throws(StateRoutingError)
        -> RouteAction
    {
        .setRouteData(try SegmentData(value), for: route)
    }

    /// `setRoute(mail / inbox)`, `push(message(42), not animated)`, `pop`, ….
    public var description: String {
        func flag(_ animated: Bool) -> String { animated ? "" : ", not animated" }
        switch self {
        case .setRoute(let route, let animated): return "setRoute(\(route.routeDescription)\(flag(animated)))"
        case .push(let segment, let animated): return "push(\(segment)\(flag(animated)))"
        case .pop(let animated): return animated ? "pop" : "pop(not animated)"
        case .replaceLast(let segment, let animated): return "replaceLast(\(segment)\(flag(animated)))"
        case .setRouteData(let data, let route):
            return "setRouteData(\(data?.json ?? "nil"), for: \(route.routeDescription))"
        }
    }
}
