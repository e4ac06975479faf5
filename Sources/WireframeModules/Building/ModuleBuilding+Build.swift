import WireframeNavigation
import WireframePresentation

// Making and connecting a module. The ownership is the builder's, not the parts': each link is
// connected here, into links objects that hold it strongly or weakly as VIPER needs, so a part
// cannot make a cycle by declaring a link the wrong way.
extension ModuleBuilding {
    /// Makes the module's four parts, its view with ``viewSource``, and connects them.
    ///
    /// - Throws: ``ModuleError/Code/viewUnavailable`` when the view cannot be made.
    public static func build() throws(ModuleError) -> Module<View, Presenter> {
        try build(viewSource: viewSource)
    }

    /// Makes the module's four parts, its view with `viewSource`, and connects them: the view
    /// holds the presenter strongly, the presenter the view weakly and the interactor and router
    /// strongly, the interactor the presenter weakly, the router the view weakly.
    ///
    /// - Throws: ``ModuleError/Code/viewUnavailable`` when the view cannot be made.
    public static func build(viewSource: ViewSource<View>) throws(ModuleError) -> Module<View, Presenter> {
        let name = moduleName
        let view = try viewSource.makeView(for: name)
        let presenter = Presenter()
        let interactor = Interactor()
        let router = Router()
        view.links.presenter = presenter.viewOutput
        presenter.links.connect(
            view: view,
            as: { $0.contract },
            interactor: interactor.contract,
            router: router.contract
        )
        interactor.links.connect(presenter: presenter, as: { $0.interactorOutput })
        router.links.connect(view: view, moduleName: name)
        view.screenAttachments[ModuleRouterLinksKey.self] = .init(links: router.links)
        // The presenter hears what front-ends do with its view: a routing-aware one, the
        // requests the wireframe routes to it.
        view.addListener(presenter)
        return Module(view: view, presenter: presenter, name: name, routerLinks: router.links)
    }
}

extension ModuleBuilding where Presenter: ModuleInputReceiving {
    /// Builds the module as ``build()`` does and hands `input` to its presenter, before anything
    /// can show the view.
    ///
    /// - Throws: ``ModuleError/Code/viewUnavailable`` when the view cannot be made.
    public static func build(input: Presenter.Input) throws(ModuleError) -> Module<View, Presenter> {
        try build(input: input, viewSource: viewSource)
    }

    /// Builds the module as ``build(viewSource:)`` does and hands `input` to its presenter,
    /// before anything can show the view.
    ///
    /// - Throws: ``ModuleError/Code/viewUnavailable`` when the view cannot be made.
    public static func build(
        input: Presenter.Input,
        viewSource: ViewSource<View>
    ) throws(ModuleError) -> Module<View, Presenter> {
        let module = try build(viewSource: viewSource)
        module.presenter.receive(input)
        return module
    }
}
