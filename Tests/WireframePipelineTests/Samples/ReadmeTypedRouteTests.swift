// Holds the typed-route sample of README.md (the documentation tests check that it stays the
// same), run on the headless backend.
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

// The README's stand-in for an app's module (the shared `MessageModule` of the samples): its
// screen names the message and shows the highlight as its title.
extension MessageModule {
    static func build(id: Int, highlight: String?) -> HeadlessScreen {
        HeadlessScreen("message:\(id)", title: highlight)
    }
}

@MainActor
struct ReadmeTypedRouteTests {
    @Test func routesAsValues() async throws {
        let app = try await HeadlessFixture(.stack("main", ["inbox"]))
        let wireframe = Wireframe(root: app.window, containerFactory: HeadlessContainerFactory())
        // sample README/routing-a-url-to-a-screen-the-wireframe-3
        struct MessageRoute: Route {
            static let pattern = "/messages/:id<int>"
            var id: Int
            var highlight: String?
        }

        try wireframe.register(MessageRoute.self, access: .openToOutsideLinks, option: .push) { route, _ in
            MessageModule.build(id: route.id, highlight: route.highlight)
        }
        try await wireframe.route(to: MessageRoute(id: 42, highlight: "lunch"))  // shows /messages/42?highlight=lunch
        try await wireframe.route(to: "myapp://messages/7", origin: .outsideLink)  // decodes MessageRoute(id: 7)
        // sample end
        let stack = try app.stack("main")
        #expect(stack.screens.screenIdentifiers == ["inbox", "message:42", "message:7"])
        #expect(stack.screens[1].title == "lunch")
        #expect(try wireframe.url(for: MessageRoute(id: 42, highlight: "lunch")) == "/messages/42?highlight=lunch")
    }
}
