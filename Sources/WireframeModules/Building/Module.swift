/// A built VIPER module: its view, which is what gets shown, and its presenter, so that data can
/// be handed in.
///
/// Show it with another module's router (`push(_:animated:)`, `present(_:inStack:animated:)`),
/// attach it as a window's root or a tab (`attach(to:inStack:animated:wireframe:)`,
/// `attach(asTabOf:inStack:wireframe:)`) or as the root of a new stack the app places itself
/// (`attachToNewStack(wireframe:)`), or let a route of the wireframe build it.
///
/// A `Module` value keeps its view and presenter alive; once it is shown, let it go, and the
/// hierarchy alone keeps the module.
@MainActor
public struct Module<View: ModuleView, Presenter: ModulePresenter> {
    /// The view: the screen to show.
    public let view: View
    /// The presenter, for handing data in before the view is shown.
    public let presenter: Presenter
    /// The module's name, as errors give it.
    public let name: String
    /// The links of the module's router: how the library gives the router its wireframe.
    let routerLinks: RouterLinks

    init(view: View, presenter: Presenter, name: String, routerLinks: RouterLinks) {
        self.view = view
        self.presenter = presenter
        self.name = name
        self.routerLinks = routerLinks
    }
}
