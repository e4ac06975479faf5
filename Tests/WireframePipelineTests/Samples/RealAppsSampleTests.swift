import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// Holds samples of ThePipeline.md (the sections "Prerequisites: what a route needs on screen
// first", "Guards that hold a request", "Launch routes at cold start", "Action routes" and
// "Payloads") and of README.md ("What real apps need"), each written once between the `sample`
// markers, then checked; and of the `///` comments of Wireframe+Prerequisites.swift,
// RoutingRequest+Payload.swift and Wireframe+Payload.swift, which show the same lines.

/// The app's tab bar: an inbox stack and a settings stack.
@MainActor
private enum MainTabs {
    static func build() throws -> HeadlessTabs {
        try HeadlessTabs(
            "tabs",
            tabs: [
                try HeadlessStack("inbox", screens: [HeadlessScreen("inbox")]),
                try HeadlessStack("settings", screens: [HeadlessScreen("settings")]),
            ]
        )
    }
}

/// A model object the app already holds.
private final class Order: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

@MainActor
private enum OrderModule {
    static func build(order: Order) -> HeadlessScreen { HeadlessScreen("order:\(order.id)") }
}

/// The sign-in module: its presenter keeps the guard's session, to resume or cancel it.
@MainActor
private enum SignInModule {
    static var session: RequestSession?
    static func build(session: RequestSession) -> HeadlessScreen {
        self.session = session
        return HeadlessScreen("sign-in")
    }
}

@MainActor
private final class Auth {
    var isSignedIn = false
    func signOut() { isSignedIn = false }
}

