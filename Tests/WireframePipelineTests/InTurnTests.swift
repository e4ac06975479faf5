import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

@MainActor
@Suite("Wireframe: navigation of your own takes its turn in the wireframe's queue")
struct InTurnTests {
    @Test("a body runs after the requests asked before it and before those asked after")
    func order() async throws {
        let fixture = try await WireframeFixture(animationDuration: .milliseconds(300))
        let wireframe = fixture.wireframe
        var order: [String] = []
        try wireframe.addObserver(name: "order", didRoute: { order.append($0.url) })
        let first = Task { try await wireframe.route(to: "/messages/1", option: .push) }
        try await fixture.waitForAnimation()
        let own = Task {
            try await wireframe.inTurn(named: "my flow") { turn in
                order.append(
                    "my flow sees \(((turn.root?.root as? any StackContainer)?.screens ?? []).screenIdentifiers)"
                )
                return 42
            }
        }
        let last = Task { try await wireframe.route(to: "/messages/2", option: .push) }
        try await waitUntil("both wait") { wireframe.navigator.waitingTurnCount == 2 }
        try await fixture.runAnimations { order.count == 3 }
        #expect(try await own.value == 42)
        _ = try await (first.value, last.value)
        #expect(order == ["/messages/1", "my flow sees [\"inbox\", \"message:1\"]", "/messages/2"])
    }

    @Test("it waits for a root at cold start")
    func coldStart() async throws {
        let fixture = try await WireframeFixture(attached: false)
        let wireframe = fixture.wireframe
        let task = Task { try await wireframe.inTurn(named: "count") { _ in wireframe.navigator.waitingTurnCount } }
        try await waitUntil("it waits for a root") { wireframe.navigator.waitingTurnCount == 1 }
        wireframe.attach(root: fixture.window)
        #expect(try await task.value == 0)
    }

    @Test("a caller cancelled while it waits fails as cancelled and its body never runs")
    func cancelled() async throws {
        let fixture = try await WireframeFixture(attached: false)
        let wireframe = fixture.wireframe
        var ran = false
        let task = Task { try await wireframe.inTurn(named: "never") { _ in ran = true } }
        try await waitUntil("it waits") { wireframe.navigator.waitingTurnCount == 1 }
        task.cancel()
        let error = await #expect(throws: NavigationError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        wireframe.attach(root: fixture.window)
        #expect(!ran)
    }

    @Test("what the body throws reaches the caller as it is; a step a container refused is the navigator's")
    func errors() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        let refused: PresentationError? = await expectError(.notOnStack, naming: ["not on"], unchanged: fixture.dump) {
            try await wireframe.inTurn(named: "pop to a stranger") { _ in
                _ = try await fixture.stack.pop(to: HeadlessScreen("stranger"), animated: false)
            }
        }
        await expectNavigationError(.stepRefused, naming: ["pop \"main\" to \"stranger\"", "not on"], in: fixture) {
            try await wireframe.inTurn(named: "pop to a stranger") { turn in
                _ = try await turn.apply(.pop(fixture.stack, to: HeadlessScreen("stranger"), animated: false))
            }
        }
        #expect(refused?.message.contains("stranger") == true)
        await #expect(throws: TestError.self) {
            try await wireframe.inTurn(named: "broken flow") { _ in throw TestError("it broke") }
        }
        await expectWireframeError(.noRoute, in: fixture) {
            try await wireframe.inTurn(named: "passes its own") { _ in
                throw WireframeError(.noRoute, "passed on as it is")
            }
        }
    }
}
