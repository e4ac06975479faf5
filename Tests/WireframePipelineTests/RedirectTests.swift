import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Wireframe: observers that redirect and reject")
struct RedirectTests {
    @Test("a redirect routes to the other URL, keeping the caller's parameters and option")
    func redirect() async throws {
        let fixture = try await WireframeFixture()
        var loginParameters: RouteParameters = [:]
        try fixture.redirect("/compose", to: "/login?next=compose", observer: "guard")
        try fixture.wireframe.addObserver(
            name: "peek",
            patterns: ["/login"],
            willRoute: { request in
                loginParameters = request.parameters
                return .proceed
            }
        )
        let result = try await fixture.wireframe.route(
            to: "/compose",
            parameters: ["source": "button"],
            option: .present
        )
        #expect(result.url == "/login?next=compose")
        #expect(result.redirects == ["/compose"])
        #expect(result.option is PresentOption)
        #expect(result.screen.screenIdentifier == "login")
        #expect(loginParameters["next"] == "compose")
        #expect(loginParameters["source"] == "button")
    }

    @Test("a redirect may change the option")
    func redirectWithOption() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.addObserver(
            name: "guard",
            patterns: ["/compose"],
            willRoute: { _ in
                .redirect(to: "/login", option: .present(inStack: true))
            }
        )
        let result = try await fixture.wireframe.route(to: "/compose", option: .push)
        #expect(result.placement.summary == "presented by \"inbox\" in a new stack \"modal\"")
    }

    @Test("redirects chain, and the result names the chain")
    func chain() async throws {
        let fixture = try await WireframeFixture()
        try fixture.redirect("/compose", to: "/settings", observer: "a")
        try fixture.redirect("/settings", to: "/login", observer: "b")
        let result = try await fixture.wireframe.route(to: "/compose", option: .push)
        #expect(result.redirects == ["/compose", "/settings"])
        #expect(result.url == "/login")
    }

    @Test("a redirect loop is an error naming the chain, and nothing is shown")
    func loop() async throws {
        let fixture = try await WireframeFixture()
        try fixture.redirect("/compose", to: "/settings", observer: "a")
        try fixture.redirect("/settings", to: "/login", observer: "b")
        try fixture.redirect("/login", to: "/compose", observer: "c")
        let error = await expectWireframeError(.redirectLoop, in: fixture) {
            try await fixture.wireframe.route(to: "/compose", option: .push)
        }
        #expect(
            error?.message
                == "route to \"/compose\": redirects loop: "
                + "\"/compose\" → \"/settings\" by \"a\" → \"/login\" by \"b\" → \"/compose\" by \"c\""
        )
        #expect(error?.url == "/compose")
    }

    @Test("a redirect to the same URL is a loop")
    func selfLoop() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.addObserver(name: "self", willRoute: { request in .redirect(to: request.url) })
        await expectWireframeError(.redirectLoop, naming: ["\"/compose\" → \"/compose\" by \"self\""], in: fixture) {
            try await fixture.wireframe.route(to: "/compose", option: .push)
        }
    }

    @Test("a chain longer than maximumRedirects is an error naming the chain")
    func tooMany() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.setMaximumRedirects(3)
        try fixture.wireframe.addObserver(
            name: "counter",
            willRoute: { request in
                let id = try? request.parameters.value("id", as: Int.self)
                return .redirect(to: "/messages/\((id ?? 0) + 1)")
            }
        )
        let error = await expectWireframeError(.tooManyRedirects, naming: ["more than 3 redirects"], in: fixture) {
            try await fixture.wireframe.route(to: "/messages/1", option: .push)
        }
        #expect(
            error?.message.hasSuffix(
                "\"/messages/1\" → \"/messages/2\" by \"counter\" → \"/messages/3\" by \"counter\" → "
                    + "\"/messages/4\" by \"counter\" → \"/messages/5\" by \"counter\""
            ) == true
        )
    }

    @Test("exactly maximumRedirects redirects are followed")
    func atTheLimit() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.setMaximumRedirects(2)
        try fixture.redirect("/compose", to: "/settings", observer: "a")
        try fixture.redirect("/settings", to: "/login", observer: "b")
        let result = try await fixture.wireframe.route(to: "/compose", option: .push)
        #expect(result.url == "/login")
    }

    @Test("a redirect to a URL no route matches fails with noRoute")
    func redirectNowhere() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.addObserver(name: "a", patterns: ["/compose"], willRoute: { _ in .redirect(to: "/gone") })
        await expectWireframeError(.noRoute, naming: ["\"/gone\""], in: fixture) {
            try await fixture.wireframe.route(to: "/compose", option: .push)
        }
    }

    @Test("a rejection fails the request with the observer's error, and nothing is shown")
    func reject() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.addObserver(
            name: "gate",
            patterns: ["/settings"],
            willRoute: { _ in .reject(TestError("settings are locked")) }
        )
        let error = await expectWireframeError(
            .rejected,
            naming: ["\"/settings\"", "settings are locked"],
            in: fixture
        ) {
            try await fixture.wireframe.route(to: "/settings", option: .push)
        }
        #expect((error?.underlyingError as? TestError)?.description == "settings are locked")
    }

    @Test("observers see the origin and the redirects of a request")
    func requestDetails() async throws {
        let fixture = try await WireframeFixture()
        var seen: [String] = []
        try fixture.redirect("/messages/:id<int>", to: "/compose", observer: "a")
        try fixture.wireframe.addObserver(
            name: "log",
            priority: -1,
            willRoute: { request in
                seen.append("\(request.url) \(request.origin) \(request.redirects)")
                return .proceed
            }
        )
        try await fixture.wireframe.route(to: "myapp://messages/1", option: .push, origin: .outsideLink)
        #expect(seen == ["/compose outside link [\"myapp://messages/1\"]"])
    }

    @Test("decisions describe themselves")
    func decisionDescriptions() {
        #expect(RoutingDecision.proceed.description == "proceed")
        #expect(RoutingDecision.redirect(to: "/login").description == "redirect to \"/login\"")
        #expect(
            RoutingDecision.redirect(to: "/login", option: .present).description
                == "redirect to \"/login\" (option present)"
        )
        #expect(RoutingDecision.reject(TestError("no")).description == "reject (no)")
    }
}
