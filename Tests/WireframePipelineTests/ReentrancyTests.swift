import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A plug-in that awaits a request of its own wireframe used to hang every navigation: the
/// request waited for the turn its own caller held. It now fails at once with
/// `reentrantRequest`, naming the plug-in and the request holding the turn; the hierarchy is
/// unchanged and the queue serves the next request.
@MainActor
@Suite("Wireframe: a request made from inside the running turn fails at once", .timeLimit(.minutes(1)))
struct ReentrancyTests {
    @Test("a screen provider awaiting a route of its own wireframe")
    func screenProvider() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.register("/nested", name: "nested") { _ in
            try await wireframe.route(to: "/compose")
            return HeadlessScreen("nested")
        }
        await expectWireframeError(
            .reentrantRequest,
            naming: ["route to \"/compose\"", "screen provider \"nested\"", "route to \"/nested\""],
            in: fixture
        ) {
            try await wireframe.route(to: "/nested")
        }
        #expect(try await wireframe.route(to: "/compose").screen.screenIdentifier == "compose")
    }

    @Test("an observer awaiting a navigation action")
    func observer() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.addObserver(name: "eager", patterns: ["/settings"]) { _ in
            do {
                try await wireframe.navigator.back(animated: false)
                return .proceed
            } catch {
                return .reject(error)
            }
        }
        let error = await expectWireframeError(.rejected, naming: ["observer \"eager\""], in: fixture) {
            try await wireframe.route(to: "/settings")
        }
        #expect((error?.underlyingError as? NavigationError)?.code == .reentrantTurn)
        #expect(try await wireframe.route(to: "/compose").screen.screenIdentifier == "compose")
    }

    @Test("an option provider awaiting a route")
    func optionProvider() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.addOptionProvider(name: "chooser", patterns: ["/settings"]) { _, option in
            try await wireframe.route(to: "/login")
            return option
        }
        await expectWireframeError(.reentrantRequest, naming: ["option provider \"chooser\""], in: fixture) {
            try await wireframe.route(to: "/settings")
        }
        #expect(try await wireframe.route(to: "/compose").screen.screenIdentifier == "compose")
    }

    @Test("a transition awaiting a route")
    func transition() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.addTransition(name: "loopy", for: PushOption.self, patterns: ["/settings"]) { _, _, _ in
            try await wireframe.route(to: "/login")
            throw TestError("unreachable")
        }
        await expectWireframeError(.reentrantRequest, naming: ["transition \"loopy\""], in: fixture) {
            try await wireframe.route(to: "/settings", option: .push)
        }
    }

    @Test("a body of inTurn awaiting a route, and a child task of it")
    func inTurnBody() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        await expectWireframeError(.reentrantRequest, naming: ["my flow"], in: fixture) {
            try await wireframe.inTurn(named: "my flow") { _ in _ = try await wireframe.route(to: "/compose") }
        }
        await expectWireframeError(.reentrantRequest, naming: ["my flow"], in: fixture) {
            try await wireframe.inTurn(named: "my flow") { _ in
                async let child = wireframe.route(to: "/compose")
                _ = try await child
            }
        }
    }

    @Test("a request from a Task.detached made in the turn waits for its turn instead")
    func detached() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        var later: Task<RoutingResult, any Error>?
        try await wireframe.inTurn(named: "my flow") { _ in
            later = Task.detached { try await wireframe.route(to: "/compose") }
        }
        #expect(try await later?.value.screen.screenIdentifier == "compose")
    }
}
