import Logging
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// The app's modules the samples of ThePipeline.md take for granted, as headless screens.
@MainActor
enum InboxModule {
    static func build() -> HeadlessScreen { HeadlessScreen("inbox", title: "Inbox") }
}

@MainActor
enum MessageModule {
    static func build(id: Int) -> HeadlessScreen { HeadlessScreen("message:\(id)") }
}

/// The samples of ThePipeline.md and WireframeKit.md that need no UIKit (the others compile and run
/// against the UIKit stand-in, in WireframeUIKitStandInTests), each written once between the
/// `sample` markers (the page shows what is written here: `SampleSourcesTests`), then checked.
@MainActor
@Suite("Documentation samples: the pipeline")
struct PipelineSampleTests {
    @Test func wireframeKitOverview() async throws {
        // sample WireframeKit/overview
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/inbox", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("inbox") }
        try await wireframe.route(to: "/inbox")  // the window shows a stack holding the inbox
        // sample end
        #expect(window.dump() == "window\n└─ stack\n   └─ screen \"inbox\"")
    }

    @Test func oneTransitionAtATime() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        // sample ThePipeline/one-transition-at-a-time
        // Asked one after the other on the main actor: the pop runs once the push has completed.
        let push = Task { try await wireframe.route(to: "/messages/1", option: .push) }
        let back = Task { try await wireframe.navigator.back() }
        // sample end
        _ = try await push.value
        #expect(try await back.value.removed.screenIdentifiers == ["message:1"])
    }

    @Test func coldStart() async throws {
        let fixture = try await WireframeFixture(attached: false)
        let (wireframe, window) = (fixture.wireframe, fixture.window)
        let launchURL = "myapp://messages/42"
        // sample ThePipeline/cold-start
        // application(_:didFinishLaunchingWithOptions:) — no window yet
        Task { try await wireframe.route(to: launchURL, origin: .outsideLink) }
        // scene(_:willConnectTo:options:)
        wireframe.attach(root: window)  // the deep link is shown now
        // sample end
        try await waitUntil("the deep link is shown") { fixture.stack.topScreen?.screenIdentifier == "message:42" }
    }

    @Test func coldStartLogsTheWaitingRequest() async throws {
        let fixture = try await WireframeFixture(attached: false)
        let waiting = Task { try await fixture.wireframe.route(to: "myapp://messages/42", option: .push) }
        try await waitUntil("the request waits") { fixture.wireframe.navigator.waitingTurnCount == 1 }
        // sample ThePipeline/cold-start-2
        let logged = """
            route to "myapp://messages/42" waits for a root: attach(root:) has not been called yet (0 turn(s) ahead)
            """
        // sample end
        #expect(fixture.log.messages(at: .debug).contains(logged))
        fixture.wireframe.attach(root: fixture.window)
        _ = try await waiting.value
    }

    @Test func redirectLoopMessage() async throws {
        let fixture = try await WireframeFixture()
        try fixture.redirect("/compose", to: "/settings", observer: "a")
        try fixture.redirect("/settings", to: "/login", observer: "b")
        try fixture.redirect("/login", to: "/compose", observer: "c")
        let error = await expectWireframeError(.redirectLoop, in: fixture) {
            try await fixture.wireframe.route(to: "/compose")
        }
        // sample ThePipeline/redirects
        let message = """
            route to "/compose": redirects loop: "/compose" → "/settings" by "a" → "/login" by "b" → "/compose" by "c"
            """
        // sample end
        #expect(error?.message == message)
    }

    @Test func mermaidDiagram() throws {
        let wireframe = Wireframe()
        // sample ThePipeline/the-route-table-printed-and-drawn
        try wireframe.register("/inbox", access: .openToOutsideLinks, option: .replaceRoot(inStack: true)) { _ in
            InboxModule.build()
        }
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
            MessageModule.build(id: try request.parameters.value("id", as: Int.self))
        }
        let diagram = wireframe.mermaidDiagram
        // sample end
        // sample ThePipeline/the-route-table-printed-and-drawn-2
        let expected = """
            graph LR
              outside(["outside links"])
              r1["/inbox"] --> r1s["/inbox"] --> r1o["replaceRoot(inStack: true)"]
              outside -.-> r1
              r2["/messages/:id#lt;int#gt;"] --> r2s["/messages/:id#lt;int#gt;"] --> r2o["push"]
              outside -.-> r2
            """
        // sample end
        #expect(diagram == expected)
    }
}
