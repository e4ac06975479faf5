import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Wireframe: canRoute and the screen for a URL")
struct ScreenForTests {
    @Test("screen(for:) makes the screen without showing it or waiting for a root")
    func makesWithoutShowing() async throws {
        let fixture = try await WireframeFixture(attached: false)
        var told = false
        try fixture.wireframe.addObserver(name: "after", didRoute: { _ in told = true })
        let before = fixture.dump()
        let screen = try await fixture.wireframe.screen(for: "/messages/77")
        #expect(screen.screenIdentifier == "message:77")
        #expect(fixture.dump() == before)
        #expect(!told)
    }

    @Test("screen(for:) follows redirects and honours rejections and access")
    func appliesObservers() async throws {
        let fixture = try await WireframeFixture()
        try fixture.redirect("/compose", to: "/login", observer: "guard")
        try fixture.wireframe.addObserver(
            name: "lock",
            patterns: ["/settings"],
            willRoute: { _ in .reject(TestError("locked")) }
        )
        #expect(try await fixture.wireframe.screen(for: "/compose").screenIdentifier == "login")
        await expectWireframeError(.rejected, in: fixture) { _ = try await fixture.wireframe.screen(for: "/settings") }
        await expectWireframeError(.notOpenToOutsideLinks, in: fixture) {
            _ = try await fixture.wireframe.screen(for: "/login", origin: .outsideLink)
        }
    }

    @Test("screen(for:) passes the parameters and option to the providers")
    func parametersAndOption() async throws {
        let fixture = try await WireframeFixture()
        var seen = ""
        try fixture.wireframe.register("/card/:id") { request in
            seen =
                "\(request.parameters["id"] ?? "") \(request.parameters["size"] ?? "") \(request.option.map { "\($0)" } ?? "")"
            return HeadlessScreen("card")
        }
        _ = try await fixture.wireframe.screen(for: "/card/9", parameters: ["size": "large"], option: .present)
        #expect(seen == "9 large present")
    }

    @Test("canRoute: a route, the origin's access and a screen provider; nothing is called")
    func canRoute() async throws {
        let fixture = try await WireframeFixture()
        var called = false
        try fixture.wireframe.register("/declines") { _ in
            called = true
            return nil
        }
        try fixture.wireframe.register("/no-provider")
        #expect(fixture.wireframe.canRoute(to: "/compose"))
        #expect(fixture.wireframe.canRoute(to: "myapp://messages/1?x=2"))
        #expect(fixture.wireframe.canRoute(to: "/declines"))
        #expect(!called)
        #expect(!fixture.wireframe.canRoute(to: "/no-provider"))
        #expect(!fixture.wireframe.canRoute(to: "/nowhere"))
        #expect(!fixture.wireframe.canRoute(to: "/bad url"))
        #expect(!fixture.wireframe.canRoute(to: "/messages/x"))
    }
}
