import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

@MainActor
@Suite("Wireframe: the order plug-ins are consulted in")
struct PluginOrderTests {
    @Test("screen providers: higher priority first, equal priorities in the order added, first screen wins")
    func screenProviderOrder() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.register("/item/:id")
        var asked: [String] = []
        try wireframe.addScreenProvider(name: "low", priority: -5) { _ in
            asked.append("low")
            return HeadlessScreen("low")
        }
        try wireframe.addScreenProvider(name: "first at 0") { _ in
            asked.append("first at 0")
            return nil
        }
        try wireframe.addScreenProvider(name: "high", priority: 10) { _ in
            asked.append("high")
            return nil
        }
        try wireframe.addScreenProvider(name: "second at 0") { _ in
            asked.append("second at 0")
            return HeadlessScreen("second")
        }
        let result = try await wireframe.route(to: "/item/1", option: .push)
        #expect(asked == ["high", "first at 0", "second at 0"])
        #expect(result.screen.screenIdentifier == "second")
        #expect(result.screenProvider == "second at 0")
    }

    @Test("a plug-in limited to patterns is consulted only for those routes")
    func patternLimits() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        var observed: [String] = []
        try wireframe.addObserver(
            name: "messages only",
            patterns: ["/messages/:id<int>"],
            willRoute: { request in
                observed.append(request.url)
                return .proceed
            }
        )
        try wireframe.addScreenProvider(name: "override", priority: 1, patterns: ["/compose"]) { _ in
            HeadlessScreen("custom compose")
        }
        try await wireframe.route(to: "/messages/1", option: .push)
        let compose = try await wireframe.route(to: "/compose", option: .push)
        #expect(observed == ["/messages/1"])
        #expect(compose.screen.screenIdentifier == "custom compose")
        // A limit is compared in canonical form, so spelling differences do not matter.
        try wireframe.addScreenProvider(name: "canonical", priority: 2, patterns: ["/compose/"]) { _ in
            HeadlessScreen("canonical")
        }
        let again = try await wireframe.route(to: "/compose", option: .present)
        #expect(again.screenProvider == "canonical")
    }

    @Test("a malformed pattern limit is refused when the plug-in is added")
    func malformedLimit() async throws {
        let fixture = try await WireframeFixture()
        #expect(throws: RouteError.self) {
            try fixture.wireframe.addObserver(name: "bad", patterns: ["/a/**/b"])
        }
    }

    @Test("option providers: all consulted in priority order, each gets the option before it, the caller's first")
    func optionProviderChain() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        var seen: [String] = []
        try wireframe.addOptionProvider(name: "low", priority: -1) { _, current in
            seen.append("low got \(current.map { "\($0)" } ?? "nil")")
            return current
        }
        try wireframe.addOptionProvider(name: "high", priority: 5) { _, current in
            seen.append("high got \(current.map { "\($0)" } ?? "nil")")
            return .present(animated: false)
        }
        try wireframe.addOptionProvider(name: "mid") { _, current in
            seen.append("mid got \(current.map { "\($0)" } ?? "nil")")
            return current
        }
        let result = try await wireframe.route(to: "/compose", option: .push)
        #expect(seen == ["high got push", "mid got present(animated: false)", "low got present(animated: false)"])
        #expect(result.option is PresentOption)
        #expect(fixture.inbox.presentedScreen?.screenIdentifier == "compose")
    }

    @Test("option providers see nil when the caller gives no option")
    func optionProviderSeesNil() async throws {
        let fixture = try await WireframeFixture()
        var first: String?
        try fixture.wireframe.addOptionProvider(name: "peek") { _, current in
            first = current.map { "\($0)" } ?? "nil"
            return current
        }
        try await fixture.wireframe.route(to: "/compose")
        #expect(first == "nil")
    }

    @Test("transitions: the first that handles the option's type shows the screen; yours come before the built-in ones")
    func transitionOrder() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        var asked: [String] = []
        try wireframe.addTransition(name: "sheet", for: SheetOption.self, priority: 10) { _, _, _ in
            asked.append("sheet")
            return .custom("sheet")
        }
        try wireframe.addTransition(name: "my push", for: PushOption.self) { screen, option, context in
            asked.append("my push")
            let stack = try #require(context.visibleStack)
            try await stack.push(screen, animated: option.animated)
            return .custom("my push onto \(stack.screenIdentifier)")
        }
        let result = try await wireframe.route(to: "/compose", option: .push)
        #expect(asked == ["my push"])
        #expect(result.transition == "my push")
        #expect(result.placement.summary == "my push onto main")
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "compose"])
    }

    @Test("a transition with a lower priority than the built-in ones is not asked for built-in options")
    func belowBuiltIns() async throws {
        let fixture = try await WireframeFixture()
        var asked = false
        try fixture.wireframe.addTransition(name: "late", for: PushOption.self, priority: Wireframe.builtInPriority - 1)
        {
            _,
            _,
            _ in
            asked = true
            return .custom("late")
        }
        let result = try await fixture.wireframe.route(to: "/compose", option: .push)
        #expect(!asked)
        #expect(result.transition == "PushTransition")
    }

    @Test("observers before: asked in priority order, the first decision other than proceed wins")
    func observerDecisionOrder() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        var asked: [String] = []
        try wireframe.addObserver(
            name: "a",
            willRoute: { _ in
                asked.append("a")
                return .proceed
            }
        )
        try wireframe.addObserver(
            name: "b",
            priority: 3,
            willRoute: { _ in
                asked.append("b")
                return .proceed
            }
        )
        try wireframe.addObserver(
            name: "c",
            priority: -3,
            willRoute: { request in
                asked.append("c")
                return request.url == "/compose" ? .redirect(to: "/settings") : .proceed
            }
        )
        try wireframe.addObserver(
            name: "d",
            priority: -4,
            willRoute: { _ in
                asked.append("d")
                return .proceed
            }
        )
        let result = try await wireframe.route(to: "/compose", option: .push)
        #expect(asked == ["b", "a", "c", "b", "a", "c", "d"])
        #expect(result.url == "/settings")
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "settings"])
    }

    @Test("observers after: every observer that applies is told the result, in priority order")
    func observersAreTold() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        var told: [String] = []
        try wireframe.addObserver(
            name: "low",
            priority: -1,
            didRoute: { result in told.append("low: \(result.placement.summary)") }
        )
        try wireframe.addObserver(
            name: "high",
            priority: 1,
            didRoute: { result in
                told.append("high: \(result.screen.screenIdentifier) \(result.option)")
            }
        )
        try wireframe.addObserver(
            name: "compose only",
            patterns: ["/compose"],
            didRoute: { _ in told.append("compose only") }
        )
        try await wireframe.route(to: "/messages/9", option: .push)
        #expect(told == ["high: message:9 push", "low: pushed onto \"main\""])
    }

    @Test("observers are not told of failed requests")
    func observersNotToldOfFailures() async throws {
        let fixture = try await WireframeFixture()
        var told = 0
        try fixture.wireframe.addObserver(name: "count", didRoute: { _ in told += 1 })
        await expectWireframeError(.noContainer, in: fixture) {
            try await fixture.wireframe.route(to: "/compose", option: .selectTab(1))
        }
        #expect(told == 0)
    }

    @Test("plug-in types get their type name as their name by default")
    func defaultNames() async throws {
        struct Provider: ScreenProvider {
            func screen(for request: RoutingRequest) async throws -> (any Screen)? { HeadlessScreen("typed") }
        }
        struct Observer: RoutingObserver {}
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register("/typed")
        try fixture.wireframe.addScreenProvider(Provider(), patterns: ["/typed"])
        try fixture.wireframe.addObserver(Observer())
        let result = try await fixture.wireframe.route(to: "/typed", option: .push)
        #expect(result.screenProvider == "Provider")
        #expect(Observer().name == "Observer")
    }
}
