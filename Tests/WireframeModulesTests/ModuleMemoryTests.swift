import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A module that leaves the hierarchy, in every way it can, is freed: view, presenter,
/// interactor and router.
@MainActor
@Suite("Modules are freed when they leave the hierarchy")
struct ModuleMemoryTests {
    @Test("popped by its router, or by the wireframe's back()")
    func popped() async throws {
        let fixture = try await ModuleFixture()
        var pushed: [WeakModule] = []
        for id in [2, 3] {
            try await fixture.root.router().push(UserBuilder.build(input: id), animated: false)
            pushed.append(WeakModule(try fixture.topmost()))
        }
        #expect(pushed.allSatisfy { $0.wasComplete })
        try await fixture.topmost().router().pop(animated: false)
        #expect(pushed[1].alive == [])
        try await fixture.wireframe.navigator.back(animated: false)
        #expect(pushed[0].alive == [])
    }

    @Test("shown and popped without waiting: nothing of the navigation keeps it")
    func shownAndPoppedWithoutWaiting() async throws {
        let fixture = try await ModuleFixture()
        try fixture.root.router().withoutWaiting.push(try UserBuilder.build(input: 2), animated: false)
        await fixture.wireframe.waitForModuleNavigations()
        let pushed = WeakModule(try fixture.topmost())
        try fixture.topmost().router().withoutWaiting.pop(animated: false)
        await fixture.wireframe.waitForModuleNavigations()
        #expect(pushed.wasComplete)
        #expect(pushed.alive == [])
        #expect(fixture.wireframe.lastModuleError == nil)
    }

    @Test("dismissed, with the stack it was presented in")
    func dismissed() async throws {
        let fixture = try await ModuleFixture()
        try await fixture.root.router().present(UserBuilder.build(input: 2), inStack: true, animated: false)
        let presented = WeakModule(try fixture.topmost())
        try await fixture.topmost().router().push(UserBuilder.build(input: 3), animated: false)
        let pushed = WeakModule(try fixture.topmost())
        weak let modalStack = fixture.root.presentedScreen
        #expect(presented.wasComplete && pushed.wasComplete && modalStack != nil)
        try await fixture.topmost().router().dismiss(animated: false)
        #expect(presented.alive == [])
        #expect(pushed.alive == [])
        #expect(modalStack == nil)
    }

    @Test("replaced: in its stack, and as the window's root")
    func replaced() async throws {
        let fixture = try await ModuleFixture()
        try await fixture.root.router().push(UserBuilder.build(input: 2), animated: false)
        let stack = try #require(fixture.root.enclosingStack)
        let second = WeakModule(try fixture.topmost())
        try await stack.setScreens([fixture.root], animated: false)
        #expect(second.wasComplete)
        #expect(second.alive == [])

        try await UserBuilder.build(input: 3).attach(to: fixture.window, wireframe: fixture.wireframe)
        let root = WeakModule(try fixture.topmost())
        try await UserBuilder.build(input: 4).attach(to: fixture.window, inStack: true, wireframe: fixture.wireframe)
        #expect(root.wasComplete)
        #expect(root.alive == [])
    }

    @Test("its tab replaced")
    func tabReplaced() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        let tabs = HeadlessTabs()
        var modules: [WeakModule] = []
        for id in [1, 2] {
            let module = try UserBuilder.build(input: id)
            modules.append(WeakModule(module.view))
            try await module.attach(asTabOf: tabs, wireframe: wireframe)
        }
        try await window.setRoot(tabs, animated: false)
        wireframe.attach(root: window)
        try await tabs.setTabs([tabs.tabs[0], HeadlessScreen("other")], animated: false)
        #expect(modules[0].wasComplete)
        #expect(modules[1].alive == [])
    }

    @Test("swiped back by the user")
    func swipedBack() async throws {
        let fixture = try await ModuleFixture()
        try await fixture.root.router().push(UserBuilder.build(input: 2), animated: false)
        let pushed = WeakModule(try fixture.topmost())
        let stack = try #require(fixture.root.enclosingStack as? HeadlessStack)
        try await stack.simulateBackSwipe(animated: false)
        #expect(pushed.alive == [])
    }

    @Test("swiped down by the user, when presented")
    func swipedDown() async throws {
        let fixture = try await ModuleFixture()
        try await fixture.root.router().present(UserBuilder.build(input: 2), animated: false)
        let presented = WeakModule(try fixture.topmost())
        try await (fixture.topmost() as HeadlessScreen).simulateSwipeDown(animated: false)
        #expect(presented.alive == [])
    }

    @Test("a module built for a route that then failed is freed")
    func builtForAFailedRoute() async throws {
        let fixture = try await ModuleFixture(inStack: false)
        weak var built: UserView?
        try fixture.wireframe.register("/users/:id<int>", option: .push, module: UserBuilder.self) { request in
            try request.parameters.value("id", as: Int.self)
        }
        try fixture.wireframe.addObserver(name: "spy", didRoute: { built = $0.screen as? UserView })
        _ = try? await fixture.wireframe.route(to: "/users/2")
        #expect(built == nil)
    }

    @Test("10 000 modules built, shown and dismissed: none is left alive")
    func tenThousand() async throws {
        let fixture = try await ModuleFixture()
        let router = try fixture.root.router()
        var shown: [WeakModule] = []
        shown.reserveCapacity(10_000)
        for id in 0..<10_000 {
            try await router.present(UserBuilder.build(input: id), animated: false)
            shown.append(WeakModule(try fixture.topmost()))
            try await fixture.topmost().router().dismiss(animated: false)
        }
        #expect(shown.allSatisfy { $0.wasComplete })
        #expect(shown.filter { !$0.alive.isEmpty }.count == 0)
        #expect(fixture.window.allScreens.count == 2)
    }
}
