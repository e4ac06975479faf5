import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// The shapes the documentation shows, written as a user would.
struct SheetOption: RoutingOption {
    var animated = true
    var detents: [Double]
}

struct MessageOptions: RoutingOptionProvider {
    let isPad: Bool
    func option(for request: RoutingRequest, current: (any RoutingOption)?) async throws -> (any RoutingOption)? {
        current ?? (isPad ? .present(inStack: true) : .push)
    }
}

struct LoginGuard: RoutingObserver {
    let isLoggedIn: Bool
    func willRoute(_ request: RoutingRequest) async -> RoutingDecision {
        isLoggedIn ? .proceed : .redirect(to: "/login", option: .present(inStack: true))
    }
}

struct MessageScreens: ScreenProvider {
    let name = "messages"
    func screen(for request: RoutingRequest) async throws -> (any Screen)? {
        let id = try request.parameters.value("id", as: Int.self)
        return HeadlessScreen("custom message \(id)")
    }
}

@MainActor
@Suite("Wireframe: plug-ins and options written by users")
struct CustomPluginTests {
    @Test("a custom option with a transition for its type")
    func customOption() async throws {
        let fixture = try await WireframeFixture()
        var detents: [Double] = []
        try fixture.wireframe.addTransition(name: "sheet", for: SheetOption.self) { screen, option, context in
            guard let anchor = context.anchor else { throw context.noContainer("nothing shown") }
            detents = option.detents
            try await anchor.present(screen, animated: option.animated)
            return .custom("sheet over \"\(anchor.screenIdentifier)\"")
        }
        let result = try await fixture.wireframe.route(to: "/compose", option: SheetOption(detents: [0.5]))
        #expect(result.placement.summary == "sheet over \"inbox\"")
        #expect(result.transition == "sheet")
        #expect(result.option.description == "SheetOption")
        #expect(detents == [0.5])
    }

    @Test("a custom option inside selectTab goes to the custom transition")
    func customOptionInsideTab() async throws {
        let fixture = try await TabsFixture()
        try fixture.wireframe.addTransition(name: "sheet", for: SheetOption.self) { screen, option, context in
            guard let anchor = context.anchor else { throw context.noContainer("nothing shown") }
            try await anchor.present(screen, animated: option.animated)
            return .custom("sheet")
        }
        let result = try await fixture.wireframe.route(
            to: "/compose",
            option: .selectTab(1, then: SheetOption(detents: []))
        )
        #expect(result.placement.summary == "selected tab 1 of \"tabs\", then sheet")
        #expect(fixture.settings.presentedScreen?.screenIdentifier == "compose")
    }

    @Test("provider, option provider and observer types as the documentation writes them")
    func documentedTypes() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.addScreenProvider(MessageScreens(), priority: 1, patterns: ["/messages/:id<int>"])
        try fixture.wireframe.addOptionProvider(MessageOptions(isPad: true), patterns: ["/messages/:id<int>"])
        let shown = try await fixture.wireframe.route(to: "/messages/3")
        #expect(shown.screen.screenIdentifier == "custom message 3")
        #expect(shown.placement.summary == "presented by \"inbox\" in a new stack \"modal\"")
        try await fixture.wireframe.navigator.dismissModal()

        try fixture.wireframe.addObserver(LoginGuard(isLoggedIn: false), priority: 100, patterns: ["/settings"])
        let guarded = try await fixture.wireframe.route(to: "/settings", option: .push)
        #expect(guarded.screen.screenIdentifier == "login")
        #expect(guarded.option.description == "present(inStack: true)")
    }

    @Test("a route's option is used when the caller chose none, and names itself in the route table")
    func routeOption() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register("/x", option: .present(inStack: true)) { _ in HeadlessScreen("x") }
        #expect(fixture.wireframe.routeTableDescription.contains("present(inStack: true)"))
        let chosen = try await fixture.wireframe.route(to: "/x")
        #expect(chosen.option.description == "present(inStack: true)")
        try await fixture.wireframe.navigator.dismissModal()
        let callers = try await fixture.wireframe.route(to: "/x", option: PushOption())
        #expect(callers.option.description == "push")
        #expect(callers.request.description == "\"/x\" (pattern /x)")
        #expect(callers.request.with(option: ShowOption()).option?.description == "show")
    }
}
