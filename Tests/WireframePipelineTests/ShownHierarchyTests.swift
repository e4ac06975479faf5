// Holds samples of the `///` comment of ShownHierarchy.swift.
// Holds samples of ThePipeline.md (the documentation tests check that they stay the same).
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// The read-only view of what is shown that every request carries, for plug-ins that decide
/// from it, and the proof that it keeps no screen alive.
@MainActor
@Suite("What a request sees of the hierarchy")
struct ShownHierarchyTests {
    @Test func anOptionProviderDecidesFromWhatIsShown() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/login") { _ in HeadlessScreen("login") }
        try wireframe.register("/inbox", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("inbox") }
        // sample ThePipeline/reusing-what-is-shown
        // sample ShownHierarchy/ShownHierarchy
        try wireframe.addOptionProvider(name: "login placement", patterns: ["/login"]) { request, current in
            current ?? (request.shown.visibleStack == nil ? .replaceRoot(inStack: true) : .present(inStack: true))
        }
        // sample end
        // sample end
        let first = try await wireframe.route(to: "/login")
        #expect(first.placement.summary.hasPrefix("made the root"))
        try await wireframe.route(to: "/inbox")
        let second = try await wireframe.route(to: "/login")
        #expect(second.placement.summary.hasPrefix("presented by \"inbox\""))
    }

    @Test func theViewListsEveryShownScreenFromTheRootDown() async throws {
        let fixture = try await WireframeFixture()
        try await fixture.wireframe.route(to: "/messages/1", option: .push)
        try await fixture.wireframe.route(to: "/compose", option: .present(inStack: true))
        var seen: [String] = []
        try fixture.wireframe.addOptionProvider(patterns: ["/settings"]) { request, current in
            seen = request.shown.screens.screenIdentifiers
            #expect(request.shown.topmostScreen?.screenIdentifier == "compose")
            #expect(request.shown.visibleStack?.screenIdentifier == "modal")
            #expect(request.shown.visibleTabs == nil)
            return current
        }
        try await fixture.wireframe.route(to: "/settings", option: .push)
        #expect(seen == ["main", "inbox", "message:1", "modal", "compose"])
    }

    @Test func aKeptViewKeepsNoScreenAlive() async throws {
        let fixture = try await WireframeFixture()
        var kept: ShownHierarchy?
        try fixture.wireframe.addOptionProvider { request, current in
            kept = request.shown
            return current
        }
        weak let message = try await fixture.wireframe.route(to: "/messages/1", option: .push).screen
        #expect(kept?.screens.count == 3)
        try await fixture.wireframe.navigator.back()
        #expect(message == nil)
        #expect(kept?.screens.screenIdentifiers == ["main", "inbox"])
    }

    @Test func aRequestMadeWithoutAWindowSeesNothing() throws {
        var routes = RouteTable()
        try routes.register("/inbox")
        let match = try #require(try routes.match("/inbox"))
        let request = RoutingRequest(url: "/inbox", match: match, parameters: [:], option: nil)
        #expect(request.shown.rootScreen == nil)
        #expect(request.shown.screens.isEmpty)
        #expect(request.shown.first(.sameRoute, for: request) == nil)
    }
}
