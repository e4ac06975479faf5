import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// Each way of asking a module for the impossible is a typed error naming the module and what
/// is wrong; the hierarchy is unchanged and nothing traps.
@MainActor
@Suite("Bad input to modules")
struct BadInputTests {
    @Test("navigating from a router whose view is gone")
    func viewGone() async throws {
        let fixture = try await ModuleFixture()
        try await fixture.root.router().push(UserBuilder.build(input: 2), animated: false)
        let kept = try fixture.topmost().router()
        try await fixture.wireframe.navigator.back(animated: false)
        #expect(kept.view == nil)
        let error = await expectModuleError(.viewGone, module: "User", in: fixture) {
            try await kept.push(UserBuilder.build(input: 3), animated: false)
        }
        #expect(
            error?.message == "module \"User\": cannot push \"User\": its view has left the hierarchy and been freed"
        )
        await expectModuleError(.viewGone, module: "User", in: fixture) { try await kept.dismiss() }
        await expectModuleError(.viewGone, module: "User", in: fixture) { try await kept.route(to: "/users/1") }
    }

    @Test("a view that leaves while its router's navigation waits for its turn")
    func viewGoneWhileWaiting() async throws {
        let fixture = try await ModuleFixture(animationDuration: .milliseconds(300))
        try await fixture.root.router().push(UserBuilder.build(input: 2), animated: false)
        let kept = try fixture.topmost().router()
        // The task keeps nothing of what it popped, so the view is freed when the pop completes.
        let back = Task { _ = try await fixture.wireframe.navigator.back(animated: true) }
        try await fixture.waitForAnimation()
        let push = Task { try await kept.push(UserBuilder.build(input: 3), animated: false) }
        for _ in 0..<100 { await Task.yield() }
        fixture.finishAnimation()
        try await back.value
        let error = await #expect(throws: ModuleError.self) { try await push.value }
        #expect(error?.code == .viewGone)
        #expect(fixture.window.allScreens.count == 2)
    }

    @Test("a module kept alive after it left the hierarchy: a container's refusal, naming the module")
    func leftButKept() async throws {
        let fixture = try await ModuleFixture()
        try await fixture.root.router().push(UserBuilder.build(input: 2), animated: false)
        let kept = try fixture.topmost()
        try await fixture.wireframe.navigator.back(animated: false)
        let error = await expectModuleError(.presentationFailed, module: "User", in: fixture) {
            try await kept.router().present(UserBuilder.build(input: 3), animated: false)
        }
        #expect((error?.underlyingError as? PresentationError)?.code == .notInHierarchy)
        await expectModuleError(.noStack, module: "User", in: fixture) {
            try await kept.router().push(UserBuilder.build(input: 3), animated: false)
        }
    }

    @Test("pushing, or popping, where there is no stack")
    func noStack() async throws {
        let fixture = try await ModuleFixture(inStack: false)
        let router = try fixture.root.router()
        let error = await expectModuleError(.noStack, module: "User", in: fixture) {
            try await router.push(UserBuilder.build(input: 2), animated: false)
        }
        #expect(error?.message == "module \"User\": cannot push \"User\": its view \"UserView\" is on no stack")
        await expectModuleError(.noStack, module: "User", in: fixture) { try await router.pop(animated: false) }
    }

    @Test("popping the root of a stack, dismissing what is not presented")
    func stackRootAndNotPresented() async throws {
        let fixture = try await ModuleFixture()
        let router = try fixture.root.router()
        await expectModuleError(.stackRoot, module: "User", in: fixture) { try await router.pop(animated: false) }
        await expectModuleError(.notPresented, module: "User", in: fixture) {
            try await router.dismiss(animated: false)
        }
    }

    @Test("presenting while a presentation runs")
    func presentingWhileAPresentationRuns() async throws {
        let fixture = try await ModuleFixture(animationDuration: .milliseconds(300))
        let router = try fixture.root.router()
        let first = Task { try await router.present(UserBuilder.build(input: 2), animated: true) }
        try await fixture.waitForAnimation()
        let second = Task { try await router.present(UserBuilder.build(input: 3), animated: true) }
        for _ in 0..<100 { await Task.yield() }
        fixture.finishAnimation()
        try await first.value
        let dump = fixture.dump()
        let error = await #expect(throws: ModuleError.self) { try await second.value }
        #expect(error?.code == .alreadyPresenting)
        #expect(error?.message == "module \"User\": cannot present \"User\": it already presents \"UserView\"")
        #expect(fixture.dump() == dump)
        #expect(try fixture.topmost().title == "User 2")
    }

    @Test("attaching a module that is already attached")
    func alreadyAttached() async throws {
        let fixture = try await ModuleFixture()
        let module = try UserBuilder.build(input: 2)
        try await fixture.root.router().push(module, animated: false)
        let error = await expectModuleError(.alreadyAttached, module: "User", in: fixture) {
            try await module.attach(to: fixture.window, wireframe: fixture.wireframe)
        }
        #expect(error?.underlyingError is PresentationError)
        await expectModuleError(.alreadyAttached, module: "User", in: fixture) {
            try await module.attach(to: fixture.window, inStack: true, wireframe: fixture.wireframe)
        }
        await expectModuleError(.alreadyAttached, module: "User", in: fixture) {
            try await fixture.root.router().present(module, animated: false)
        }
        await expectModuleError(.alreadyAttached, module: "User", in: fixture) {
            try await fixture.root.router().push(module, animated: false)
        }
    }

    @Test("attaching a module twice as a tab")
    func alreadyATab() async throws {
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(), clock: ManualClock())
        let tabs = HeadlessTabs()
        let module = try UserBuilder.build(input: 1)
        try await module.attach(asTabOf: tabs, inStack: false, wireframe: wireframe)
        let error = await #expect(throws: ModuleError.self) {
            try await module.attach(asTabOf: tabs, inStack: false, wireframe: wireframe)
        }
        #expect(error?.code == .alreadyAttached)
        #expect(tabs.tabs.count == 1)
    }

    @Test("a builder whose view cannot be made")
    func viewUnavailable() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "no fonts" } }
        let error = #expect(throws: ModuleError.self) {
            try UserBuilder.build(viewSource: .factory { throw Broken() })
        }
        #expect(error?.code == .viewUnavailable)
        #expect(error?.message == "module \"User\": its factory could not make the view: no fonts")
        #expect(error?.underlyingError is Broken)
    }

    @Test("a module shown without the library has no wireframe to navigate through")
    func noWireframe() async throws {
        let fixture = try await ModuleFixture()
        let module = try UserBuilder.build(input: 2)
        let stack = try #require(fixture.root.enclosingStack)
        try await stack.push(module.view, animated: false)
        let router = try module.view.router()
        await expectModuleError(.noWireframe, module: "User", in: fixture) {
            try await router.push(UserBuilder.build(input: 3), animated: false)
        }
    }

    @Test("presenting in a new stack with a wireframe that has no container factory")
    func noContainerFactory() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(clock: ManualClock())
        let module = try UserBuilder.build(input: 1)
        let error = await #expect(throws: ModuleError.self) {
            try await module.attach(to: window, inStack: true, wireframe: wireframe)
        }
        #expect(error?.code == .noContainerFactory)
        #expect(window.root == nil)
        #expect(!wireframe.navigator.isAttached)
    }
}
