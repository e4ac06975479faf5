import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A transition that throws an error of its own.
struct BrokenTransition: Transition {
    func perform(
        _ screen: any Screen,
        option: PushOption,
        in context: TransitionContext
    ) async throws -> RoutingPlacement {
        throw TestError("the transition broke")
    }
}

/// An option no transition handles.
struct UnhandledOption: RoutingOption {
    var animated: Bool { true }
}

@MainActor
@Suite("Wireframe: every failure is a typed error and the hierarchy is as before")
struct FailureTests {
    /// A deeper hierarchy, so that an unchanged dump says more: a pushed screen and a modal stack.
    func deepFixture() async throws -> WireframeFixture {
        let fixture = try await WireframeFixture()
        try await fixture.wireframe.route(to: "/messages/1", option: .push)
        try await fixture.wireframe.route(to: "/compose", option: .present(inStack: true))
        return fixture
    }

    @Test("no route matches the URL")
    func noRoute() async throws {
        let fixture = try await deepFixture()
        await expectWireframeError(.noRoute, naming: ["\"/nowhere/42\"", "no registered route"], in: fixture) {
            try await fixture.wireframe.route(to: "/nowhere/42")
        }
        // A typed parameter that does not fit does not match either.
        await expectWireframeError(.noRoute, in: fixture) { try await fixture.wireframe.route(to: "/messages/abc") }
    }

    @Test("the URL cannot be parsed")
    func invalidURL() async throws {
        let fixture = try await deepFixture()
        let error = await expectWireframeError(.invalidURL, naming: ["\"/messages/4 2\"", "space"], in: fixture) {
            try await fixture.wireframe.route(to: "/messages/4 2")
        }
        #expect((error?.underlyingError as? RouteError)?.code == .invalidURL)
    }

