import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// A screen another front-end shows joins the state even when its maker gives it no segment: the
/// state gets one derived from what showed it (a route's pattern and URL), a pop removes exactly
/// that screen, and the state, saved and restored, shows the same screens.
@MainActor
@Suite("Derived segments: the state follows a screen shown with no segment", .timeLimit(.minutes(1)))
struct DerivedSegmentTests {
    /// The mail app with a wireframe whose routes give their screens no segment.
    private func mailApp() throws -> (MailApp, Wireframe) {
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        try wireframe.register("/messages/:id<int>", option: .push) { request in
            HeadlessScreen("message:\(try request.parameters.value("id", as: Int.self))")
        }
        try wireframe.register("/news", option: .push) { _ in HeadlessScreen("news") }
        let app = try MailApp(wireframe: wireframe)
        wireframe.attach(root: app.window)
        return (app, wireframe)
    }

    @Test("a wireframe push with no segment set is in the state, named by its route pattern and URL")
    func wireframePushJoinsTheState() async throws {
        let (app, wireframe) = try mailApp()
        try await app.router.apply(.setPath(["mail", "inbox", try messageSegment(7)]))

        try await wireframe.route(to: "/news")
        #expect(app.route == #"mail / inbox / message({"id":7}) / /news("/news")"#)
        try await wireframe.route(to: "/messages/8")
        #expect(
            app.route == #"mail / inbox / message({"id":7}) / /news("/news") / /messages/:id<int>("/messages/8")"#
        )
        #expect(try app.router.pathOnScreens() == app.store.navigationState.path)
    }

    @Test("a pop of the state then removes exactly one screen")
    func popRemovesOneScreen() async throws {
        let (app, wireframe) = try mailApp()
        try await app.router.apply(.setPath(["mail", "inbox", try messageSegment(7)]))
        try await wireframe.route(to: "/news")
        let inbox = try app.find("inbox", as: HeadlessStack.self)
        #expect(inbox.screens.screenIdentifiers == ["list", "message:7", "news"])

        try await app.router.apply(.pop(animated: false))
        #expect(inbox.screens.screenIdentifiers == ["list", "message:7"])
        #expect(app.route == #"mail / inbox / message({"id":7})"#)
    }

    @Test("the state with derived segments, saved and restored in a new window, shows the same screens")
    func restoredStateShowsTheSameScreens() async throws {
        let (before, wireframe) = try mailApp()
        try await before.router.apply(.setPath(["mail", "inbox", try messageSegment(7)]))
        try await wireframe.route(to: "/news")
        try await wireframe.route(to: "/messages/8")
        let saved = try before.store.navigationState.jsonData()

        let (after, _) = try mailApp()
        let outcome = try await after.router.restore(from: saved, fallback: ["mail", "inbox"])
        #expect(outcome == .restored)
        #expect(after.dump() == before.dump())
        #expect(after.store.navigationState.path == before.store.navigationState.path)

        try await after.router.apply(.pop(animated: false))
        #expect(
            try after.find("inbox", as: HeadlessStack.self).screens.screenIdentifiers == ["list", "message:7", "news"]
        )
    }

    @Test("a screen the wireframe pushes in a split view's detail column is in the state; a pop removes it")
    func splitViewDetailColumn() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let screens = SegmentScreens()
        try screens.register("mail") { _ in
            try HeadlessSplit(
                "mail",
                primary: try HeadlessStack("list", screens: [HeadlessScreen("inbox")]),
                secondary: try HeadlessStack("detail", screens: [HeadlessScreen("empty")])
            )
        }
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/messages/:id<int>", option: .push) { request in
            HeadlessScreen("message:\(try request.parameters.value("id", as: Int.self))")
        }
        let store = BasicNavigationStore()
        let router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
        try await router.apply(.setPath(["mail"]))

        try await wireframe.route(to: "/messages/7")
        let detail = try #require(window.allScreens.first { $0.screenIdentifier == "detail" } as? HeadlessStack)
        #expect(detail.screens.screenIdentifiers == ["empty", "message:7"])
        #expect(store.navigationState.path == ["mail", try PathSegment("/messages/:id<int>", data: "/messages/7")])

        try await router.apply(.pop(animated: false))
        #expect(detail.screens.screenIdentifiers == ["empty"])
        #expect(store.navigationState.path == ["mail"])
    }

    @Test("a derived segment whose route the wireframe no longer has: restoring falls back, naming it")
    func unknownRouteFallsBack() async throws {
        let saved = try NavigationState(path: ["mail", "inbox", try PathSegment("/gone", data: "/gone")]).jsonData()
        let (app, _) = try mailApp()
        let outcome = try await app.router.restore(from: saved, fallback: ["mail", "inbox"])
        guard case .fellBack(let error) = outcome else {
            Issue.record("restored a segment of a route that is not registered")
            return
        }
        #expect(error.code == .unknownSegment)
        #expect(error.message.contains("/gone"))
        #expect(app.route == "mail / inbox")
    }
}
