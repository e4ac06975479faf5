import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// Holds the samples of WireframeNavigation.md and ChoosingHowToNavigate.md (the catalog's overview
// and its article) and of README.md ("Choosing how to navigate", the article's sample), each
// written once between the `sample` markers and checked against what its comments say.
@MainActor
@Suite("WireframeNavigation: the samples of its catalog")
struct ArticleSampleTests {
    @Test func theCatalogsOverview() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        try await window.setRoot(try HeadlessStack("main", screens: [HeadlessScreen("inbox")]), animated: false)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/messages/:id<int>", option: .push(animated: false)) { request in
            HeadlessScreen("message:\(try request.parameters.value("id", as: Int.self))")
        }
        try await wireframe.route(to: "/messages/42")

        // sample WireframeNavigation/overview
        let change = try await wireframe.navigator.back()
        // change.records: [.pop("main", to: "inbox")]; change.removed: ["message:42"]
        // sample end

        #expect(change.records == [.pop("main", to: "inbox")])
        #expect(change.removed.map(\.screenIdentifier) == ["message:42"])
    }

    @Test func oneNavigatorPerWindow() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let store = BasicNavigationStore()
        let screens = SegmentScreens()
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { try HeadlessTabs("mail", tabs: $0) }
        try screens.register("inbox") { _ in try HeadlessStack("inbox", screens: [HeadlessScreen("list")]) }
        try screens.register("settings") { _ in HeadlessScreen("settings") }

        // sample README/choosing-how-to-navigate
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        let router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
        try router.registerLink("/inbox", access: .openToOutsideLinks) { _ in ["mail", "inbox"] }
        try wireframe.register("/messages/:id<int>", option: .push) { request in
            HeadlessScreen("message:\(try request.parameters.value("id", as: Int.self))")
        }

        try await wireframe.route(to: "myapp://inbox", origin: .outsideLink)  // a state link: the path is mail / inbox
        try await wireframe.route(to: "/messages/42")  // a URL: pushed onto the inbox
        try await wireframe.inTurn(named: "open the draft") { turn in  // steps of your own
            guard let inbox = turn.shown.visibleStack else { return }
            try await turn.apply(.push(HeadlessScreen("draft"), onto: inbox))
        }
        try await router.apply(.setPath(["mail", "settings"]))  // the state: select the settings tab
        // sample end

        #expect(store.navigationState.path == ["mail", "settings"])
        #expect(
            window.dump() == """
                window
                └─ tabs "mail" (selected: 1)
                   ├─ [0] stack "inbox"
                   │  └─ screen "list"
                   └─ [1] screen "settings"
                """
        )
    }
}
