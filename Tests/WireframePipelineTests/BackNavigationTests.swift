import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

@MainActor
@Suite("Wireframe: back, pop to a screen, dismiss a modal flow")
struct BackNavigationTests {
    @Test("back pops the top screen of the visible stack")
    func backPops() async throws {
        let fixture = try await WireframeFixture()
        try await fixture.wireframe.route(to: "/messages/1", option: .push)
        let result = try await fixture.wireframe.navigator.back()
        #expect(result.name == "back")
        #expect(result.source == .app)
        #expect(result.removed.screenIdentifiers == ["message:1"])
        #expect(result.summary == "back: removed \"message:1\"")
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox"])
    }

    @Test("back dismisses a modal when its stack has nothing to pop")
    func backDismisses() async throws {
        let fixture = try await WireframeFixture()
        try await fixture.wireframe.route(to: "/compose", option: .present(inStack: true))
        try await fixture.wireframe.route(to: "/messages/1", option: .push)
        try await fixture.wireframe.navigator.back()  // pops message:1 inside the modal stack
        let result = try await fixture.wireframe.navigator.back()  // dismisses the modal stack
        #expect(result.removed.screenIdentifiers == ["modal"])
        #expect(fixture.dump() == "window\n└─ stack \"main\"\n   └─ screen \"inbox\" (Inbox)")
    }

    @Test("back with nothing to pop or dismiss fails, changing nothing")
    func nothingToGoBack() async throws {
        let fixture = try await WireframeFixture()
        await expectNavigationError(.nothingToGoBack, naming: ["\"inbox\""], in: fixture) {
            try await fixture.wireframe.navigator.back()
        }
    }

