// Holds samples of README.md, VIPERModules.md and WireframeModules.md (the documentation tests
// check that they stay the same).
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Entry points: a module as a window's root or a tab")
struct EntryPointTests {
    @Test("attached as a window's root, on its own or in a new stack; the wireframe follows the window")
    func windowRoot() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(), clock: ManualClock())
        try await UserBuilder.build(input: 1).attach(to: window, wireframe: wireframe)
        #expect(window.dump() == "window\n└─ screen \"UserView\" (User 1)")
        #expect(wireframe.root === window)
        try await UserBuilder.build(input: 2).attach(to: window, inStack: true, wireframe: wireframe)
        #expect(
            window.dump() == """
                window
                └─ stack
                   └─ screen "UserView" (User 2)
                """
        )
        let top = try #require(window.topmostScreen as? UserView)
        try await top.router().push(UserBuilder.build(input: 3), animated: false)
        #expect((window.topmostScreen as? UserView)?.title == "User 3")
    }

    @Test("a link held at cold start runs once the root module is in place")
    func coldStart() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(), clock: ManualClock())
        try wireframe.register("/users/:id<int>", access: .openToOutsideLinks, option: .push, module: UserBuilder.self)
        {
            try $0.parameters.value("id", as: Int.self)
        }
        let link = Task { _ = try await wireframe.route(to: "myapp://users/42", origin: .outsideLink) }
        for _ in 0..<100 where wireframe.navigator.waitingTurnCount == 0 { await Task.yield() }
        #expect(wireframe.navigator.waitingTurnCount == 1)
        #expect(window.root == nil)
        try await UserBuilder.build(input: 1).attach(to: window, inStack: true, wireframe: wireframe)
        try await link.value
        #expect(
            window.dump() == """
                window
                └─ stack
                   ├─ screen "UserView" (User 1)
                   └─ screen "UserView" (User 42)
                """
        )
    }

    @Test("attached as tabs, each in a new stack or on its own")
    func tabs() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(), clock: ManualClock())
        let tabs = HeadlessTabs()
        try await UserBuilder.build(input: 1).attach(asTabOf: tabs, wireframe: wireframe)
        try await UserBuilder.build(input: 2).attach(asTabOf: tabs, inStack: false, wireframe: wireframe)
        try await window.setRoot(tabs, animated: false)
        wireframe.attach(root: window)
        #expect(
            window.dump() == """
                window
                └─ tabs (selected: 0)
                   ├─ [0] stack
                   │  └─ screen "UserView" (User 1)
                   └─ [1] screen "UserView" (User 2)
                """
        )
        let first = try #require(window.topmostScreen as? UserView)
        try await first.router().push(UserBuilder.build(input: 3), animated: false)
        #expect((window.topmostScreen as? UserView)?.title == "User 3")
    }

    @Test("once the wireframe runs requests, an entry point takes its turn after the running one")
    func takesItsTurn() async throws {
        let fixture = try await ModuleFixture(animationDuration: .milliseconds(300))
        let router = try fixture.root.router()
        let push = Task { try await router.push(UserBuilder.build(input: 2), animated: true) }
        try await fixture.waitForAnimation()
        let replace = Task {
            try await UserBuilder.build(input: 9).attach(to: fixture.window, wireframe: fixture.wireframe)
        }
        for _ in 0..<100 { await Task.yield() }
        #expect(fixture.wireframe.navigator.waitingTurnCount == 1)
        fixture.finishAnimation()
        try await push.value
        try await replace.value
        #expect(fixture.dump() == "window\n└─ screen \"UserView\" (User 9)")
    }

    @Test("modules as roots of new stacks made the tabs, as with ViperBase's attachToNavigationController()")
    func newStacksAsTabs() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        // sample VIPERModules/entry-points-4
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())  // no route: the app routes no URL
        // sample end

        // sample VIPERModules/entry-points-3
        let tabs = HeadlessTabs()
        try await tabs.setTabs(
            [
                ContactBuilder.build(input: 1).attachToNewStack(wireframe: wireframe),
                ContactBuilder.build(input: 2).attachToNewStack(wireframe: wireframe),
            ],
            animated: false
        )
        try await window.setRoot(tabs, animated: false)
        wireframe.attach(root: window)
        // sample end

        let second = try #require((tabs.tabs.last as? HeadlessStack)?.screens.first as? ContactView)
        second.friendTapped(id: 3)
        await wireframe.waitForModuleNavigations()
        #expect(
            window.dump() == """
                window
                └─ tabs (selected: 0)
                   ├─ [0] stack
                   │  └─ screen "ContactView" (Contact 1)
                   └─ [1] stack
                      ├─ screen "ContactView" (Contact 2)
                      └─ screen "ContactView" (Contact 3)
                """
        )
    }

    @Test("a new stack needs the wireframe's container factory, and a view in no hierarchy yet")
    func newStackRefused() async throws {
        let module = try ContactBuilder.build(input: 1)
        let noFactory = #expect(throws: ModuleError.self) {
            _ = try module.attachToNewStack(wireframe: Wireframe(clock: ManualClock()))
        }
        #expect(noFactory?.code == .noContainerFactory)
        #expect(noFactory?.module == "Contact")
        #expect(
            noFactory?.message
                == "module \"Contact\": cannot attach to a new stack: a new stack is needed but the wireframe has no container factory"
        )

        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(), clock: ManualClock())
        let stack = try module.attachToNewStack(wireframe: wireframe)
        let again = #expect(throws: ModuleError.self) {
            _ = try module.attachToNewStack(wireframe: wireframe)
        }
        #expect(again?.code == .alreadyAttached)
        #expect(again?.module == "Contact")
        #expect((stack as? HeadlessStack)?.screens.count == 1)
    }
}
