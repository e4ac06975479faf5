import Testing
import WireframeHeadless
import WireframeKit

// Holds the samples of MigratingFromViperBase.md, the DocC guide "Migrating from ViperBase"
// (WireframeKit.docc/Articles/Migrating), written once between the `sample` markers (the page shows
// what is written here: `SampleSourcesTests`), then run with this target's User module.
@MainActor
@Suite("DocC: Migrating from ViperBase")
struct ViperBaseGuideTests {
    @Test func aModuleAttachedToTheWindowPushesTheNext() async throws {
        // sample MigratingFromViperBase/the-same-module
        typealias UserBuilder = ModuleBuilder<UserView, UserPresenter, UserInteractor, UserRouter>

        let window = HeadlessWindow(animationDuration: .zero)  // your UIWindow on iOS
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())  // one per window, even with no route
        let module = try UserBuilder.build(input: 1)
        try await module.attach(to: window, inStack: true, wireframe: wireframe)
        try await module.presenter.didTapFriend(id: 2)  // its router pushes UserBuilder.build(input: 2)
        // sample end
        #expect(window.allScreens.compactMap(\.title) == ["User 1", "User 2"])
    }

    @Test func aModuleIsWhatAURLShows() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        try await UserBuilder.build(input: 1).attach(to: window, inStack: true, wireframe: wireframe)
        // sample MigratingFromViperBase/the-same-module-2
        try wireframe.register("/users/:id<int>", option: .push, module: UserBuilder.self) { request in
            try request.parameters.value("id", as: Int.self)
        }
        // sample end
        try await wireframe.route(to: "/users/42")
        #expect((window.topmostScreen as? UserView)?.title == "User 42")
    }
}
