import Logging
import Testing
import WireframeHeadless
import WireframeKit

/// The colour of route-composer's colour screen, as a typed route.
struct ColorRoute: Route {
    static let pattern = "/colors/:name"
    var name: String
}

// A module that shows a colour; its presenter is routing-aware, so a module brought back for a
// new colour (`.reuse`) hears the request, typed.

@MainActor protocol ColorViewContract: AnyObject { func show(color: String) }
@MainActor protocol ColorViewOutput: AnyObject {}
@MainActor protocol ColorInteractorContract: AnyObject {}
@MainActor protocol ColorInteractorOutput: AnyObject {}
@MainActor protocol ColorRouterContract: AnyObject {}

final class ColorView: HeadlessScreen, ModuleView, ColorViewContract {
    let links = ViewLinks<any ColorViewOutput>()
    var contract: any ColorViewContract { self }
    func show(color: String) { title = color }
}

final class ColorPresenter: ModulePresenter, ColorViewOutput, ColorInteractorOutput, RoutingAware {
    let links = PresenterLinks<any ColorViewContract, any ColorInteractorContract, any ColorRouterContract>()
    var viewOutput: any ColorViewOutput { self }
    var interactorOutput: any ColorInteractorOutput { self }
    /// The colours the module was routed to, and whether each reused it.
    private(set) var heard: [String] = []

    func didRoute(_ result: RoutingResult) {
        let color = result.request.route(as: ColorRoute.self)?.name ?? "?"
        heard.append(result.screenWasAlreadyShown ? "\(color) (reused)" : color)
        view?.show(color: color)
    }
}

final class ColorInteractor: ModuleInteractor, ColorInteractorContract {
    let links = InteractorLinks<any ColorInteractorOutput>()
    var contract: any ColorInteractorContract { self }
}

final class ColorRouter: ModuleRouter, ColorRouterContract {
    let links = RouterLinks()
    var contract: any ColorRouterContract { self }
}

typealias ColorBuilder = ModuleBuilder<ColorView, ColorPresenter, ColorInteractor, ColorRouter>

@MainActor
@Suite("A reused module's presenter hears the request that reused it (route-composer's colour screen)")
struct ReusedModuleTests {
    @Test("the presenter hears each colour, the second time as a reuse of the same module")
    func presenterHearsTheReuse() async throws {
        let fixture = try await ModuleFixture()
        try fixture.wireframe.registerModule(ColorRoute.self, option: .reuse(matching: .samePattern, else: .push)) {
            _,
            _ in
            try ColorBuilder.build()
        }
        let red = try await fixture.wireframe.route(to: ColorRoute(name: "red"))
        let blue = try await fixture.wireframe.route(to: "/colors/blue")
        #expect(blue.screen === red.screen)
        let view = try #require(red.screen as? ColorView)
        let presenter = try #require(view.presenter as? ColorPresenter)
        #expect(presenter.heard == ["red", "blue (reused)"])
        #expect(view.title == "blue")
        #expect(fixture.window.allScreens.compactMap { $0 as? ColorView }.count == 1)
    }

    @Test("the view keeps its presenter's listening weakly: the module is freed once it leaves")
    func noCycle() async throws {
        let fixture = try await ModuleFixture()
        try fixture.wireframe.register("/colors/:name", option: .push, module: ColorBuilder.self)
        weak var view: ColorView?
        weak var presenter: ColorPresenter?
        do {
            let result = try await fixture.wireframe.route(to: "/colors/red")
            view = result.screen as? ColorView
            presenter = view?.presenter as? ColorPresenter
            #expect(presenter?.heard == ["red"])
        }
        try await fixture.wireframe.navigator.back(animated: false)
        #expect(view == nil)
        #expect(presenter == nil)
    }
}
