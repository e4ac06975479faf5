import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Wireframe: nothing kept after a transition")
struct MemoryTests {
    @Test("a screen routed via the wireframe and then popped is freed")
    func poppedIsFreed() async throws {
        let fixture = try await WireframeFixture()
        weak var message: HeadlessScreen?
        do {
            let result = try await fixture.wireframe.route(to: "/messages/1", option: .push)
            message = result.screen as? HeadlessScreen
            #expect(message != nil)
        }
        try await fixture.wireframe.navigator.back()
        #expect(message == nil)
    }

    @Test("a modal flow routed via the wireframe and then dismissed is freed, with its stack")
    func dismissedIsFreed() async throws {
        let fixture = try await WireframeFixture()
        weak var compose: HeadlessScreen?
        weak var modal: (any StackContainer)?
        do {
            let result = try await fixture.wireframe.route(to: "/compose", option: .present(inStack: true))
            compose = result.screen as? HeadlessScreen
            modal = fixture.inbox.presentedScreen as? any StackContainer
            try await fixture.wireframe.route(to: "/messages/2", option: .push)
        }
        #expect(compose != nil)
        #expect(modal != nil)
        try await fixture.wireframe.navigator.dismissModal()
        #expect(compose == nil)
        #expect(modal == nil)
    }

    @Test("a screen made for a request that failed is freed")
    func failedIsFreed() async throws {
        let fixture = try await WireframeFixture()
        weak var made: HeadlessScreen?
        try fixture.wireframe.register("/orphan") { _ in
            let screen = HeadlessScreen("orphan")
            made = screen
            return screen
        }
        _ = try? await fixture.wireframe.route(to: "/orphan", option: .selectTab(0))
        _ = try? await fixture.wireframe.route(to: "/orphan", option: UnhandledOption())
        #expect(made == nil)
    }

    @Test("the wireframe does not keep its window, and is freed with the plug-ins that capture it weakly")
    func noCycles() async throws {
        weak var wireframe: Wireframe?
        weak var window: HeadlessWindow?
        do {
            let strongWindow = HeadlessWindow(animationDuration: .zero)
            let strong = Wireframe(root: strongWindow)
            // A screen keeps its module, and modules often keep the wireframe.
            try strong.register("/home") { [weak strong] _ in HeadlessScreen("home", content: strong.map { Box($0) }) }
            try strong.addObserver(name: "spy", didRoute: { [weak strong] _ in _ = strong })
            try await strong.route(to: "/home", option: .replaceRoot)
            wireframe = strong
            window = strongWindow
        }
        #expect(wireframe == nil)
        #expect(window == nil)
    }
}

/// Something a screen keeps that keeps the wireframe, as a VIPER module's presenter does.
final class Box {
    let wireframe: Wireframe
    init(_ wireframe: Wireframe) { self.wireframe = wireframe }
}
