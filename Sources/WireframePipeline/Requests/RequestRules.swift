import WireframePresentation
import WireframeRouting

/// What routes declare besides their screen: the prerequisites built before them, the guards
/// that may suspend them, and the actions that run instead of a screen. Kept apart from the
/// plug-in lists so that a request without any pays one empty-dictionary look-up for each.
@MainActor
struct RequestRules {
    /// The prerequisites of each route, by the canonical text of its pattern.
    var prerequisitesByRoute: [String: [RoutePrerequisite]] = [:]
    /// The route each prerequisite's URL matched at registration, by the same key: the edges
    /// the cycle check walks.
    var prerequisiteRoutesByRoute: [String: [String]] = [:]
    /// The guards, in priority order, limited to patterns as plug-ins are.
    var guards = PluginList<RouteGuard>()
    /// The action of each action route, by the canonical text of its pattern.
    var actionsByRoute: [String: ActionBody] = [:]
}

/// A guard as registered: its name, its place among the guards and its body.
@MainActor
struct RouteGuard {
    let name: String
    let number: Int
    let body: @MainActor (RequestSession) async throws -> RequestSession.Verdict
}

/// An action route's action as registered.
@MainActor
struct ActionBody {
    let name: String
    let body: @MainActor (RequestSession) async throws -> Void
}
