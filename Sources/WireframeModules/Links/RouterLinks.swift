public import WireframeNavigation
public import WireframePresentation

/// What a module's router holds: the module's view, weakly, to navigate from it; the module's
/// name, for errors; and the routing it navigates through (the app's `Wireframe`), once the
/// module is shown by the library.
///
/// Declare it in the router and let the builder connect it:
///
/// <!-- sample RouterLinks/RouterLinks -->
/// ```swift
/// let links = RouterLinks()
/// ```
///
/// The wireframe is set when the module is shown through the library: attached as a window's
/// root, a tab or the root of a new stack (with the wireframe given), shown by another module's
/// router (which hands on its own), or made for a route of the wireframe.
@MainActor
public final class RouterLinks {
    /// The module's view; `nil` until the builder connects the module and once the view has
    /// been freed.
    public private(set) weak var view: (any Screen)?

    /// The module's name, as errors give it; see `ModuleBuilding.moduleName`.
    public private(set) var moduleName = "unbuilt"

    /// What the router navigates through — the app's `Wireframe`: its navigator's turns, its
    /// container factory, its routes —; `nil` until the module is shown by the library.
    public internal(set) var wireframe: (any URLRouting)?

    /// Creates links the builder connects.
    public init() {}

    /// Connects the view, weakly, and names the module.
    func connect(view: any Screen, moduleName: String) {
        self.view = view
        self.moduleName = moduleName
        // What the other front-ends read: the state router derives the segment of a module's
        // view that carries none from the module's name. A route that shows the view records
        // its own over it.
        view.screenAttachments.shownFor = ShownFor(moduleName)
    }
}
