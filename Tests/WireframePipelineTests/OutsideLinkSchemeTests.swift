import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A path-only pattern matches a URL of any scheme, so `javascript:alert(1)` from a link used to
/// reach a `/**` route open to outside links. Schemes that run script or name local data are now
/// refused to outside links; once the app declares its schemes, every other one is.
@MainActor
@Suite("Wireframe: schemes that outside links may use")
struct OutsideLinkSchemeTests {
    private func fixtureWithCatchAll() async throws -> WireframeFixture {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register("/**", access: .openToOutsideLinks, name: "web") { _ in HeadlessScreen("web") }
        try fixture.wireframe.register("myapp://inbox", access: .openToOutsideLinks, name: "app inbox") { _ in
            HeadlessScreen("app inbox")
        }
        return fixture
    }

    @Test(
        "an outside link with a scheme that runs script or names local data is refused, naming the scheme",
        arguments: ["javascript:alert(1)", "JavaScript:alert(1)", "file:///etc/passwd", "data:text/html,hi"]
    )
    func refused(link: String) async throws {
        let fixture = try await fixtureWithCatchAll()
        let scheme = String(link.prefix { $0 != ":" }).lowercased()
        await expectWireframeError(.schemeNotAllowed, naming: ["\"\(scheme)\"", "runs script"], in: fixture) {
            try await fixture.wireframe.route(to: link, origin: .outsideLink)
        }
    }

    @Test("a link with one slash after its scheme (myapp:/inbox, as RFC 3986 allows) is routed, by its scheme's rules")
    func oneSlashAfterTheScheme() async throws {
        let fixture = try await fixtureWithCatchAll()
        let wireframe = fixture.wireframe
        wireframe.allowOutsideLinks(withSchemes: ["https"])
        let result = try await wireframe.route(to: "myapp:/inbox", origin: .outsideLink)
        #expect(result.screen.screenIdentifier == "app inbox")
        #expect(fixture.window.topmostScreen?.screenIdentifier == "app inbox")
        await expectWireframeError(.schemeNotAllowed, naming: ["\"other\""], in: fixture) {
            try await wireframe.route(to: "other:/inbox", origin: .outsideLink)
        }
        #expect(wireframe.canRoute(to: "myapp:/inbox", origin: .outsideLink))
    }

    @Test("until schemes are declared, other schemes reach path-only patterns")
    func undeclared() async throws {
        let fixture = try await fixtureWithCatchAll()
        let wireframe = fixture.wireframe
        #expect(wireframe.outsideLinkSchemes.isEmpty)
        #expect(try await wireframe.route(to: "/anything", origin: .outsideLink).screen.screenIdentifier == "web")
        #expect(try await wireframe.route(to: "other://x", origin: .outsideLink).screen.screenIdentifier == "web")
    }

    @Test("once schemes are declared, only those, the patterns' schemes and paths are let in")
    func declared() async throws {
        let fixture = try await fixtureWithCatchAll()
        let wireframe = fixture.wireframe
        wireframe.allowOutsideLinks(withSchemes: ["HTTPS"])
        #expect(wireframe.outsideLinkSchemes == ["https"])
        #expect(try await wireframe.route(to: "/anything", origin: .outsideLink).screen.screenIdentifier == "web")
        #expect(
            try await wireframe.route(to: "myapp://inbox", origin: .outsideLink).screen.screenIdentifier == "app inbox"
        )
        #expect(
            try await wireframe.route(to: "https://example.com/a", origin: .outsideLink).screen.screenIdentifier
                == "web"
        )
        await expectWireframeError(.schemeNotAllowed, naming: ["\"other\"", "does not list it"], in: fixture) {
            try await wireframe.route(to: "other://x", origin: .outsideLink)
        }
        await expectWireframeError(.schemeNotAllowed, in: fixture) {
            try await wireframe.route(to: "javascript:alert(1)", origin: .outsideLink)
        }
    }

    @Test("canRoute(to:origin:) answers as route(to:origin:) would: no for a scheme refused to outside links")
    func canRouteChecksTheScheme() async throws {
        let fixture = try await fixtureWithCatchAll()
        let wireframe = fixture.wireframe
        #expect(!wireframe.canRoute(to: "javascript:alert(1)", origin: .outsideLink))
        #expect(!wireframe.canRoute(to: "file:///etc/passwd", origin: .outsideLink))
        #expect(wireframe.canRoute(to: "javascript:alert(1)"))
        wireframe.allowOutsideLinks(withSchemes: ["https"])
        #expect(!wireframe.canRoute(to: "other://x", origin: .outsideLink))
        #expect(wireframe.canRoute(to: "https://example.com/a", origin: .outsideLink))
        #expect(wireframe.canRoute(to: "myapp://inbox", origin: .outsideLink))
    }

    @Test("the app's own requests are not checked")
    func appRequests() async throws {
        let fixture = try await fixtureWithCatchAll()
        #expect(try await fixture.wireframe.route(to: "javascript:alert(1)").screen.screenIdentifier == "web")
    }
}
