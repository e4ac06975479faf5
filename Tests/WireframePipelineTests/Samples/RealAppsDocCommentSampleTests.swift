import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// Holds samples of the `///` comments of ReuseOption.swift, SelectOrAddTabOption.swift,
// ScreenMatch.swift, Wireframe+Actions.swift, Wireframe+Guards.swift, Wireframe+Payload.swift and
// Wireframe+Launch.swift, each written here once, between the `sample` markers (the doc comments
// show what is written here: `SampleSourcesTests`), then checked.

// ProductScreen is ReuseTests'.

/// The screen of the cities tab.
@MainActor
private final class CitiesScreen: HeadlessScreen {
    init() { super.init("cities") }
}

@MainActor
private final class SignInState {
    var isSignedIn = false
    func signOut() { isSignedIn = false }
}

@MainActor
private final class Downloads {
    var started: [Int] = []
    func start(_ id: Int) { started.append(id) }
}

private struct DownloadRoute: Route {
    static let pattern = "/downloads/:id<int>"
    var id: Int
}

private struct OrderRoute: Route {
    static let pattern = "/orders/:id<int>"
    var id: Int
}

private final class Order: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

@MainActor
@Suite("Doc-comment samples: reuse, actions, guards, payloads, launch routes")
struct RealAppsDocCommentSampleTests {
    let window = HeadlessWindow(animationDuration: .zero)

    private func tabsApp() async throws -> Wireframe {
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try await window.setRoot(
            HeadlessTabs("tabs", tabs: [HeadlessScreen("home"), HeadlessScreen("settings")]),
            animated: false
        )
        return wireframe
    }

    @Test func reuseOption() async throws {
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try await window.setRoot(HeadlessStack("main", screens: [HeadlessScreen("home")]), animated: false)
        // sample ReuseOption/ReuseOption
        try wireframe.register("/products/:id<int>", option: .reuse(else: .push)) { request in
            ProductScreen(id: try request.parameters.value("id", as: Int.self))
        }
        // sample end
        try await wireframe.route(to: "/products/7")
        try await wireframe.route(to: "/products/8")
        try await wireframe.route(to: "/products/7")
        let stack = try #require(window.root as? HeadlessStack)
        #expect(stack.screens.map(\.screenIdentifier) == ["home", "product:7"])
    }

    @Test func selectOrAddTab() async throws {
        let wireframe = try await tabsApp()
        // sample SelectOrAddTabOption/SelectOrAddTabOption
        try wireframe.register("/cities", option: .selectOrAddTab(inStack: true)) { _ in CitiesScreen() }
        // sample end
        try await wireframe.route(to: "/cities")
        try await wireframe.route(to: "/cities")
        let tabs = try #require(window.root as? HeadlessTabs)
        #expect(tabs.tabs.count == 3)
        #expect(window.topmostScreen?.screenIdentifier == "cities")
    }

    @Test func screenMatchWhere() async throws {
        let wireframe = try await tabsApp()
        let option: SelectOrAddTabOption =
            // sample ScreenMatch/where
            .selectOrAddTab(matching: .where { screen, _ in screen.screenIdentifier == "settings" })
        // sample end
        try wireframe.register("/settings", option: option) { _ in HeadlessScreen("another settings") }
        try await wireframe.route(to: "/settings")
        let tabs = try #require(window.root as? HeadlessTabs)
        #expect(tabs.tabs.count == 2)
        #expect(window.topmostScreen?.screenIdentifier == "settings")
    }

    @Test func actionRoute() async throws {
        let wireframe = try await tabsApp()
        let session = SignInState()
        session.isSignedIn = true
        try wireframe.register("/login", option: .replaceRoot) { _ in HeadlessScreen("login") }
        // sample Wireframe+Actions/registerAction
        try wireframe.registerAction("/logout", name: "log out") { action in
            session.signOut()
            try await action.route(to: "/login", option: .replaceRoot)
        }
        let result = try await wireframe.route(to: "/logout")  // result.action == "log out"
        // sample end
        #expect(result.action == "log out")
        #expect(!session.isSignedIn)
        #expect(window.root?.screenIdentifier == "login")
    }

    @Test func typedActionRoute() async throws {
        let wireframe = try await tabsApp()
        let downloads = Downloads()
        // sample Wireframe+Actions/registerAction-2
        try wireframe.registerAction(DownloadRoute.self) { route, _ in
            downloads.start(route.id)
        }
        // sample end
        try await wireframe.route(to: DownloadRoute(id: 9))
        #expect(downloads.started == [9])
    }

    @Test func guardThatSuspends() async throws {
        let wireframe = try await tabsApp()
        let auth = SignInState()
        var held: RequestSession?
        try wireframe.register("/orders/:id<int>", option: .present) { request in
            HeadlessScreen("order:\(try request.parameters.value("id", as: Int.self))")
        }
        try wireframe.register("/login") { request in
            held = try request.payload(as: RequestSession.self)
            return HeadlessScreen("login")
        }
        // sample Wireframe+Guards/addGuard
        try wireframe.addGuard(name: "sign-in", patterns: ["/orders/:id<int>"]) { session in
            if auth.isSignedIn { return .proceed }
            try await session.route(to: "/login", option: .present(inStack: true), payload: session)
            return await session.suspend()  // until the login screen calls resume() or cancel()
        }
        // sample end
        let order = Task { try await wireframe.route(to: "/orders/3") }
        try await waitUntil("the login screen holds the session") { held != nil }
        auth.isSignedIn = true
        held?.resume()
        let result = try await order.value
        #expect(result.screen.screenIdentifier == "order:3")
        #expect(window.topmostScreen?.screenIdentifier == "order:3")
    }

    @Test func typedRouteWithAContextObject() async throws {
        let wireframe = try await tabsApp()
        try wireframe.register(OrderRoute.self, option: .present) { _, request in
            HeadlessScreen("order:\(try request.payload(as: Order.self).id)")
        }
        let order = Order(id: 7)
        // sample Wireframe+Payload/route-2
        try await wireframe.route(to: OrderRoute(id: 7), payload: order)
        // sample end
        #expect(window.topmostScreen?.screenIdentifier == "order:7")
    }

    @Test func launchRoutesBeforeHeldLinks() async throws {
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        try wireframe.register("/main", option: .replaceRoot) { _ in
            try HeadlessTabs("tabs", tabs: [HeadlessStack("inbox", screens: [HeadlessScreen("inbox")])])
        }
        try wireframe.register("/messages/:id<int>", option: .selectTab(0, then: .push)) { request in
            HeadlessScreen("message:\(try request.parameters.value("id", as: Int.self))")
        }
        let held = Task { try await wireframe.route(to: "/messages/42") }
        try await waitUntil("the link is held") { wireframe.navigator.waitingTurnCount == 1 }
        // sample Wireframe+Launch/attach
        // scene(_:willConnectTo:options:)
        try await wireframe.attach(root: window, launching: ["/main"])
        // sample end
        _ = try await held.value
        #expect(window.topmostScreen?.screenIdentifier == "message:42")
    }
}
