import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("A module as the target of a route")
struct RouteTargetTests {
    @Test("a route builds the module with the URL's typed input and shows it with the route's option")
    func typedInput() async throws {
        let fixture = try await ModuleFixture()
        try fixture.wireframe.register("/users/:id<int>", option: .push, module: UserBuilder.self) { request in
            try request.parameters.value("id", as: Int.self)
        }
        let result = try await fixture.wireframe.route(to: "myapp://users/42")
        #expect(result.screenProvider == "User module")
        #expect("\(result.option)" == "push")
        let view = try fixture.topmost()
        #expect(result.screen === view)
        #expect((view.presenter as? UserPresenter)?.userID == 42)
        #expect(view.title == "User 42")
    }

    @Test("a typed route builds the module from its decoded value, which navigates through the wireframe")
    func typedRoute() async throws {
        let fixture = try await ModuleFixture()
        try fixture.wireframe.registerModule(UserRoute.self, access: .openToOutsideLinks, option: .push) { route, _ in
            try UserBuilder.build(input: route.id)
        }
        try await fixture.wireframe.route(to: UserRoute(id: 42))
        #expect(try fixture.topmost().title == "User 42")
        try await fixture.wireframe.route(to: "myapp://users/7", origin: .outsideLink)
        let presenter = try #require(fixture.topmost().presenter as? UserPresenter)
        #expect(presenter.userID == 7)
        try await presenter.didTapFriend(id: 8)
        #expect(try fixture.topmost().title == "User 8")
        await #expect(throws: WireframeError.self) { try await fixture.wireframe.route(to: "/users/x") }
    }

    @Test("a module without input; the route table names the module")
    func withoutInput() async throws {
        let fixture = try await ModuleFixture()
        try fixture.wireframe.register("/me", option: .present(inStack: true), module: UserBuilder.self)
        try await fixture.wireframe.route(to: "/me")
        let view = try fixture.topmost()
        #expect((view.presenter as? UserPresenter)?.userID == nil)
        #expect(fixture.wireframe.routeTableDescription.contains("User module"))
    }

    @Test("the module a route built navigates through that wireframe")
    func navigatesThroughTheWireframe() async throws {
        let fixture = try await ModuleFixture()
        try fixture.wireframe.register("/users/:id<int>", option: .present(inStack: true), module: UserBuilder.self) {
            try $0.parameters.value("id", as: Int.self)
        }
        try await fixture.wireframe.route(to: "/users/2")
        try await (fixture.topmost().presenter as? UserPresenter)?.didTapFriend(id: 3)
        try await (fixture.topmost().presenter as? UserPresenter)?.didTapClose()
        #expect(fixture.window.allScreens.count == 2)
    }

    @Test("a module made by a custom build method of the app's, for each request")
    func customBuild() async throws {
        let fixture = try await ModuleFixture()
        try fixture.wireframe.registerModule("/users/:id<int>/notes/:note", option: .push) { request in
            try UserBuilder.build(
                userID: request.parameters.value("id", as: Int.self),
                note: request.parameters.value("note", as: String.self)
            )
        }
        let result = try await fixture.wireframe.route(to: "/users/8/notes/hello")
        #expect(result.screenProvider == "/users/:id<int>/notes/:note")
        let presenter = try #require(fixture.topmost().presenter as? UserPresenter)
        #expect(presenter.userID == 8 && presenter.note == "hello")
        try await presenter.didTapFriend(id: 9)
        #expect(try fixture.topmost().title == "User 9")
    }

    @Test("a screen provider of the app's own shows modules, handing its wireframe on")
    func ownScreenProvider() async throws {
        struct Users: ScreenProvider {
            weak var wireframe: Wireframe?
            func screen(for request: RoutingRequest) async throws -> (any Screen)? {
                let module: any BuiltModule = try UserBuilder.build(input: request.parameters.value("id", as: Int.self))
                if let wireframe { module.navigate(through: wireframe) }
                return module.screen
            }
        }
        let fixture = try await ModuleFixture()
        try fixture.wireframe.register("/people/:id<int>")
        try fixture.wireframe.addScreenProvider(Users(wireframe: fixture.wireframe), patterns: ["/people/:id<int>"])
        try await fixture.wireframe.route(to: "/people/4", option: .push)
        try await (fixture.topmost().presenter as? UserPresenter)?.didTapFriend(id: 5)
        #expect(try fixture.topmost().title == "User 5")
    }

    @Test("an input of nil declines: the request fails with noScreen, nothing is built")
    func declines() async throws {
        let fixture = try await ModuleFixture()
        try fixture.wireframe.register("/users/:id<int>", option: .push, module: UserBuilder.self) { request in
            let id = try request.parameters.value("id", as: Int.self)
            return id > 0 ? id : nil
        }
        let error = await #expect(throws: WireframeError.self) { try await fixture.wireframe.route(to: "/users/0") }
        #expect(error?.code == .noScreen)
        #expect(fixture.window.allScreens.count == 2)
    }

    @Test("a module that cannot be built fails the request with the module's error underneath")
    func cannotBeBuilt() async throws {
        let fixture = try await ModuleFixture()
        try fixture.wireframe.register("/broken", option: .push, module: BrokenUserBuilder.self)
        let error = await #expect(throws: WireframeError.self) { try await fixture.wireframe.route(to: "/broken") }
        #expect(error?.code == .screenProviderFailed)
        let underlying = error?.underlyingError as? ModuleError
        #expect(underlying?.code == .viewUnavailable)
        #expect(underlying?.module == "Broken")
        #expect(fixture.window.allScreens.count == 2)
    }
}

/// A builder declared as a type, whose view cannot be made.
enum BrokenUserBuilder: ModuleBuilding {
    typealias View = UserView
    typealias Presenter = UserPresenter
    typealias Interactor = UserInteractor
    typealias Router = UserRouter

    struct NoView: Error {}

    static var moduleName: String { "Broken" }
    static var viewSource: ViewSource<UserView> { .factory { throw NoView() } }
}

/// The User module's route as a value.
struct UserRoute: Route {
    static let pattern = "/users/:id<int>"
    var id: Int
}
