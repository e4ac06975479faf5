import WireframeFlow
import WireframeRouting

/// What the wireframe knows of one registered route pattern: who may open it, the flow context
/// its screens get, what must be on screen before it, the action it runs instead of a screen, and
/// the plug-ins limited to it. One entry per pattern, kept in `Wireframe.entries` by the
/// pattern's text; every `register…` makes it (`Wireframe.addRoute`), and the setters and the
/// plug-ins added with `patterns:` change it.
@MainActor
struct RouteEntry {
    /// The pattern as registered.
    let pattern: RoutePattern
    /// Who may open the route.
    var access: RouteAccess
    /// The flow context its screens get when the request chose none.
    var flowContextHandover: FlowContextHandover?
    /// What must be on screen before its screen, each with the registered pattern its URL
    /// matched: the edges the cycle check walks.
    var prerequisites: [(prerequisite: RoutePrerequisite, route: RoutePattern)] = []
    /// What it runs instead of showing a screen, for an action route.
    var action: ActionBody?
    // The plug-ins limited to the route, by role; the wireframe's lists merge them with those of
    // every route.
    var screenProviders = PluginList<any ScreenProvider>.Group()
    var optionProviders = PluginList<any RoutingOptionProvider>.Group()
    var transitions = PluginList<any Transition>.Group()
    var observers = PluginList<any RoutingObserver>.Group()
    var guards = PluginList<RouteGuard>.Group()

    init(_ pattern: RoutePattern, access: RouteAccess = .internalOnly) {
        self.pattern = pattern
        self.access = access
    }
}
