import Testing
import WireframeHeadless
import WireframeKit

@testable import App

/// The Profile module's view for tests: a headless screen, so the presenter, interactor and
/// router run as in the app, on the in-memory backend, whatever the app's own view is.
final class ProfileTestView:
    HeadlessScreen, ModuleView, ProfileViewContract
{
    let links = ViewLinks<any ProfileViewOutput>()
    var contract: any ProfileViewContract { self }

    override func screenDidLoad() {
        presenter?.viewDidLoad()
    }

    func show(title: String) {
        self.title = title
    }
}

/// The Profile module with its test view.
enum ProfileTestBuilder: ModuleBuilding {
    typealias View = ProfileTestView
    typealias Presenter = ProfilePresenter
    typealias Interactor = ProfileInteractor
    typealias Router = ProfileRouter
}

@MainActor
@Suite("Profile presenter")
struct ProfilePresenterTests {
    @Test("a URL of the route shows the module with what the interactor loads for its parameters")
    func routeShowsTheModule() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        wireframe.attach(root: window)
        try ProfileTestBuilder.register(in: wireframe, option: .replaceRoot(inStack: true))

        try await wireframe.route(to: "/profile/42")

        let view = try #require(window.topmostScreen as? ProfileTestView)
        #expect(view.title == "Profile 42")
    }
}