@MainActor
@Suite("Documentation samples: what real apps need")
struct RealAppsSampleTests {
    /// A window whose root is the login screen, and a wireframe attached to it.
    private func loginApp() async throws -> (Wireframe, HeadlessWindow) {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory(naming: .named("modal")))
        try wireframe.register("/login", option: .replaceRoot) { _ in HeadlessScreen("login") }
        try await wireframe.route(to: "/login")
        return (wireframe, window)
    }

    @Test func prerequisites() async throws {
        let (wireframe, window) = try await loginApp()
        // sample ThePipeline/prerequisites-what-a-route-needs-on-screen-first
        try wireframe.register("/main", option: .replaceRoot) { _ in try MainTabs.build() }
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .selectTab(0, then: .push)) {
            request in
            MessageModule.build(id: try request.parameters.value("id", as: Int.self))
        }
        // sample Wireframe+Prerequisites/setPrerequisites
        try wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/messages/:id<int>")
        // sample end

        // The login screen is the root: the tabs are built, tab 0 selected, then the message pushed.
        let result = try await wireframe.route(to: "myapp://messages/42", origin: .outsideLink)
        let built = result.prerequisites.map(\.url)  // ["/main"]
        // sample end
        #expect(built == ["/main"])
        #expect(window.dump() == tabsDump(selected: 0, inbox: ["message:42"]))
    }

    @Test func tabRouteUnderPrerequisite() async throws {
        let (wireframe, window) = try await loginApp()
        try wireframe.register("/main", option: .replaceRoot) { _ in try MainTabs.build() }
        // sample ThePipeline/prerequisites-what-a-route-needs-on-screen-first-2
        // The inbox tab /main builds is the route's screen: made once /main has shown the tabs.
        try wireframe.register("/inbox", option: .selectTab(0)) { request in request.shown.visibleTabs?.tabs.first }
        try wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/inbox")
        // sample end
        let result = try await wireframe.route(to: "/inbox")
        #expect(result.prerequisites.map(\.url) == ["/main"])
        #expect(window.dump() == tabsDump(selected: 0))
        #expect(result.screen === (window.root as? HeadlessTabs)?.tabs.first)
    }

    @Test func guardThatHoldsARequest() async throws {
        let (wireframe, window) = try await loginApp()
        let auth = Auth()
        try wireframe.register("/orders/:id<int>", option: .replaceRoot) { request in
            HeadlessScreen("order:\(request.parameters["id"] ?? "")")
        }
        // sample ThePipeline/guards-that-hold-a-request
        try wireframe.addGuard(name: "sign-in", patterns: ["/orders/:id<int>"]) { session in
            if auth.isSignedIn { return .proceed }
            try await session.route(to: "/sign-in", option: .present(inStack: true), payload: session)
            return await session.suspend()  // until the sign-in screen calls resume() or cancel(_:)
        }
        try wireframe.register("/sign-in") { request in
            SignInModule.build(session: try request.payload(as: RequestSession.self))
        }
        // sample end
        SignInModule.session = nil
        let order = Task { try await wireframe.route(to: "/orders/7") }
        try await waitUntil("the sign-in screen is shown") { window.screen(withIdentifier: "sign-in") != nil }
        auth.isSignedIn = true
        SignInModule.session?.resume()
        #expect(try await order.value.screen.screenIdentifier == "order:7")
        #expect(window.dump() == "window\n└─ screen \"order:7\"")
    }

    @Test func launchRoutes() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe()
        try wireframe.register("/main", option: .replaceRoot) { _ in try MainTabs.build() }
        try wireframe.register("/inbox/:id<int>", access: .openToOutsideLinks, option: .selectTab(0, then: .push)) {
            _ in
            HeadlessScreen("item")
        }
        let held = Task { try await wireframe.route(to: "/inbox/1", origin: .outsideLink) }
        try await waitUntil("the link waits") { wireframe.navigator.waitingTurnCount == 1 }
        // sample ThePipeline/launch-routes-at-cold-start
        // scene(_:willConnectTo:options:): the tabs first, then the deep links held since launch
        try await wireframe.attach(root: window, launching: ["/main"])
        // sample end
        _ = try await held.value
        #expect(window.dump() == tabsDump(selected: 0, inbox: ["item"]))
    }

    @Test func actionRoutes() async throws {
        let (wireframe, window) = try await loginApp()
        let auth = Auth()
        auth.isSignedIn = true
        try wireframe.register("/home", option: .replaceRoot) { _ in HeadlessScreen("home") }
        try await wireframe.route(to: "/home")
        // sample ThePipeline/action-routes
        try wireframe.registerAction("/logout", name: "log out") { action in
            auth.signOut()
            try await action.route(to: "/login", option: .replaceRoot)
        }
        let result = try await wireframe.route(to: "/logout")  // result.action == "log out"
        // sample end
        #expect(result.action == "log out")
        #expect(!auth.isSignedIn)
        #expect(window.dump() == "window\n└─ screen \"login\"")
    }

    @Test func contextObjects() async throws {
        let (wireframe, window) = try await loginApp()
        try wireframe.register("/home", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("home") }
        try await wireframe.route(to: "/home")
        let order = Order(id: 7)
        // sample ThePipeline/payloads
        // sample RoutingRequest+Payload/payload
        try wireframe.register("/orders/:id<int>", option: .push) { request in
            OrderModule.build(order: try request.payload(as: Order.self))
        }
        // sample Wireframe+Payload/route
        try await wireframe.route(to: "/orders/7", payload: order)
        // sample end
        // sample end
        // sample end
        #expect(window.dump() == "window\n└─ stack \"modal\"\n   ├─ screen \"home\"\n   └─ screen \"order:7\"")
    }

    @Test func readme() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(naming: .named("modal")))
        let auth = Auth()
        auth.isSignedIn = true
        let order = Order(id: 7)
        // The tab bar and the tab route of "Routing a URL to a screen: the wireframe", headless.
        let tabs = try MainTabs.build()
        let inbox = try #require(tabs.tabs.first)
        try wireframe.register("/inbox", access: .openToOutsideLinks, option: .selectTab(0)) { [weak inbox] _ in
            inbox  // the tab itself: selecting it is all there is to do
        }
        try wireframe.register("/login", option: .replaceRoot) { _ in HeadlessScreen("login") }
        try wireframe.register("/messages/:id<int>", option: .selectTab(0, then: .push)) { _ in HeadlessScreen("m") }
        try wireframe.register("/sign-in") { _ in HeadlessScreen("sign-in") }
        try wireframe.register("/orders/:id<int>", option: .selectTab(1, then: .push)) { request in
            OrderModule.build(order: try request.payload(as: Order.self))
        }
        let held = Task { try await wireframe.route(to: "/messages/3") }
        try await waitUntil("the link waits") { wireframe.navigator.waitingTurnCount == 1 }
        // sample README/routing-a-url-to-a-screen-the-wireframe-4
        try wireframe.register("/main", option: .replaceRoot) { _ in tabs }  // the tab bar above, after a login screen
        try wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/inbox")  // /main first, then its tab
        try wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/messages/:id<int>")  // tabs first
        try wireframe.addGuard(name: "sign-in", patterns: ["/orders/:id<int>"]) { session in
            if auth.isSignedIn { return .proceed }
            try await session.route(to: "/sign-in", option: .present(inStack: true), payload: session)
            return await session.suspend()  // the sign-in screen calls session.resume() or cancel(_:)
        }
        try wireframe.registerAction("/logout", name: "log out") { _ in auth.signOut() }
        try await wireframe.attach(root: window, launching: ["/main"])  // then the links held since launch
        try await wireframe.route(to: "/orders/7", payload: order)  // read back with request.payload(as: Order.self)
        // sample end
        _ = try await held.value
        #expect(window.dump() == tabsDump(selected: 1, inbox: ["m"], settings: ["order:7"]))
        try await wireframe.route(to: "/logout")
        #expect(!auth.isSignedIn)
        // After a login screen, the tab route shows the tab bar again and selects its tab.
        try await wireframe.route(to: "/login")
        let result = try await wireframe.route(to: "/inbox")
        #expect(result.prerequisites.map(\.url) == ["/main"])
        #expect(result.screen === inbox)
        #expect(window.dump() == tabsDump(selected: 0, inbox: ["m"], settings: ["order:7"]))
    }
}
