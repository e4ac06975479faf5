// Holds samples of the `///` comment of Wireframe+OutsideLinkSchemes.swift too.
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// The samples of Security.md, each written once between the `sample` markers (the page shows what
/// is written here: `SampleSourcesTests`), then checked.
@MainActor
@Suite("Documentation samples: security")
struct SecuritySampleTests {
    @Test func declaredSchemes() async throws {
        let fixture = try await WireframeFixture(timeoutClock: ContinuousClock())
        let wireframe = fixture.wireframe
        try wireframe.register("/**", access: .openToOutsideLinks, name: "web") { _ in HeadlessScreen("web") }
        // sample Security/overview
        // sample Wireframe+OutsideLinkSchemes/allowOutsideLinks
        wireframe.allowOutsideLinks(withSchemes: ["myapp", "https"])
        // sample end
        // sample end
        #expect(try await wireframe.route(to: "myapp://x", origin: .outsideLink).screen.screenIdentifier == "web")
        await expectWireframeError(.schemeNotAllowed, in: fixture) {
            try await wireframe.route(to: "ftp://example.com/x", origin: .outsideLink)
        }
    }

    @Test func timeoutAndWarning() async throws {
        let wireframe = Wireframe()
        // sample Security/overview-2
        try wireframe.navigator.setTurnTimeout(.seconds(5))
        try wireframe.navigator.setSlowTurnWarning(after: .seconds(2))
        // sample end
        #expect(wireframe.navigator.turnTimeout == .seconds(5))
        #expect(wireframe.navigator.slowTurnWarningThreshold == .seconds(2))
    }
}
