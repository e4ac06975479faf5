import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Wireframe: routes open to outside links")
struct OutsideLinkTests {
    @Test("routes are internal unless declared open")
    func defaultAccess() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        #expect(wireframe.access(for: try #require(wireframe.routeTable.pattern("/compose"))) == .internalOnly)
        #expect(
            wireframe.access(for: try #require(wireframe.routeTable.pattern("/messages/:id<int>")))
                == .openToOutsideLinks
        )
        #expect(wireframe.access(for: try RoutePattern("/never/registered")) == .internalOnly)
    }

    @Test("an outside link reaches a route declared open")
    func openRoute() async throws {
        let fixture = try await WireframeFixture()
        let result = try await fixture.wireframe.route(
            to: "https://mail.example.com/messages/8",
            option: .push,
            origin: .outsideLink
        )
        #expect(result.screen.screenIdentifier == "message:8")
        #expect(result.request.origin == .outsideLink)
    }

    @Test("an outside link to an internal route is refused, nothing shown, no plug-in asked")
    func internalRoute() async throws {
        let fixture = try await WireframeFixture()
        var asked = false
        try fixture.wireframe.addObserver(
            name: "spy",
            willRoute: { _ in
                asked = true
                return .proceed
            }
        )
        await expectWireframeError(
            .notOpenToOutsideLinks,
            naming: ["\"myapp://settings\"", "/settings", "internal"],
            in: fixture
        ) {
            try await fixture.wireframe.route(to: "myapp://settings", option: .push, origin: .outsideLink)
        }
        #expect(!asked)
        // The app itself may still go there.
        try await fixture.wireframe.route(to: "myapp://settings", option: .push)
    }

    @Test("an open route may redirect to an internal one: the app's own observers decided it")
    func redirectToInternal() async throws {
        let fixture = try await WireframeFixture()
        try fixture.redirect("/messages/:id<int>", to: "/login", observer: "login guard")
        let result = try await fixture.wireframe.route(to: "myapp://messages/1", option: .present, origin: .outsideLink)
        #expect(result.screen.screenIdentifier == "login")
    }

    @Test("canRoute answers for the origin")
    func canRoute() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        #expect(wireframe.canRoute(to: "/settings"))
        #expect(!wireframe.canRoute(to: "/settings", origin: .outsideLink))
        #expect(wireframe.canRoute(to: "myapp://messages/3", origin: .outsideLink))
    }
}