    @Test("popTo pops the visible stack to the screen with that identifier")
    func popTo() async throws {
        let fixture = try await WireframeFixture()
        for id in 1...4 { try await fixture.wireframe.route(to: "/messages/\(id)", option: .push) }
        let result = try await fixture.wireframe.navigator.popTo(screenIdentifier: "message:2", animated: false)
        #expect(result.name == #"popTo("message:2")"#)
        #expect(result.removed.screenIdentifiers == ["message:3", "message:4"])
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "message:1", "message:2"])
    }

    @Test("popTo a screen finds it by identity, not by its identifier, which may repeat")
    func popToScreen() async throws {
        let fixture = try await WireframeFixture()
        let first = try await fixture.wireframe.route(to: "/messages/7", option: .push).screen
        try await fixture.wireframe.route(to: "/compose", option: .push)
        try await fixture.wireframe.route(to: "/messages/7", option: .push)  // the same identifier again
        let result = try await fixture.wireframe.navigator.popTo(first, animated: false)
        #expect(result.name == "popTo(\(first.screenID) \"message:7\")")
        #expect(result.removed.screenIdentifiers == ["compose", "message:7"])
        #expect(fixture.stack.topScreen === first)
    }

    @Test("popTo a screen that has left the stack fails naming it and the stack's screens, changing nothing")
    func popToGoneScreen() async throws {
        let fixture = try await WireframeFixture()
        let gone = try await fixture.wireframe.route(to: "/messages/1", option: .push).screen
        try await fixture.wireframe.navigator.back()
        try await fixture.wireframe.route(to: "/messages/1", option: .push)
        await expectNavigationError(
            .screenNotFound,
            naming: ["\(gone.screenID) \"message:1\"", "\"main\"", "\"inbox\", \"message:1\""],
            in: fixture
        ) {
            try await fixture.wireframe.navigator.popTo(gone)
        }
    }

    @Test("popTo a screen not on the visible stack fails naming the stack's screens")
    func popToMissing() async throws {
        let fixture = try await WireframeFixture()
        try await fixture.wireframe.route(to: "/messages/1", option: .push)
        await expectNavigationError(
            .screenNotFound,
            naming: ["\"compose\"", "\"main\"", "\"inbox\", \"message:1\""],
            in: fixture
        ) {
            try await fixture.wireframe.navigator.popTo(screenIdentifier: "compose")
        }
    }

    @Test("popTo and popToRoot need a visible stack")
    func popWithoutStack() async throws {
        let fixture = try await WireframeFixture()
        try await fixture.wireframe.route(to: "/login", option: .present)
        await expectNavigationError(.noStack, naming: ["\"login\" is not on a stack"], in: fixture) {
            try await fixture.wireframe.navigator.popToRoot()
        }
        await expectNavigationError(.noStack, in: fixture) {
            try await fixture.wireframe.navigator.popTo(screenIdentifier: "inbox")
        }
    }

    @Test("popToRoot pops every screen above the root")
    func popToRoot() async throws {
        let fixture = try await WireframeFixture()
        for id in 1...3 { try await fixture.wireframe.route(to: "/messages/\(id)", option: .push) }
        let result = try await fixture.wireframe.navigator.popToRoot()
        #expect(result.removed.screenIdentifiers == ["message:1", "message:2", "message:3"])
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox"])
    }

    @Test("dismissModal dismisses the visible modal flow, with what it presents")
    func dismissModal() async throws {
        let fixture = try await WireframeFixture()
        try await fixture.wireframe.route(to: "/compose", option: .present(inStack: true))
        try await fixture.wireframe.route(to: "/messages/1", option: .push)
        try await fixture.wireframe.route(to: "/login", option: .present)
        let first = try await fixture.wireframe.navigator.dismissModal()
        #expect(first.removed.screenIdentifiers == ["login"])
        let second = try await fixture.wireframe.navigator.dismissModal()
        #expect(second.removed.screenIdentifiers == ["modal"])
        #expect(fixture.window.topmostScreen?.screenIdentifier == "inbox")
    }

    @Test("dismissModal(all:) dismisses every modal of the window")
    func dismissAll() async throws {
        let fixture = try await WireframeFixture()
        try await fixture.wireframe.route(to: "/compose", option: .present(inStack: true))
        try await fixture.wireframe.route(to: "/login", option: .present)
        let result = try await fixture.wireframe.navigator.dismissModal(all: true)
        #expect(result.name == "dismissModal(all)")
        #expect(result.removed.screenIdentifiers == ["modal"])
        #expect(fixture.dump() == "window\n└─ stack \"main\"\n   └─ screen \"inbox\" (Inbox)")
    }

    @Test("dismissModal(all:) finds modals under tabs")
    func dismissAllUnderTabs() async throws {
        let fixture = try await TabsFixture()
        try await fixture.wireframe.route(to: "/compose", option: .selectTab(2))
        #expect(fixture.profile.presentedScreen != nil)
        try await fixture.wireframe.navigator.dismissModal(all: true)
        #expect(fixture.profile.presentedScreen == nil)
    }

    @Test("dismissModal with no modal fails, changing nothing")
    func nothingToDismiss() async throws {
        let fixture = try await WireframeFixture()
        await expectNavigationError(.nothingToDismiss, in: fixture) {
            try await fixture.wireframe.navigator.dismissModal()
        }
        await expectNavigationError(.nothingToDismiss, in: fixture) {
            try await fixture.wireframe.navigator.dismissModal(all: true)
        }
    }

    @Test("a container that refuses a navigation action is reported as stepRefused")
    func containerRefuses() async throws {
        let fixture = try await WireframeFixture(animationDuration: .milliseconds(100))
        try await fixture.wireframe.route(to: "/messages/1", option: .push(animated: false))
        // The stack runs a transition the wireframe did not start: UIKit refuses another.
        let other = Task { try await fixture.stack.push(HeadlessScreen("elsewhere"), animated: true) }
        try await fixture.waitForAnimation()
        let before = fixture.dump()
        do {
            try await fixture.wireframe.navigator.back()
            Issue.record("back succeeded")
        } catch {
            #expect(error.code == .stepRefused)
            #expect(error.step == .pop("main", to: "inbox"))
            #expect((error.underlyingError as? PresentationError)?.code == .transitionInProgress)
        }
        #expect(fixture.dump() == before)
        fixture.clock.advance(by: .milliseconds(100))
        try await other.value
    }

    @Test("navigation actions before anything is shown fail with noStack")
    func emptyWindow() async throws {
        let window = HeadlessWindow()
        let wireframe = Wireframe(root: window)
        await #expect(throws: NavigationError(.noStack, "back: nothing is shown yet")) {
            try await wireframe.navigator.back()
        }
    }
}
