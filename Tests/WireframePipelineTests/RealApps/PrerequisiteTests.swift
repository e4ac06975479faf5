import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Wireframe: prerequisites built in the same request")
struct PrerequisiteTests {
    @Test("a deep link to a tab's screen while login is the root builds the tabs, selects the tab, then pushes")
    func deepLinkFromLogin() async throws {
        let app = try await TabsApp()
        #expect(app.dump() == "window\n└─ screen \"login\"")
        var told: [String] = []
        try app.wireframe.addObserver(name: "analytics", didRoute: { told.append($0.url) })
        let result = try await app.wireframe.route(to: "myapp://messages/42", origin: .outsideLink)
        #expect(told == ["/main", "myapp://messages/42"])
        #expect(app.dump() == tabsDump(selected: 0, inbox: ["message:42"]))
        #expect(result.prerequisites.map(\.url) == ["/main"])
        #expect(result.prerequisites.first?.placement.summary == "made the root")
        #expect(result.placement.summary == "selected tab 0 of \"tabs\", then pushed onto \"inbox\"")
    }

    @Test("a screen built as a prerequisite records its route, as every shown screen does, so reuse finds it")
    func prerequisiteScreensRecordTheirRoute() async throws {
        let app = try await TabsApp()
        let result = try await app.wireframe.route(to: "/messages/42")
        let tabs = try #require(result.prerequisites.first?.screen)
        #expect(tabs.shownRoute?.url == "/main")
        #expect(result.screen.shownRoute?.pathValues == ["42"])
    }

    @Test("a deep link while the window shows nothing builds the tabs first too")
    func deepLinkIntoEmptyWindow() async throws {
        let app = try await TabsApp(showingLogin: false)
        try await app.wireframe.route(to: "/about")
        #expect(app.dump() == tabsDump(selected: 1, settings: ["about"]))
    }

    @Test("a prerequisite already on screen is skipped")
    func satisfiedIsSkipped() async throws {
        let app = try await TabsApp()
        try await app.wireframe.route(to: "/messages/1")
        let result = try await app.wireframe.route(to: "/about")
        #expect(result.prerequisites.isEmpty)
        #expect(app.tabsBuilt == 1)
        #expect(app.dump() == tabsDump(selected: 1, inbox: ["message:1"], settings: ["about"]))
    }

    @Test("a route prerequisite counts the screen the wireframe showed for that route")
    func routePrerequisiteChain() async throws {
        let app = try await TabsApp()
        try app.wireframe.register("/about/licenses", option: .push) { _ in HeadlessScreen("licenses") }
        try app.wireframe.setPrerequisites([.route("/about")], forRoute: "/about/licenses")
        let result = try await app.wireframe.route(to: "/about/licenses")
        #expect(result.prerequisites.map(\.url) == ["/main", "/about"])
        #expect(app.dump() == tabsDump(selected: 1, settings: ["about", "licenses"]))
        // Shown again: /about is on the visible path, so only the licenses are pushed.
        try await app.wireframe.navigator.back()
        let again = try await app.wireframe.route(to: "/about/licenses")
        #expect(again.prerequisites.isEmpty)
        #expect(app.tabsBuilt == 1)
    }

    @Test("a prerequisite that cannot be built is a typed error naming it; the hierarchy is as it was")
    func prerequisiteCannotBeBuilt() async throws {
        let app = try await TabsApp()
        app.tabsFailure = TestError("no account loaded")
        let before = app.dump()
        let error = await #expect(throws: WireframeError.self) { try await app.wireframe.route(to: "/messages/42") }
        #expect(error?.code == .prerequisiteFailed)
        #expect(error?.message.contains("prerequisite tabs(builtBy: \"/main\") could not be built") == true)
        #expect(error?.message.contains("no account loaded") == true)
        #expect((error?.underlyingError as? WireframeError)?.code == .screenProviderFailed)
        #expect(app.dump() == before)
    }

    @Test("when the route's own transition fails after its prerequisites were shown, they are taken back")
    func laterStepFailsTakesBack() async throws {
        let app = try await TabsApp()
        try app.wireframe.register("/tab/:index<int>", option: .selectTab(5, then: .push)) { _ in HeadlessScreen("far")
        }
        try app.wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/tab/:index<int>")
        let before = app.dump()
        let error = await #expect(throws: WireframeError.self) { try await app.wireframe.route(to: "/tab/5") }
        #expect(error?.code == .presentationFailed)
        #expect(app.dump() == before)
        #expect(app.tabsBuilt == 1)
    }

