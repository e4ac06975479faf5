// Holds samples of the `///` comments of ReplaceRootOption.swift (the documentation tests check
// that they stay the same).
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

@MainActor
@Suite("Wireframe: requests before a root is attached")
struct ColdStartTests {
    @Test("requests made before a root is attached are held, then replayed in order")
    func heldAndReplayed() async throws {
        let fixture = try await WireframeFixture(attached: false)
        let wireframe = fixture.wireframe
        #expect(!wireframe.navigator.isAttached)
        let deepLink = Task {
            try await wireframe.route(to: "myapp://messages/42", option: .push, origin: .outsideLink)
        }
        let compose = Task { try await wireframe.route(to: "/compose", option: .present) }
        let back = Task { try await wireframe.navigator.dismissModal() }
        try await waitUntil("3 requests wait") { wireframe.navigator.waitingTurnCount >= 3 }
        #expect(fixture.dump() == "window\n└─ stack \"main\"\n   └─ screen \"inbox\" (Inbox)")

        wireframe.attach(root: fixture.window)
        #expect(wireframe.navigator.isAttached)
        #expect(try await deepLink.value.screen.screenIdentifier == "message:42")
        #expect(try await compose.value.placement.summary == "presented by \"message:42\"")
        #expect((try await back.value.removed).screenIdentifiers == ["compose"])
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "message:42"])
        #expect(wireframe.navigator.waitingTurnCount == 0)
    }

    @Test("many requests held at cold start are all replayed in order")
    func manyHeld() async throws {
        let fixture = try await WireframeFixture(attached: false)
        let wireframe = fixture.wireframe
        let count = 25
        let tasks = (1...count).map { id in
            Task { try await wireframe.route(to: "/messages/\(id)", option: .push).screen.screenIdentifier }
        }
        try await waitUntil("\(count) requests wait") { wireframe.navigator.waitingTurnCount >= count }
        wireframe.attach(root: fixture.window)
        for (index, task) in tasks.enumerated() {
            #expect(try await task.value == "message:\(index + 1)")
        }
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox"] + (1...count).map { "message:\($0)" })
    }

    @Test("a held request can be cancelled before the root arrives")
    func cancelHeld() async throws {
        let fixture = try await WireframeFixture(attached: false)
        let wireframe = fixture.wireframe
        let kept = Task { try await wireframe.route(to: "/messages/1", option: .push) }
        let dropped = Task { try await wireframe.route(to: "/messages/2", option: .push) }
        try await waitUntil("2 requests wait") { wireframe.navigator.waitingTurnCount >= 2 }
        dropped.cancel()
        await #expect(throws: WireframeError.self) { try await dropped.value }
        #expect(wireframe.navigator.waitingTurnCount == 1)
        wireframe.attach(root: fixture.window)
        _ = try await kept.value
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "message:1"])
    }

    @Test("a wireframe created with a root runs requests at once")
    func attachedAtInit() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window, clock: ManualClock())
        #expect(wireframe.navigator.isAttached)
        try wireframe.register("/home") { _ in HeadlessScreen("home") }
        // sample ReplaceRootOption/ReplaceRootOption
        try await wireframe.route(to: "/home", option: .replaceRoot)
        // sample end
        #expect(window.root?.screenIdentifier == "home")
    }

    @Test("once the root is freed, isAttached is false and requests fail with noRoot naming their URL")
    func rootFreed() async throws {
        let wireframe = Wireframe(clock: ManualClock())
        try wireframe.register("/home") { _ in HeadlessScreen("home") }
        do {
            let window = HeadlessWindow(animationDuration: .zero)
            wireframe.attach(root: window)
            #expect(wireframe.navigator.isAttached)
            try await wireframe.route(to: "/home", option: .replaceRoot)
        }
        #expect(!wireframe.navigator.isAttached)
        let error = await #expect(throws: WireframeError.self) {
            try await wireframe.route(to: "/home", option: .replaceRoot)
        }
        #expect(error?.code == .noRoot)
        #expect(error?.url == "/home")
        #expect(
            error?.message == "route to \"/home\": the window the navigator was attached to has been freed"
        )
    }
}
