import Testing
import WireframeHeadless
import WireframeKit

/// A router shows a screen that is not a module (a web page, a picker, a screen of the app's own)
/// in one call, through the same steps and with the same errors as a module.
@MainActor
@Suite("Routers show plain screens")
struct PlainScreenTests {
    @Test("push a plain screen onto the module's stack; closeFlow takes it off")
    func push() async throws {
        let fixture = try await ModuleFixture()
        let router = try fixture.root.router()

        try await router.push(screen: HeadlessScreen("terms"), animated: false)

        #expect(
            fixture.dump() == """
                window
                └─ stack
                   ├─ screen "UserView" (User 1)
                   └─ screen "terms"
                """
        )
        try await router.closeFlow(animated: false)
        #expect(fixture.window.allScreens.count == 2)
    }

    @Test("present a plain screen, in a new stack when asked; dismissed as a module's would be")
    func present() async throws {
        let fixture = try await ModuleFixture()
        let router = try fixture.root.router()

        try await router.present(screen: HeadlessScreen("picker"), inStack: true, animated: false)

        #expect(
            fixture.dump() == """
                window
                └─ stack
                   └─ screen "UserView" (User 1)
                      └─ presents stack
                         └─ screen "picker"
                """
        )
        try await router.closeFlow(animated: false)
        #expect(fixture.window.allScreens.count == 2)
    }

    @Test("the errors a module's push and present have, naming the module that asked")
    func errors() async throws {
        let fixture = try await ModuleFixture(inStack: false)
        let router = try fixture.root.router()

        let noStack = await expectModuleError(.noStack, module: "User", in: fixture) {
            try await router.push(screen: HeadlessScreen("terms"), animated: false)
        }
        #expect(
            noStack?.message == "module \"User\": cannot push screen \"terms\": its view \"UserView\" is on no stack"
        )

        try await router.present(screen: HeadlessScreen("picker"), animated: false)
        let busy = await expectModuleError(.alreadyPresenting, module: "User", in: fixture) {
            try await router.present(screen: HeadlessScreen("other"), animated: false)
        }
        #expect(
            busy?.message.hasPrefix("module \"User\": cannot present screen \"other\": it already presents") == true
        )

        let window = HeadlessWindow(animationDuration: .zero)
        let module = try UserBuilder.build(input: 5)
        try await module.attach(to: window, wireframe: Wireframe())  // a wireframe with no container factory
        let error = await #expect(throws: ModuleError.self) {
            try await module.view.router().present(screen: HeadlessScreen("picker"), inStack: true)
        }
        #expect(error?.code == .noContainerFactory)
    }

    @Test("a screen already in the hierarchy is refused, naming the module that asked")
    func alreadyShown() async throws {
        let fixture = try await ModuleFixture()
        let router = try fixture.root.router()
        let terms = HeadlessScreen("terms")
        try await router.push(screen: terms, animated: false)

        let error = await expectModuleError(.alreadyAttached, module: "User", in: fixture) {
            try await router.present(screen: terms, animated: false)
        }
        #expect(
            error?.message.hasPrefix("module \"User\": cannot present screen \"terms\": it is already in the hierarchy")
                == true,
            "\(error?.message ?? "")"
        )
    }

    @Test("a module's view pushed as a screen still gets the wireframe its router navigates through")
    func aModulesViewAsAScreen() async throws {
        let fixture = try await ModuleFixture()
        let module = try UserBuilder.build(input: 2)

        try await fixture.root.router().push(screen: module.view, animated: false)
        try await module.view.router().push(UserBuilder.build(input: 3), animated: false)

        #expect(fixture.window.allScreens.compactMap(\.title) == ["User 1", "User 2", "User 3"])
    }
}
