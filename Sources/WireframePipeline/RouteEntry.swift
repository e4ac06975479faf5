import WireframeFlow
import WireframeRouting

/// What the wireframe knows of one registered route pattern: who may open it, the flow context
/// its screens get, what must be on screen before it, and the action it runs instead of a screen.
/// One entry per pattern, kept in `Wireframe.entries` by the pattern's text; every `register…`
/// makes it (`Wireframe.addRoute`), and the setters change it.
///
/// The plug-ins limited to the route are not here: a limit belongs to its plug-in (one may name
/// several routes), and the plug-in lists file them by pattern for the requests.
@MainActor
struct RouteEntry {
    /// The pattern as registered.
    let pattern: RoutePattern
    /// Its canonical text (`description`): what plug-in limits are compared with, worked out
    /// once per route instead of once per request.
    let canonical: String
    /// Who may open the route.
    var access: RouteAccess
    /// The flow context its screens get when the request chose none.
    var flowContextHandover: FlowContextHandover?
    /// What must be on screen before its screen, each with the registered pattern its URL
    /// matched: the edges the cycle check walks.
    var prerequisites: [(prerequisite: RoutePrerequisite, route: RoutePattern)] = []
    /// What it runs instead of showing a screen, for an action route.
    var action: ActionBody?

    init(_ pattern: RoutePattern, access: RouteAccess = .internalOnly) {
        self.pattern = pattern
        self.canonical = pattern.description
        self.access = access
    }
}
