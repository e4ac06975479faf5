import Testing
import WireframeKit
import WireframeSwiftUI

/// The wireframe's routes, typed routes, prerequisites, navigation actions and flow contexts on
/// the SwiftUI models, unchanged.
@MainActor
@Suite("The wireframe on SwiftUI", .timeLimit(.minutes(1)))
struct WireframeOnSwiftUITests {
    struct MessageRoute: Route {
        static let pattern = "/messages/:id<int>"
        var id: Int
    }

    /// A window with tabs "mail" (the inbox stack, settings), a wireframe over it, and routes.
    static func app() async throws -> (SwiftUIWindow, Wireframe) {
        let window = SwiftUIWindow(limits: .iOS16)
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        try wireframe.register("/main", option: .replaceRoot()) { _ in
            try SwiftUITabs(
                "mail",
                tabs: [try SwiftUIStack("inbox", screens: [SwiftUIScreen("list")]), SwiftUIScreen("settings")]
            )
        }
        try wireframe.register(MessageRoute.self, access: .openToOutsideLinks, option: .push) { route, _ in
            SwiftUIScreen("message:\(route.id)")
        }
        try wireframe.register("/compose", option: .present(inStack: true)) { _ in
            SwiftUIScreen("compose", modalStyle: .fullScreenCover)
        }
        try wireframe.register("/settings", access: .openToOutsideLinks, option: .selectTab(1)) { request in
            request.shown.visibleTabs?.tabs.last  // the tab itself: selecting it is all there is to do
        }
        return (window, wireframe)
    }

    @Test("routes push, present in a new stack, select tabs, go back and dismiss")
    func routes() async throws {
        let (window, wireframe) = try await Self.app()
        try await wireframe.route(to: "/main")
        try await wireframe.route(to: MessageRoute(id: 42))
        try await wireframe.route(to: "myapp://messages/7", origin: .outsideLink)
        try await wireframe.route(to: "/compose")
        #expect(
            window.modelTree.outline == """
                tabs "mail" (selected: 0)
                ├─ [0] stack "inbox"
                │  ├─ screen "list"
                │  ├─ screen "message:42"
                │  └─ screen "message:7"
                └─ [1] screen "settings"
                full-screen cover over "message:7"
                └─ stack "compose-stack"
                   └─ screen "compose"
                """
        )
        try await wireframe.navigator.dismissModal()
        try await wireframe.navigator.back()
        try await wireframe.route(to: "myapp://settings", origin: .outsideLink)
        #expect(
            window.modelTree.outline == """
                tabs "mail" (selected: 1)
                ├─ [0] stack "inbox"
                │  ├─ screen "list"
                │  └─ screen "message:42"
                └─ [1] screen "settings"
                """
        )
    }

    @Test("a deep link builds the tabs first, in the same request, whole or not at all")
    func prerequisites() async throws {
        let (window, wireframe) = try await Self.app()
        try wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: MessageRoute.pattern)
        let views = SimulatedViews(showing: window)
        try await wireframe.route(to: "myapp://messages/3", origin: .outsideLink)
        await window.waitUntilShown()
        // The tabs and the push are one turn of the navigator, and one update of the views.
        #expect(views.changes == [[#"set the root to "mail""#]])
        #expect(window.shownTree == window.modelTree)
        #expect(
            (window.screen(withIdentifier: "inbox") as? SwiftUIStack)?.screens.map(\.screenIdentifier) == [
                "list", "message:3",
            ]
        )
    }

    @Test("a flow context is handed over to the SwiftUI screen a route pushes")
    func flowContext() async throws {
        let (window, wireframe) = try await Self.app()
        try await wireframe.route(to: "/main")
        let draft = FlowContext()
        draft["to"] = "ana@example.com"
        try await wireframe.route(to: "/messages/1", flowContext: .context(draft))
        let message = try #require(window.screen(withIdentifier: "message:1"))
        #expect(message.flowContext?["to"] as? String == "ana@example.com")
    }
}
