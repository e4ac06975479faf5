import Foundation
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

@MainActor
@Suite("Wireframe: routing a URL")
struct RoutingTests {
    @Test("a route is pushed onto the visible stack and the result says what, where and how")
    func pushesAndReports() async throws {
        let fixture = try await WireframeFixture()
        let result = try await fixture.wireframe.route(to: "myapp://messages/42", option: .push)
        #expect(result.screen.screenIdentifier == "message:42")
        #expect(result.url == "myapp://messages/42")
        #expect(result.request.pattern.text == "/messages/:id<int>")
        #expect(result.option is PushOption)
        #expect(result.screenProvider == "message")
        #expect(result.transition == "PushTransition")
        #expect(result.placement.summary == "pushed onto \"main\"")
        #expect(
            result.summary
                == "\"myapp://messages/42\" → screen \"message:42\" pushed onto \"main\" (option push, by PushTransition)"
        )
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "message:42"])
    }

    @Test("the caller's parameters merge with the URL's, the caller's winning")
    func mergesParameters() async throws {
        let fixture = try await WireframeFixture()
        var seen: RouteParameters = [:]
        try fixture.wireframe.register("/search/:scope") { request in
            seen = request.parameters
            return HeadlessScreen("search")
        }
        try await fixture.wireframe.route(
            to: "/search/mail?q=hello&page=1",
            parameters: ["page": "3", "from": "toolbar"]
        )
        #expect(seen["scope"] == "mail")
        #expect(seen["q"] == "hello")
        #expect(seen.values(for: "page") == ["3"])
        #expect(seen["from"] == "toolbar")
    }

    @Test("without an option from the caller or a provider, the default option .show applies")
    func defaultOptionIsShow() async throws {
        let fixture = try await WireframeFixture()
        let result = try await fixture.wireframe.route(to: "/compose")
        #expect(result.option is ShowOption)
        #expect(result.transition == "ShowTransition")
        #expect(result.placement.summary == "pushed onto \"main\"")
    }

    @Test("the default option can be changed")
    func changedDefaultOption() async throws {
        let fixture = try await WireframeFixture()
        fixture.wireframe.defaultOption = .present(animated: false)
        let result = try await fixture.wireframe.route(to: "/compose")
        #expect(result.placement.summary == "presented by \"inbox\"")
        #expect(fixture.inbox.presentedScreen?.screenIdentifier == "compose")
    }

    @Test("a route registered with an option uses it unless the caller asks for another")
    func registeredOption() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register("/about", option: .present) { _ in HeadlessScreen("about") }
        let shown = try await fixture.wireframe.route(to: "/about")
        #expect(shown.option is PresentOption)
        try await fixture.wireframe.navigator.dismissModal()
        let pushed = try await fixture.wireframe.route(to: "/about", option: .push)
        #expect(pushed.option is PushOption)
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "about"])
    }

    @Test("a Foundation URL routes like its string")
    func foundationURL() async throws {
        let fixture = try await WireframeFixture()
        let url = try #require(URL(string: "myapp://messages/7"))
        let result = try await fixture.wireframe.route(to: url, option: .push)
        #expect(result.screen.screenIdentifier == "message:7")
    }

    @Test("screen providers get the final option and the request")
    func providerSeesFinalOption() async throws {
        let fixture = try await WireframeFixture()
        var seen: String?
        try fixture.wireframe.register("/sheet", option: .present(inStack: true)) { request in
            seen = request.option.map { "\($0)" }
            return HeadlessScreen("sheet")
        }
        try await fixture.wireframe.route(to: "/sheet")
        #expect(seen == "present(inStack: true)")
    }

    @Test("routing an animated transition returns once the animation has run")
    func awaitsTheAnimation() async throws {
        let fixture = try await WireframeFixture(animationDuration: .milliseconds(300))
        let wireframe = fixture.wireframe
        let push = Task { try await wireframe.route(to: "/messages/1", option: .push) }
        try await fixture.waitForAnimation()
        #expect(fixture.dump().contains("[in transition]"))
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox"])
        fixture.clock.advance(by: .milliseconds(300))
        let result = try await push.value
        #expect(result.screen.screenIdentifier == "message:1")
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "message:1"])
    }
}
