import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A route value for an action route registered by type.
private struct DownloadRoute: Route {
    static let pattern = "/downloads/:id<int>/start"
    var id: Int
}

@MainActor
@Suite("Wireframe: action routes")
struct ActionRouteTests {
    @Test("an action route runs its action in the turn and says so in its result; nothing is shown")
    func runsAction() async throws {
        let app = try await TabsApp()
        var ran: [String] = []
        var heard: [String?] = []
        try app.wireframe.registerAction("/settings/open", access: .openToOutsideLinks, name: "open settings") {
            action in
            ran.append(action.request.url)
        }
        try app.wireframe.addObserver(name: "log", didRoute: { heard.append($0.action) })
        let before = app.dump()
        let result = try await app.wireframe.route(to: "myapp://settings/open", origin: .outsideLink)
        #expect(ran == ["myapp://settings/open"])
        #expect(result.action == "open settings")
        #expect(result.screen.screenIdentifier == "login")
        #expect(result.summary == #""myapp://settings/open" → ran action "open settings""#)
        #expect(heard == ["open settings"])
        #expect(app.dump() == before)
        #expect(app.wireframe.canRoute(to: "/settings/open"))
        #expect(app.wireframe.routeTableDescription.contains(#"action "open settings""#))
    }

    @Test("an action that throws is a typed error naming it; the hierarchy is untouched")
    func actionThrows() async throws {
        let app = try await TabsApp()
        try app.wireframe.registerAction("/logout", name: "log out") { action in
            try await action.route(to: "/main")
            throw TestError("the server refused")
        }
        let before = app.dump()
        let error = await #expect(throws: WireframeError.self) { try await app.wireframe.route(to: "/logout") }
        #expect(error?.code == .actionFailed)
        #expect(error?.message == #"route to "/logout": action "log out" failed: the server refused"#)
        #expect(error?.underlyingError is TestError)
        #expect(app.dump() == before)
    }

    @Test("an action routes inside its turn: log out shows the login screen")
    func actionRoutes() async throws {
        let app = try await TabsApp()
        try await app.wireframe.route(to: "/messages/1")
        var signedIn = true
        try app.wireframe.registerAction("/logout", name: "log out") { action in
            signedIn = false
            try await action.route(to: "/login")
        }
        let result = try await app.wireframe.route(to: "/logout")
        #expect(!signedIn)
        #expect(result.screen.screenIdentifier == "login")
        #expect(app.dump() == "window\n└─ screen \"login\"")
    }

    @Test("an action route registered by type gets the route value")
    func typedAction() async throws {
        let app = try await TabsApp()
        var started: [Int] = []
        try app.wireframe.registerAction(DownloadRoute.self) { route, _ in started.append(route.id) }
        let result = try await app.wireframe.route(to: DownloadRoute(id: 9))
        #expect(started == [9])
        #expect(result.action == "/downloads/:id<int>/start")
        let invalid = await #expect(throws: WireframeError.self) {
            try await app.wireframe.route(to: "/downloads/x/start")
        }
        #expect(invalid?.code == .noRoute)
    }

    @Test("an action route goes through access and observers as any route")
    func actionIsChecked() async throws {
        let app = try await TabsApp()
        var ran = 0
        try app.wireframe.registerAction("/wipe") { _ in ran += 1 }
        let outside = await #expect(throws: WireframeError.self) {
            try await app.wireframe.route(to: "myapp://wipe", origin: .outsideLink)
        }
        #expect(outside?.code == .notOpenToOutsideLinks)
        try app.wireframe.addObserver(
            name: "no wiping",
            patterns: ["/wipe"],
            willRoute: { _ in .reject(TestError("no")) }
        )
        let rejected = await #expect(throws: WireframeError.self) { try await app.wireframe.route(to: "/wipe") }
        #expect(rejected?.code == .rejected)
        #expect(ran == 0)
    }

    @Test("an action in a window that shows nothing names no screen of the window")
    func actionInEmptyWindow() async throws {
        let app = try await TabsApp(showingLogin: false)
        try app.wireframe.registerAction("/ping", name: "ping") { _ in }
        let result = try await app.wireframe.route(to: "/ping")
        #expect(result.screen.screenIdentifier == "(nothing shown)")
        #expect(result.action == "ping")
    }
}
