// Holds samples of ThePipeline.md (the documentation tests check that they stay the same).
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A browser screen for web links the app has no route of its own for, as URLNavigator's example
/// opens unknown `http(s)` links in a web view.
@MainActor
final class BrowserScreen: HeadlessScreen {
    let address: String

    init(url: String) {
        address = url
        super.init("browser", title: url)
    }
}

@MainActor
@Suite("Web links fall back to a browser screen")
struct WebLinkTests {
    /// The fixture's inbox stack, a product route of the app's own, and the web fallback.
    private func wireframeWithWebFallback() async throws -> WireframeFixture {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.register("https://shop.example.com/products/:id<int>", access: .openToOutsideLinks) {
            request in HeadlessScreen("product:\(request.parameters["id"] ?? "?")")
        }
        // sample ThePipeline/web-links
        // Every web link the app has no route of its own for opens in a browser screen.
        for pattern in ["http://*/**", "https://*/**"] {
            try wireframe.register(pattern, access: .openToOutsideLinks, option: .present(inStack: true)) { request in
                BrowserScreen(url: request.url)
            }
        }
        // sample end
        return fixture
    }

    @Test func anUnknownWebLinkOpensInTheBrowser() async throws {
        let fixture = try await wireframeWithWebFallback()
        let result = try await fixture.wireframe.route(to: "https://swift.org/blog?x=1", origin: .outsideLink)
        #expect((result.screen as? BrowserScreen)?.address == "https://swift.org/blog?x=1")
        #expect(result.request.pattern.text == "https://*/**")
        #expect(
            fixture.window.dump()
                == """
                window
                └─ stack "main"
                   └─ screen "inbox" (Inbox)
                      └─ presents stack "modal"
                         └─ screen "browser" (https://swift.org/blog?x=1)
                """
        )
    }

    @Test func theAppsOwnWebRouteWinsOverTheFallback() async throws {
        let fixture = try await wireframeWithWebFallback()
        let result = try await fixture.wireframe.route(to: "https://shop.example.com/products/7", option: .push)
        #expect(result.screen.screenIdentifier == "product:7")
        #expect(fixture.stack.screens.map(\.screenIdentifier) == ["inbox", "product:7"])
    }

    @Test func mailAndPhoneLinksDoNotFallIntoTheBrowserAndChangeNothing() async throws {
        let fixture = try await wireframeWithWebFallback()
        let before = fixture.window.dump()
        for link in ["mailto:ana@example.com", "tel:+15551234"] {
            let error = await #expect(throws: WireframeError.self) {
                try await fixture.wireframe.route(to: link, origin: .outsideLink)
            }
            #expect(error?.code == .noRoute)
        }
        #expect(fixture.window.dump() == before)
    }

    @Test func aPatternThatCanNeverMatchIsRefusedAndRegistersNothing() async throws {
        let fixture = try await WireframeFixture()
        let error = #expect(throws: RouteError.self) {
            try fixture.wireframe.register("https://**") { request in BrowserScreen(url: request.url) }
        }
        #expect(error?.code == .neverMatches)
        #expect(
            error?.message
                == "pattern \"https://**\" at offset 8: `**` in the host place never matches: a https URL's host is one name, which `**` (the rest of a path) cannot stand for; write https://*/** for any https URL"
        )
        #expect(!fixture.wireframe.canRoute(to: "https://swift.org/"))
    }
}
