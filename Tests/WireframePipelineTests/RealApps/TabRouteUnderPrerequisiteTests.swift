import Testing
import WireframeHeadless
import WireframeKit

/// XCoordinator's example app on the wireframe: a login screen, then a home tab bar built by
/// `/home` (a news stack and a users stack). Its `deepLink(.home, .news)` becomes one route to
/// `/news`, the README's tab route (its screen is the tab itself), under a prerequisite that
/// builds the tabs: the route's own screen exists only once `/home` has built them.
@MainActor
private final class HomeApp {
    let window = HeadlessWindow(animationDuration: .zero)
    let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
    /// The news tab `/home` built last, as the app's coordinator keeps it.
    weak var news: HeadlessStack?
    /// How many times each provider was asked.
    var asked: [String] = []

    init() async throws {
        try wireframe.register("/login", option: .replaceRoot) { _ in HeadlessScreen("login") }
        try wireframe.register("/home", option: .replaceRoot) { [unowned self] _ in
            asked.append("/home")
            let news = try HeadlessStack("news", screens: [HeadlessScreen("news")])
            self.news = news
            return try HeadlessTabs("home", tabs: [news, HeadlessStack("users", screens: [HeadlessScreen("users")])])
        }
        // README's tab route: the screen is the tab, selecting it is all there is to do.
        try wireframe.register("/news", access: .openToOutsideLinks, option: .selectTab(0)) { [unowned self] _ in
            asked.append("/news")
            return news
        }
        try wireframe.register(
            "/users",
            option: .selectOrAddTab(matching: .where { screen, _ in screen.screenIdentifier == "users" })
        ) { [unowned self] _ in
            asked.append("/users")
            return HeadlessScreen("users")
        }
        wireframe.attach(root: window)
        try await wireframe.route(to: "/login")
    }

    func home(selected: Int) -> String {
        """
        window
        └─ tabs "home" (selected: \(selected))
           ├─ [0] stack "news"
           │  └─ screen "news"
           └─ [1] stack "users"
              └─ screen "users"
        """
    }
}

@MainActor
@Suite("A tab route under a tabs prerequisite (XCoordinator's deepLink(.home, .news))")
struct TabRouteUnderPrerequisiteTests {
    @Test("the README's tab route, with the README's prerequisite, finds the tab the prerequisite built")
    func tabRouteFindsTheBuiltTab() async throws {
        let app = try await HomeApp()
        try app.wireframe.setPrerequisites([.tabs(builtBy: "/home")], forRoute: "/news")
        let result = try await app.wireframe.route(to: "myapp://news", origin: .outsideLink)
        #expect(app.window.dump() == app.home(selected: 0))
        #expect(result.prerequisites.map(\.url) == ["/home"])
        #expect(result.placement.summary == "selected tab 0 of \"home\"")
        // The route's own screen was made after its prerequisite was shown.
        #expect(app.asked == ["/home", "/news"])
    }

    @Test("selectOrAddTab under a tabs prerequisite selects the tab the prerequisite built, and adds none")
    func selectOrAddTabAddsNoDuplicate() async throws {
        let app = try await HomeApp()
        try app.wireframe.setPrerequisites([.tabs(builtBy: "/home")], forRoute: "/users")
        let result = try await app.wireframe.route(to: "/users")
        #expect(app.window.dump() == app.home(selected: 1))
        #expect(result.screenProvider == Wireframe.alreadyShown)
        #expect(app.asked == ["/home"])
    }

    @Test("a screen provider sees what the prerequisites built, in request.shown")
    func providerSeesThePrerequisites() async throws {
        let app = try await HomeApp()
        var tabsSeen: [String?] = []
        try app.wireframe.register("/news/:id<int>", option: .selectTab(0, then: .push)) { request in
            tabsSeen.append(request.shown.visibleTabs?.screenIdentifier)
            return HeadlessScreen("article:\(request.parameters["id"] ?? "?")")
        }
        try app.wireframe.setPrerequisites([.tabs(builtBy: "/home")], forRoute: "/news/:id<int>")
        try await app.wireframe.route(to: "/news/3")
        #expect(tabsSeen == ["home"])
    }

    @Test("when the route's own screen cannot be made, the prerequisites shown for it are taken back")
    func ownScreenFailsAfterThePrerequisites() async throws {
        let app = try await HomeApp()
        try app.wireframe.register("/news/:id<int>", option: .selectTab(0, then: .push)) { _ in
            throw TestError("no such article")
        }
        try app.wireframe.setPrerequisites([.tabs(builtBy: "/home")], forRoute: "/news/:id<int>")
        let error = await #expect(throws: WireframeError.self) { try await app.wireframe.route(to: "/news/3") }
        #expect(error?.code == .screenProviderFailed)
        #expect(app.window.dump() == "window\n└─ screen \"login\"")
    }

    @Test("a prerequisite's screen is made after the prerequisites before it are shown")
    func prerequisitesAreMadeInTurn() async throws {
        let app = try await HomeApp()
        // The news article of an outside link needs the news tab selected: a route
        // prerequisite whose screen is the tab /home builds, under /home itself.
        try app.wireframe.setPrerequisites([.tabs(builtBy: "/home")], forRoute: "/news")
        try app.wireframe.register("/news/:id<int>", option: .push) { request in
            HeadlessScreen("article:\(request.parameters["id"] ?? "?")")
        }
        try app.wireframe.setPrerequisites([.route("/news")], forRoute: "/news/:id<int>")
        let result = try await app.wireframe.route(to: "/news/3")
        #expect(result.prerequisites.map(\.url) == ["/home", "/news"])
        #expect(app.asked == ["/home", "/news"])
        #expect(
            app.window.dump()
                == """
                window
                └─ tabs "home" (selected: 0)
                   ├─ [0] stack "news"
                   │  ├─ screen "news"
                   │  └─ screen "article:3"
                   └─ [1] stack "users"
                      └─ screen "users"
                """
        )
    }
}
