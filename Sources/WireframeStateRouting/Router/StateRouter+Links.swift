public import Foundation

// Deep links and restoration: both set a whole route at once, checked before anything changes.
extension StateRouter {
    /// How ``restore(from:fallback:)`` went.
    public enum RestorationOutcome: Equatable, Sendable {
        /// The saved route is shown.
        case restored
        /// The saved state could not be shown, for the reason given; the fallback route is.
        case fellBack(StateRoutingError)
    }

    /// Opens the deep link `url`: sets the whole route `links` builds for it, and returns once it
    /// is shown.
    ///
    /// - Throws: ``StateRoutingError``: what `links` throws, or the root routable's check (an
    ///   unknown segment), before anything changes; a failure of the change itself, after which
    ///   the state says what is shown.
    public func open(_ url: String, with links: DeepLinks, animated: Bool = true) async throws(StateRoutingError) {
        let route = try links.route(for: url)
        try root.check(route)
        try await navigate(.setRoute(route, animated: animated))
    }

    /// Shows the navigation state saved in `data` (by ``NavigationState/jsonData()``), without
    /// animation; when it cannot be decoded, names a segment the app no longer knows, or cannot
    /// be built, shows `fallback` instead.
    ///
    /// ```swift
    /// switch try await router.restore(from: saved, fallback: ["mail", "inbox"]) {
    /// case .restored: break
    /// case .fellBack(let error): log(error.message)
    /// }
    /// ```
    ///
    /// The data kept per route is restored with the route.
    ///
    /// - Throws: ``StateRoutingError`` when even `fallback` cannot be shown.
    public func restore(from data: Data, fallback: [RouteSegment]) async throws(StateRoutingError) -> RestorationOutcome
    {
        do {
            let saved = try NavigationState(jsonData: data)
            try root.check(saved.route)
            for (route, data) in saved.routeDataByRoute {
                store.dispatch(.setRouteData(data, for: route))
            }
            try await navigate(.setRoute(saved.route, animated: false))
            return .restored
        } catch {
            try await navigate(.setRoute(fallback, animated: false))
            return .fellBack(error)
        }
    }
}
