// Holds samples of the `///` comments of Wireframe+Modules.swift and
// URLRouting+UnawaitedNavigations.swift (the documentation tests check that they stay the same).
// Holds samples of README.md, VIPERModules.md and WireframeModules.md (the documentation tests
// check that they stay the same).
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// The samples of the article *VIPER modules* and of the README's section on modules that are
/// not already in the module's own files: each test holds its sample as the article writes it
/// (`DocSampleTests` checks that they are the same).
@MainActor
@Suite("Samples of the VIPER modules article")
struct VIPERModulesArticleTests {
    @Test func buildWithInput() throws {
        // sample WireframeModules/overview-2
        let module = try UserBuilder.build(input: 42)
        // sample end
        #expect(module.presenter.userID == 42)
    }

    @Test func entryPoints() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        // sample VIPERModules/entry-points
        try await UserBuilder.build(input: 1).attach(to: window, inStack: true, wireframe: wireframe)
        // sample end

        // sample VIPERModules/entry-points-2
        let tabs = HeadlessTabs()
        try await UserBuilder.build(input: 2).attach(asTabOf: tabs, wireframe: wireframe)
        try await UserBuilder.build(input: 3).attach(asTabOf: tabs, inStack: false, wireframe: wireframe)
        // sample end
        #expect(tabs.tabs.count == 2)
    }

    @Test func routeTargets() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        try await UserBuilder.build(input: 1).attach(to: window, inStack: true, wireframe: wireframe)

        // sample VIPERModules/a-module-as-the-target-of-a-route
        // sample README/viper-modules-3
        // sample Wireframe+Modules/register-2
        try wireframe.register("/users/:id<int>", option: .push, module: UserBuilder.self) { request in
            try request.parameters.value("id", as: Int.self)
        }
        // sample end
        // sample end
        try wireframe.register("/me", option: .present(inStack: true), module: UserBuilder.self)
        try wireframe.registerModule("/users/:id<int>/notes/:note", option: .push) { request in
            let id = try request.parameters.value("id", as: Int.self)
            let note = try request.parameters.value("note", as: String.self)
            return try UserBuilder.build(userID: id, note: note)
        }
        try await wireframe.route(to: "myapp://users/42")
        // sample end

        #expect((window.topmostScreen as? UserView)?.title == "User 42")
    }

    // The article's unit test of a module, as it is written there.
    @Test func tappingAFriendPushesTheirProfile() async throws {
        // sample VIPERModules/testing-a-module
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        let module = try UserBuilder.build(input: 1)
        try await module.attach(to: window, inStack: true, wireframe: wireframe)

        try await module.presenter.didTapFriend(id: 2)

        let expected = """
            window
            └─ stack
               ├─ screen "UserView" (User 1)
               └─ screen "UserView" (User 2)
            """
        #expect(window.dump() == expected)
        // sample end
    }

    // The article's unit test of a module that navigates from synchronous code.
    @Test func tappingAFriendWithoutWaiting() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        // sample VIPERModules/navigating-from-synchronous-code-6
        let contact = try ContactBuilder.build(input: 1)
        try await contact.attach(to: window, inStack: true, wireframe: wireframe)

        contact.view.friendTapped(id: 2)
        await wireframe.waitForModuleNavigations()

        #expect(window.allScreens.compactMap(\.title) == ["Contact 1", "Contact 2"])
        // sample end
    }

    @Test func theHandlerOfFailures() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        let contact = try ContactBuilder.build(input: 1)
        try await contact.attach(to: window, wireframe: wireframe)

        // sample VIPERModules/navigating-from-synchronous-code-5
        wireframe.onModuleError = { error in
            print(error.message)  // module "Contact": cannot push "Contact": its view "ContactView" is on no stack
        }
        // sample end

        contact.view.friendTapped(id: 2)
        await wireframe.waitForModuleNavigations()
        #expect(wireframe.lastModuleError?.code == .noStack)
        #expect(window.allScreens.count == 1)
    }

    @Test func errors() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        let module = try UserBuilder.build(input: 1)
        try await module.attach(to: window, wireframe: wireframe)

        // sample VIPERModules/errors
        do {
            try await module.presenter.didTapFriend(id: 2)
        } catch let error where error.code == .noStack {
            print(error.message)  // module "User": cannot push "User": its view "UserView" is on no stack
        }
        // sample end
        #expect(window.allScreens.count == 1)
    }
}
