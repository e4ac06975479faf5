// Holds samples of README.md, VIPERModules.md and WireframeModules.md (the documentation tests
// check that they stay the same).
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Building a module")
struct BuildingTests {
    @Test("build() makes the four parts and connects each to the ones it talks to")
    func connectsTheParts() throws {
        let module = try UserBuilder.build()
        let presenter = module.presenter
        let interactor = try #require(presenter.interactor as? UserInteractor)
        let router = try #require(presenter.router as? UserRouter)
        #expect(module.view.presenter === presenter)
        #expect(presenter.view === module.view)
        #expect(interactor.presenter === presenter)
        #expect(router.view === module.view)
        #expect(module.name == "User")
        #expect(router.links.moduleName == "User")
    }

    @Test("the input of build(input:) reaches the presenter before the view is first shown")
    func inputBeforeTheViewLoads() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let module = try UserBuilder.build(input: 42)
        #expect(module.presenter.userID == 42)
        #expect(module.view.title == nil)
        try await window.setRoot(module.view, animated: false)
        #expect(module.view.title == "User 42")
    }
}

/// A custom build method that hands data to the presenter, as ViperBase's
/// `build(someData:anotherData:)`.
// sample VIPERModules/building-a-module-2
extension UserBuilder {
    static func build(userID: Int, note: String) throws(ModuleError) -> Module<UserView, UserPresenter> {
        let module = try build(input: userID)
        module.presenter.note = note
        return module
    }
}
// sample end

/// A builder declared as a type: its own way of making the view, its own name.
// sample VIPERModules/building-a-module-3
enum CompactUserBuilder: ModuleBuilding {
    typealias View = UserView
    typealias Presenter = UserPresenter
    typealias Interactor = UserInteractor
    typealias Router = UserRouter

    static var moduleName: String { "Compact user" }
    static var viewSource: ViewSource<UserView> { .factory { UserView("compact-user") } }
}
// sample end

/// A view double: records what the presenter shows.
final class SpyUserView: HeadlessScreen, ModuleView, UserViewContract {
    let links = ViewLinks<any UserViewOutput>()
    var contract: any UserViewContract { self }
    var shown: [String] = []

    func show(name: String) { shown.append(name) }
}

/// An interactor double: answers with a fixed name.
final class StubUserInteractor: ModuleInteractor, UserInteractorContract {
    let links = InteractorLinks<any UserInteractorOutput>()
    var contract: any UserInteractorContract { self }

    func loadUser(id: Int) { presenter?.didLoadUser(name: "Stub \(id)") }
}

@MainActor
@Suite("Builders: custom build methods, builders as types, doubles by type")
struct BuilderKindsTests {
    @Test("a custom build method hands its data to the presenter")
    func customBuildMethod() throws {
        let module = try UserBuilder.build(userID: 7, note: "from the inbox")
        #expect(module.presenter.userID == 7)
        #expect(module.presenter.note == "from the inbox")
    }

    @Test("a builder declared as a type makes its view its own way, and names the module")
    func builderType() throws {
        let module = try CompactUserBuilder.build(input: 3)
        #expect(module.view.screenIdentifier == "compact-user")
        #expect(module.name == "Compact user")
        let perCall = try CompactUserBuilder.build(viewSource: .code)
        #expect(perCall.view.screenIdentifier == "UserView")
    }

    @Test("any part can be a double, swapped by its type")
    func doublesByType() async throws {
        // sample VIPERModules/building-a-module-6
        typealias SpyViewBuilder = ModuleBuilder<SpyUserView, UserPresenter, UserInteractor, UserRouter>
        // sample end
        let spied = try SpyViewBuilder.build(input: 5)
        spied.presenter.viewDidLoad()
        #expect(spied.view.shown == ["User 5"])
        #expect(spied.name == "SpyUser")

        typealias StubInteractorBuilder = ModuleBuilder<UserView, UserPresenter, StubUserInteractor, UserRouter>
        let stubbed = try StubInteractorBuilder.build(input: 6)
        let window = HeadlessWindow(animationDuration: .zero)
        try await window.setRoot(stubbed.view, animated: false)
        #expect(stubbed.view.title == "Stub 6")
    }
}
