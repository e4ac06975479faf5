import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Routers navigate between modules")
struct RouterNavigationTests {
    @Test("push puts the next module on the stack, built with its input and loaded")
    func push() async throws {
        let fixture = try await ModuleFixture()
        try await (fixture.root.presenter as? UserPresenter)?.didTapFriend(id: 2)
        #expect(
            fixture.dump() == """
                window
                └─ stack
                   ├─ screen "UserView" (User 1)
                   └─ screen "UserView" (User 2)
                """
        )
    }

    @Test("an animated push returns once its animation has run")
    func animatedPushCompletes() async throws {
        let fixture = try await ModuleFixture(animationDuration: .milliseconds(300))
        let router = try fixture.root.router()
        let push = Task { try await router.push(UserBuilder.build(input: 2), animated: true) }
        try await fixture.waitForAnimation()
        #expect(fixture.dump().contains("[in transition]"))
        fixture.finishAnimation()
        try await push.value
        #expect(try fixture.topmost().title == "User 2")
    }

    @Test("present shows the next module modally, in a new stack when asked")
    func present() async throws {
        let fixture = try await ModuleFixture()
        let router = try fixture.root.router()
        try await router.present(UserBuilder.build(input: 2), inStack: true, animated: false)
        #expect(
            fixture.dump() == """
                window
                └─ stack
                   └─ screen "UserView" (User 1)
                      └─ presents stack
                         └─ screen "UserView" (User 2)
                """
        )
        let modal = try fixture.topmost()
        try await modal.router().dismiss(animated: false)
        try await router.present(UserBuilder.build(input: 3), animated: false)
        #expect(
            fixture.dump() == """
                window
                └─ stack
                   └─ screen "UserView" (User 1)
                      └─ presents screen "UserView" (User 3)
                """
        )
    }

    @Test("dismiss from a module deep in a presented stack closes the whole modal")
    func dismissFromInsideAModalStack() async throws {
        let fixture = try await ModuleFixture()
        try await fixture.root.router().present(UserBuilder.build(input: 2), inStack: true, animated: false)
        try await (fixture.topmost().presenter as? UserPresenter)?.didTapFriend(id: 3)
        try await (fixture.topmost().presenter as? UserPresenter)?.didTapClose()
        #expect(
            fixture.dump() == """
                window
                └─ stack
                   └─ screen "UserView" (User 1)
                """
        )
    }

    @Test("pop takes the module, and what is above it, off its stack")
    func pop() async throws {
        let fixture = try await ModuleFixture()
        let router = try fixture.root.router()
        try await router.push(UserBuilder.build(input: 2), animated: false)
        let second = try fixture.topmost()
        try await second.router().push(UserBuilder.build(input: 3), animated: false)
        try await second.router().pop(animated: false)
        #expect(
            fixture.dump() == """
                window
                └─ stack
                   └─ screen "UserView" (User 1)
                """
        )
    }

    @Test("closeFlow dismisses what the module's flow presents and pops what it pushed")
    func closeFlow() async throws {
        let fixture = try await ModuleFixture()
        let router = try fixture.root.router()
        try await router.push(UserBuilder.build(input: 2), animated: false)
        try await fixture.topmost().router().push(UserBuilder.build(input: 3), animated: false)
        try await fixture.topmost().router().present(UserBuilder.build(input: 4), inStack: true, animated: false)
        try await fixture.topmost().router().push(UserBuilder.build(input: 5), animated: false)
        try await router.closeFlow(animated: false)
        #expect(
            fixture.dump() == """
                window
                └─ stack
                   └─ screen "UserView" (User 1)
                """
        )
        try await router.closeFlow(animated: false)
        #expect(fixture.window.allScreens.count == 2)
    }

    @Test("a router routes a URL through the app's wireframe")
    func routeByURL() async throws {
        let fixture = try await ModuleFixture()
        try fixture.wireframe.register("/users/:id<int>", option: .push, module: UserBuilder.self) { request in
            try request.parameters.value("id", as: Int.self)
        }
        let result = try await fixture.root.router().route(to: "/users/7")
        #expect(result.screenProvider == "User module")
        #expect(try fixture.topmost().title == "User 7")
    }

    @Test("a router's navigation waits for the wireframe's running request, then runs")
    func waitsItsTurn() async throws {
        let fixture = try await ModuleFixture(animationDuration: .milliseconds(300))
        try fixture.wireframe.register("/users/:id<int>", option: .push, module: UserBuilder.self) { request in
            try request.parameters.value("id", as: Int.self)
        }
        let router = try fixture.root.router()
        let route = Task { try await fixture.wireframe.route(to: "/users/2") }
        try await fixture.waitForAnimation()
        let push = Task { try await router.push(UserBuilder.build(input: 3), animated: true) }
        for _ in 0..<100 { await Task.yield() }
        #expect(fixture.wireframe.navigator.waitingTurnCount == 1)
        fixture.finishAnimation()
        _ = try await route.value
        try await fixture.waitForAnimation()
        fixture.finishAnimation()
        try await push.value
        #expect(
            fixture.dump() == """
                window
                └─ stack
                   ├─ screen "UserView" (User 1)
                   ├─ screen "UserView" (User 2)
                   └─ screen "UserView" (User 3)
                """
        )
    }
}
