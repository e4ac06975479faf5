import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Wireframe: launch routes before the deep links held at cold start")
struct LaunchTests {
    /// A route to the inbox tab's screen with no prerequisite: it needs the tabs shown first.
    private func registerInboxLink(_ app: TabsApp) throws {
        try app.wireframe.register("/inbox/:id<int>", option: .selectTab(0, then: .push)) {
            HeadlessScreen("inbox item:\($0.parameters["id"] ?? "?")")
        }
    }

    @Test("attach(root:) alone runs a held link that needs the tabs before the app shows them")
    func plainAttachFails() async throws {
        let app = try await TabsApp(attached: false)
        try registerInboxLink(app)
        let wireframe = app.wireframe
        let link = Task { try await wireframe.route(to: "/inbox/3") }
        try await waitUntil("the link waits") { wireframe.navigator.waitingTurnCount == 1 }
        wireframe.attach(root: app.window)
        let error = await #expect(throws: WireframeError.self) { try await link.value }
        #expect(error?.code == .noContainer)
    }

    @Test("launch routes run first, then the held links in order")
    func launchThenHeld() async throws {
        let app = try await TabsApp(attached: false)
        try registerInboxLink(app)
        let wireframe = app.wireframe
        var finished: [String] = []
        let first = Task { finished.append(try await wireframe.route(to: "/inbox/3").url) }
        try await waitUntil("one link waits") { wireframe.navigator.waitingTurnCount == 1 }
        let second = Task { finished.append(try await wireframe.route(to: "/about").url) }
        try await waitUntil("two links wait") { wireframe.navigator.waitingTurnCount == 2 }
        let launched = try await wireframe.attach(root: app.window, launching: ["/login", "/main"])
        finished.insert(contentsOf: launched.map(\.url), at: 0)
        try await first.value
        try await second.value
        #expect(finished == ["/login", "/main", "/inbox/3", "/about"])
        #expect(app.dump() == tabsDump(selected: 1, inbox: ["inbox item:3"], settings: ["about"]))
        #expect(wireframe.navigator.isAttached)
    }

    @Test("a launch route that fails: its error goes to the caller, the ones after it do not run, the held links do")
    func launchFails() async throws {
        let app = try await TabsApp(attached: false)
        try registerInboxLink(app)
        app.tabsFailure = TestError("no account")
        let wireframe = app.wireframe
        let held = Task { try await wireframe.route(to: "/messages/1") }
        let plain = Task { try await wireframe.route(to: "/login") }
        try await waitUntil("two links wait") { wireframe.navigator.waitingTurnCount == 2 }
        let error = await #expect(throws: WireframeError.self) {
            try await wireframe.attach(root: app.window, launching: ["/main", "/about"])
        }
        #expect(error?.code == .screenProviderFailed)
        #expect(error?.url == "/main")
        // Each held link runs and reports on its own.
        let heldError = await #expect(throws: WireframeError.self) { try await held.value }
        #expect(heldError?.code == .prerequisiteFailed)
        #expect(try await plain.value.screen.screenIdentifier == "login")
        #expect(app.dump() == "window\n└─ screen \"login\"")
    }

    @Test("attaching with launch routes when a root is attached waits behind the requests already waiting")
    func launchWhenAttached() async throws {
        let app = try await TabsApp()
        let gate = Gate()
        try app.wireframe.addObserver(
            name: "slow",
            patterns: ["/about"],
            willRoute: { _ in
                await gate.wait()
                return .proceed
            }
        )
        let wireframe = app.wireframe
        var finished: [String] = []
        let about = Task { finished.append(try await wireframe.route(to: "/about").url) }
        try await waitUntil("the observer waits") { gate.waitingCount == 1 }
        let launch = Task {
            let results = try await wireframe.attach(root: app.window, launching: ["/login"])
            finished.append(contentsOf: results.map(\.url))
        }
        try await waitUntil("the launch waits") { wireframe.navigator.waitingTurnCount == 1 }
        gate.open()
        try await about.value
        try await launch.value
        #expect(finished == ["/about", "/login"])
        #expect(app.dump() == "window\n└─ screen \"login\"")
    }
}
