import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// The routing layer's URL limits hold where links arrive: `route(to:)` accepted a 2 000-segment
/// or 1 MB URL that `canRoute(to:)` answered `false` for, because it parsed the URL on its own
/// and matched the parsed URL, a way in that skipped the limits.
@MainActor
@Suite("Wireframe: the URL limits hold for every request")
struct URLLimitTests {
    static let deep = "/files" + String(repeating: "/x", count: 2_000)
    static let long = "/files/" + String(repeating: "a", count: 1 << 20)

    @Test("a URL past the limits is refused with invalidURL, naming the limit, before any plug-in")
    func refused() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register("/files/**", access: .openToOutsideLinks, name: "files") { _ in
            HeadlessScreen("file")
        }
        var asked = false
        try fixture.wireframe.addObserver(
            name: "spy",
            willRoute: { _ in
                asked = true
                return .proceed
            }
        )
        for (url, limit) in [
            (Self.deep, "RouteLimits.urlSegments (1024)"), (Self.long, "RouteLimits.urlLength (65536)"),
        ] {
            #expect(!fixture.wireframe.canRoute(to: url))
            for origin in [RoutingOrigin.app, .outsideLink] {
                let error = await expectWireframeError(.invalidURL, naming: [limit], in: fixture) {
                    try await fixture.wireframe.route(to: url, option: .push, origin: origin)
                }
                #expect((error?.underlyingError as? RouteError)?.code == .limitExceeded)
            }
        }
        #expect(!asked)
        // Within the limits, the same route is shown.
        let within = "/files" + String(repeating: "/x", count: 1_000)
        #expect(fixture.wireframe.canRoute(to: within))
        #expect(try await fixture.wireframe.route(to: within, option: .push).screen.screenIdentifier == "file")
    }
}