    @Test("taking back a new root gives the old root back with the modal it presented")
    func takesBackRootWithItsModal() async throws {
        let app = try await TabsApp()
        try app.wireframe.register("/terms", option: .present(inStack: true)) { _ in HeadlessScreen("terms") }
        try await app.wireframe.route(to: "/terms")
        try app.wireframe.register("/tab/:index<int>", option: .selectTab(5, then: .push)) { _ in HeadlessScreen("far")
        }
        try app.wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/tab/:index<int>")
        let before = app.dump()
        #expect(before.contains("presents stack \"modal\""))
        let error = await #expect(throws: WireframeError.self) { try await app.wireframe.route(to: "/tab/5") }
        #expect(error?.code == .presentationFailed)
        #expect(app.dump() == before)
    }

    @Test("a step failing inside an existing tab bar puts the selected tab and the stacks back")
    func takesBackInsideTabs() async throws {
        let app = try await TabsApp()
        try await app.wireframe.route(to: "/messages/1")
        try app.wireframe.register("/about/broken", option: .present) { _ in HeadlessScreen("broken") }
        try app.wireframe.setPrerequisites([.route("/about")], forRoute: "/about/broken")
        // A transition of the app's refuses the modal, once "about" has been pushed in tab 1.
        try app.wireframe.addTransition(name: "refuses", for: PresentOption.self, patterns: ["/about/broken"]) {
            _,
            _,
            _ in
            throw TestError("refused")
        }
        let before = app.dump()
        let error = await #expect(throws: WireframeError.self) { try await app.wireframe.route(to: "/about/broken") }
        #expect(error?.code == .transitionFailed)
        #expect(app.dump() == before)
    }

    @Test("a cycle of prerequisites is refused at registration, naming it")
    func cycleRefused() async throws {
        let app = try await TabsApp()
        try app.wireframe.setPrerequisites([.route("/about")], forRoute: "/orders/:id<int>")
        let error = #expect(throws: WireframeError.self) {
            try app.wireframe.setPrerequisites([.route("/orders/1")], forRoute: "/main")
        }
        #expect(error?.code == .prerequisiteCycle)
        #expect(
            error?.message
                == #"prerequisites of /main refused: they form a cycle "/main" → "/orders/:id<int>" → "/about" → "/main""#
        )
        #expect(app.wireframe.prerequisites(forRoute: try RoutePattern("/main")).isEmpty)
        let selfCycle = #expect(throws: WireframeError.self) {
            try app.wireframe.setPrerequisites([.route("/about")], forRoute: "/about")
        }
        #expect(selfCycle?.code == .prerequisiteCycle)
    }

    @Test("a prerequisite whose URL matches no route, or of an unknown route, is refused at registration")
    func unknownRefused() async throws {
        let app = try await TabsApp()
        let unknownURL = #expect(throws: WireframeError.self) {
            try app.wireframe.setPrerequisites([.tabs(builtBy: "/tabz")], forRoute: "/about")
        }
        #expect(unknownURL?.code == .noRoute)
        #expect(unknownURL?.message.contains("tabs(builtBy: \"/tabz\")") == true)
        let unknownRoute = #expect(throws: WireframeError.self) {
            try app.wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/nowhere")
        }
        #expect(unknownRoute?.code == .noRoute)
    }

    @Test("requests made while a multi-step request runs wait for it, then run in order")
    func nothingInterleaves() async throws {
        let app = try await TabsApp()
        let gate = Gate()
        try app.wireframe.addScreenProvider(name: "slow tabs", priority: 10, patterns: ["/main"]) { _ in
            await gate.wait()
            return nil
        }
        let wireframe = app.wireframe
        var order: [String] = []
        let deepLink = Task {
            let result = try await wireframe.route(to: "/messages/7")
            order.append(result.url)
        }
        try await waitUntil("the tabs' provider waits") { gate.waitingCount == 1 }
        let about = Task {
            let result = try await wireframe.route(to: "/about")
            order.append(result.url)
        }
        let login = Task {
            let result = try await wireframe.route(to: "/login")
            order.append(result.url)
        }
        try await waitUntil("two requests wait") { wireframe.navigator.waitingTurnCount == 2 }
        #expect(app.dump() == "window\n└─ screen \"login\"")
        gate.open()
        try await deepLink.value
        try await about.value
        try await login.value
        #expect(order == ["/messages/7", "/about", "/login"])
        // The deep link built the tabs; /about found them; /login replaced them.
        #expect(app.tabsBuilt == 1)
        #expect(app.dump() == "window\n└─ screen \"login\"")
    }
}
