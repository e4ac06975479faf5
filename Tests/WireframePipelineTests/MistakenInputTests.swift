import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// Settings and plug-in limits that are surely mistakes are refused when made, with the reason,
/// instead of leaving a plug-in that never runs or a limit that means nothing.
@MainActor
@Suite("Wireframe: mistaken input is refused with the reason")
struct MistakenInputTests {
    @Test("a plug-in limited to a pattern no route has is refused, naming the nearest registered pattern")
    func unknownPatternLimit() async throws {
        let fixture = try await WireframeFixture()
        let error = #expect(throws: RouteError.self) {
            try fixture.wireframe.addObserver(name: "typo", patterns: ["/mesages/:id<int>"])
        }
        #expect(error?.code == .unknownPattern)
        #expect(
            error?.message
                == "pattern \"/mesages/:id<int>\": no registered route has this pattern, so a plug-in limited to it "
                + "would never run; register the route first (the nearest registered: \"/messages/:id<int>\")"
        )
    }

    @Test("a plug-in limited to a registered route spelled with other parameter names is refused")
    func sameRouteSpelledDifferently() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register("/users/:id")
        let error = #expect(throws: RouteError.self) {
            try fixture.wireframe.addScreenProvider(name: "user", patterns: ["/users/:name"]) { _ in nil }
        }
        #expect(error?.code == .unknownPattern)
        #expect(
            error?.message
                == "pattern \"/users/:name\": the route is registered as \"/users/:id\"; "
                + "write it so (request.parameters names its values as the route does)"
        )
        let wildcard = #expect(throws: RouteError.self) {
            try fixture.wireframe.addObserver(name: "user", patterns: ["/users/*"])
        }
        #expect(wildcard?.message.contains("the route is registered as \"/users/:id\"") == true)
    }

    @Test("nothing is added when one of the patterns is refused")
    func refusedLimitAddsNothing() async throws {
        let fixture = try await WireframeFixture()
        var asked = false
        #expect(throws: RouteError.self) {
            try fixture.wireframe.addObserver(
                name: "half",
                patterns: ["/compose", "/nowhere"],
                willRoute: { _ in
                    asked = true
                    return .proceed
                }
            )
        }
        try await fixture.wireframe.route(to: "/compose", option: .present)
        #expect(!asked)
    }

    @Test("a limit written in another canonical spelling of a registered pattern is accepted")
    func canonicalSpellings() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.addObserver(name: "slashes", patterns: ["//compose/"])
        try fixture.wireframe.register("MyApp://Users/:id")
        try fixture.wireframe.addObserver(name: "scheme case", patterns: ["myapp://Users/:id"])
        #expect(fixture.wireframe.routeTableDescription.contains("slashes"))
    }

    @Test("a negative maximumRedirects is refused, and the limit stays as it was")
    func negativeMaximumRedirects() async throws {
        let fixture = try await WireframeFixture()
        let error = #expect(throws: WireframeError.self) { try fixture.wireframe.setMaximumRedirects(-1) }
        #expect(error?.code == .invalidSetting)
        #expect(
            error?.message
                == "maximumRedirects -1: a request follows 0 redirects or more; 0 refuses every redirect"
        )
        #expect(fixture.wireframe.maximumRedirects == 8)
        try fixture.wireframe.setMaximumRedirects(0)
        #expect(fixture.wireframe.maximumRedirects == 0)
    }
}