    @Test("no screen provider is registered for the route")
    func noProvider() async throws {
        let fixture = try await deepFixture()
        try fixture.wireframe.register("/empty")
        await expectWireframeError(
            .noScreen,
            naming: ["\"/empty\"", #"no screen provider is registered for pattern "/empty""#],
            in: fixture
        ) {
            try await fixture.wireframe.route(to: "/empty")
        }
    }

    @Test("every screen provider declines")
    func allDecline() async throws {
        let fixture = try await deepFixture()
        try fixture.wireframe.register("/shy")
        try fixture.wireframe.addScreenProvider(name: "first", patterns: ["/shy"]) { _ in nil }
        try fixture.wireframe.addScreenProvider(name: "second", patterns: ["/shy"]) { _ in nil }
        await expectWireframeError(
            .noScreen,
            naming: ["every screen provider declined (\"first\", \"second\")"],
            in: fixture
        ) {
            try await fixture.wireframe.route(to: "/shy")
        }
    }

    @Test("a screen provider throws")
    func providerThrows() async throws {
        let fixture = try await deepFixture()
        try fixture.wireframe.register("/broken", name: "broken") { _ in throw TestError("no database") }
        let error = await expectWireframeError(
            .screenProviderFailed,
            naming: ["\"broken\"", "no database", "\"/broken\""],
            in: fixture
        ) {
            try await fixture.wireframe.route(to: "/broken")
        }
        #expect(error?.underlyingError is TestError)
    }

    @Test("a plug-in that throws a WireframeError has it passed on unchanged")
    func pluginThrowsWireframeError() async throws {
        let fixture = try await deepFixture()
        let own = WireframeError(.rejected, url: "/custom", "custom refusal")
        try fixture.wireframe.register("/custom") { _ in throw own }
        let error = await expectWireframeError(.rejected, in: fixture) {
            try await fixture.wireframe.route(to: "/custom")
        }
        #expect(error == own)
    }

    @Test("an option provider throws")
    func optionProviderThrows() async throws {
        let fixture = try await deepFixture()
        try fixture.wireframe.addOptionProvider(name: "layout") { _, _ in throw TestError("no size class") }
        await expectWireframeError(.optionProviderFailed, naming: ["\"layout\"", "no size class"], in: fixture) {
            try await fixture.wireframe.route(to: "/settings")
        }
    }

    @Test("no transition handles the option")
    func noTransition() async throws {
        let fixture = try await deepFixture()
        await expectWireframeError(.noTransition, naming: ["UnhandledOption", "\"settings\""], in: fixture) {
            try await fixture.wireframe.route(to: "/settings", option: UnhandledOption())
        }
    }

    @Test("a transition limited to other patterns is not asked here")
    func transitionLimit() async throws {
        let fixture = try await deepFixture()
        try fixture.wireframe.addTransition(name: "unhandled", for: UnhandledOption.self, patterns: ["/compose"]) {
            _,
            _,
            _ in .custom("x")
        }
        await expectWireframeError(.noTransition, in: fixture) {
            try await fixture.wireframe.route(to: "/settings", option: UnhandledOption())
        }
    }

    @Test("a transition throws an error of its own")
    func transitionThrows() async throws {
        let fixture = try await deepFixture()
        try fixture.wireframe.addTransition(BrokenTransition())
        let error = await expectWireframeError(
            .transitionFailed,
            naming: ["\"BrokenTransition\"", "the transition broke", "push"],
            in: fixture
        ) {
            try await fixture.wireframe.route(to: "/settings", option: .push)
        }
        #expect(error?.underlyingError is TestError)
    }

    @Test("a UIKit-rule violation: pushing a screen that is already shown")
    func alreadyShown() async throws {
        let fixture = try await deepFixture()
        let error = await expectWireframeError(
            .presentationFailed,
            naming: ["\"PushTransition\"", "\"inbox\""],
            in: fixture
        ) {
            try await fixture.wireframe.route(to: "/inbox", option: .push)
        }
        #expect((error?.underlyingError as? PresentationError)?.code == .alreadyInHierarchy)
    }

    @Test("a UIKit-rule violation: a stack pushed onto a stack")
    func stackInStack() async throws {
        let fixture = try await deepFixture()
        try fixture.wireframe.register("/nested") { _ in try HeadlessStack("nested", screens: [HeadlessScreen("x")]) }
        let error = await expectWireframeError(.presentationFailed, in: fixture) {
            try await fixture.wireframe.route(to: "/nested", option: .push)
        }
        #expect((error?.underlyingError as? PresentationError)?.code == .stackInsideStack)
    }

    @Test("a UIKit-rule violation inside a new stack: present(inStack:) of a shown screen")
    func presentInStackOfShownScreen() async throws {
        let fixture = try await deepFixture()
        let error = await expectWireframeError(.presentationFailed, in: fixture) {
            try await fixture.wireframe.route(to: "/inbox", option: .present(inStack: true))
        }
        #expect((error?.underlyingError as? PresentationError)?.code == .alreadyInHierarchy)
    }

    @Test("a UIKit-rule violation: replacing the root with the root")
    func replaceRootWithItself() async throws {
        let fixture = try await WireframeFixture()
        let stack = fixture.stack
        try fixture.wireframe.register("/main") { [weak stack] _ in stack }
        await expectWireframeError(.presentationFailed, in: fixture) {
            try await fixture.wireframe.route(to: "/main", option: .replaceRoot)
        }
    }

    @Test("errors compare by code, URL and message, not by their underlying error")
    func equality() {
        let a = WireframeError(.rejected, url: "/x", "no", underlyingError: TestError("one"))
        let b = WireframeError(.rejected, url: "/x", "no", underlyingError: TestError("two"))
        #expect(a == b)
        #expect(a != WireframeError(.noRoute, url: "/x", "no"))
        #expect(a != WireframeError(.rejected, url: "/y", "no"))
        #expect(a.description == "no")
        #expect(WireframeError.Code.redirectLoop.description == "redirectLoop")
    }
}
