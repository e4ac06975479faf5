import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// Tabs as the window's root: [0] stack "mail" with "inbox", [1] stack "prefs" with "settings",
/// [2] screen "profile".
@MainActor
struct TabsFixture {
    let base: WireframeFixture
    let tabs: HeadlessTabs
    let mail: HeadlessStack
    let prefs: HeadlessStack
    let profile = HeadlessScreen("profile")
    let settings = HeadlessScreen("settings")

    init() async throws {
        base = try await WireframeFixture()
        mail = try HeadlessStack("mail", screens: [HeadlessScreen("mailbox")])
        prefs = try HeadlessStack("prefs", screens: [settings])
        tabs = try HeadlessTabs("tabs", tabs: [mail, prefs, profile])
        try await base.window.setRoot(tabs, animated: false)
        let profile = profile
        let settings = settings
        try base.wireframe.register("/profile", name: "profile") { [weak profile] _ in profile }
        try base.wireframe.register("/prefs/root", name: "prefs root") { [weak settings] _ in settings }
    }

    var wireframe: Wireframe { base.wireframe }
}

@MainActor
@Suite("Wireframe: the built-in options and transitions")
struct BuiltInTransitionTests {
    @Test("present shows the screen modally over the visible screen")
    func present() async throws {
        let fixture = try await WireframeFixture()
        let result = try await fixture.wireframe.route(to: "/compose", option: .present)
        #expect(result.transition == "PresentTransition")
        #expect(result.placement.summary == "presented by \"inbox\"")
        #expect(fixture.window.topmostScreen?.screenIdentifier == "compose")
    }

    @Test("present(inStack:) presents a new stack from the container factory; pushes then go inside it")
    func presentInStack() async throws {
        let fixture = try await WireframeFixture()
        let result = try await fixture.wireframe.route(to: "/compose", option: .present(inStack: true))
        #expect(result.placement.summary == "presented by \"inbox\" in a new stack \"modal\"")
        try await fixture.wireframe.route(to: "/messages/3", option: .push)
        #expect(
            fixture.dump() == """
                window
                └─ stack "main"
                   └─ screen "inbox" (Inbox)
                      └─ presents stack "modal"
                         ├─ screen "compose"
                         └─ screen "message:3"
                """
        )
    }

    @Test("present(inStack:) without a container factory fails, changing nothing")
    func presentInStackWithoutFactory() async throws {
        let fixture = try await WireframeFixture()
        let bare = Wireframe(root: fixture.window)
        try bare.register("/x") { _ in HeadlessScreen("x") }
        await expectWireframeError(.noContainerFactory, naming: ["\"x\"", "container factory"], in: fixture) {
            try await bare.route(to: "/x", option: .present(inStack: true))
        }
        await expectWireframeError(.noContainerFactory, in: fixture) {
            try await bare.route(to: "/x", option: .replaceRoot(inStack: true))
        }
    }

    @Test("replaceRoot makes the screen the window's root; inStack wraps it in a new stack")
    func replaceRoot() async throws {
        let fixture = try await WireframeFixture()
        let plain = try await fixture.wireframe.route(to: "/login", option: .replaceRoot)
        #expect(plain.placement.summary == "made the root")
        #expect(fixture.dump() == "window\n└─ screen \"login\"")
        let wrapped = try await fixture.wireframe.route(
            to: "/settings",
            option: .replaceRoot(inStack: true, animated: false)
        )
        #expect(wrapped.placement.summary == "made the root in a new stack \"modal\"")
        #expect(fixture.dump() == "window\n└─ stack \"modal\"\n   └─ screen \"settings\"")
    }

    @Test("show pushes when there is a visible stack")
    func showPushes() async throws {
        let fixture = try await WireframeFixture()
        let result = try await fixture.wireframe.route(to: "/compose", option: .show)
        #expect(result.transition == "ShowTransition")
        #expect(result.placement.summary == "pushed onto \"main\"")
    }

    @Test("show presents when the visible screen is on no stack")
    func showPresents() async throws {
        let fixture = try await WireframeFixture()
        try await fixture.wireframe.route(to: "/login", option: .present)
        let result = try await fixture.wireframe.route(to: "/compose", option: .show(animated: false))
        #expect(result.placement.summary == "presented by \"login\"")
    }

    @Test("show makes the screen the root when nothing is shown yet")
    func showWithEmptyWindow() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window)
        try wireframe.register("/home") { _ in HeadlessScreen("home") }
        let result = try await wireframe.route(to: "/home")
        #expect(result.placement.summary == "made the root")
        #expect(window.dump() == "window\n└─ screen \"home\"")
    }

    @Test("push and present with nothing shown fail with noContainer, changing nothing")
    func nothingShown() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window)
        try wireframe.register("/home") { _ in HeadlessScreen("home") }
        for option: any RoutingOption in [.push, .present, .selectTab(0)] {
            do {
                try await wireframe.route(to: "/home", option: option)
                Issue.record("\(option) succeeded")
            } catch {
                #expect(error.code == .noContainer, "\(error)")
            }
            #expect(window.dump() == "window (no root)")
        }
    }

    @Test("push with no visible stack fails naming the visible screen")
    func pushWithoutStack() async throws {
        let fixture = try await WireframeFixture()
        try await fixture.wireframe.route(to: "/login", option: .present)
        await expectWireframeError(.noContainer, naming: ["\"login\" is not on a stack", "\"compose\""], in: fixture) {
            try await fixture.wireframe.route(to: "/compose", option: .push)
        }
    }

    @Test("selectTab selects the tab and shows the screen inside it")
    func selectTabThenPush() async throws {
        let fixture = try await TabsFixture()
        let result = try await fixture.wireframe.route(to: "/messages/5", option: .selectTab(1, then: .push))
        #expect(result.placement.summary == "selected tab 1 of \"tabs\", then pushed onto \"prefs\"")
        #expect(result.transition == "SelectTabTransition")
        #expect(fixture.tabs.selectedIndex == 1)
        #expect(fixture.prefs.screens.screenIdentifiers == ["settings", "message:5"])
    }

    @Test("selectTab shows with .show by default: presents from a tab that is not a stack")
    func selectTabThenShow() async throws {
        let fixture = try await TabsFixture()
        let result = try await fixture.wireframe.route(to: "/compose", option: .selectTab(2))
        #expect(result.placement.summary == "selected tab 2 of \"tabs\", then presented by \"profile\"")
        #expect(fixture.profile.presentedScreen?.screenIdentifier == "compose")
    }

    @Test("selectTab with the tab itself only selects it")
    func selectTabItself() async throws {
        let fixture = try await TabsFixture()
        let result = try await fixture.wireframe.route(to: "/profile", option: .selectTab(2))
        #expect(result.placement.summary == "selected tab 2 of \"tabs\"")
        #expect(fixture.tabs.selectedIndex == 2)
    }

    @Test("selectTab with a screen already on the tab's stack pops to it")
    func selectTabPopsToScreen() async throws {
        let fixture = try await TabsFixture()
        try await fixture.wireframe.route(to: "/messages/1", option: .selectTab(1, then: .push))
        try await fixture.wireframe.route(to: "/messages/2", option: .push)
        try await fixture.wireframe.route(to: "/compose", option: .selectTab(0, then: .push))
        let result = try await fixture.wireframe.route(to: "/prefs/root", option: .selectTab(1))
        #expect(result.placement.summary == "selected tab 1 of \"tabs\"")
        #expect(fixture.tabs.selectedIndex == 1)
        #expect(fixture.prefs.screens.screenIdentifiers == ["settings"])
    }

    @Test("selectTab out of range fails with the tabs' own error, changing nothing")
    func selectTabOutOfRange() async throws {
        let fixture = try await TabsFixture()
        let error = await expectWireframeError(.presentationFailed, naming: ["SelectTabTransition"], in: fixture.base) {
            try await fixture.wireframe.route(to: "/compose", option: .selectTab(7, then: .push))
        }
        #expect((error?.underlyingError as? PresentationError)?.code == .tabOutOfRange)
    }

    @Test("selectTab whose inner presentation fails selects the previous tab again")
    func selectTabUndo() async throws {
        let fixture = try await TabsFixture()
        // The profile tab is no stack, so pushing inside it fails after the tab was selected.
        await expectWireframeError(.noContainer, naming: ["\"profile\" is not on a stack"], in: fixture.base) {
            try await fixture.wireframe.route(to: "/compose", option: .selectTab(2, then: .push))
        }
        #expect(fixture.tabs.selectedIndex == 0)
        // The same with a UIKit-rule violation inside the tab: "settings" is already shown.
        await expectWireframeError(.presentationFailed, in: fixture.base) {
            try await fixture.wireframe.route(to: "/prefs/root", option: .selectTab(2, then: .present))
        }
        #expect(fixture.tabs.selectedIndex == 0)
    }

    @Test("selectTab without tabs fails with noContainer")
    func selectTabWithoutTabs() async throws {
        let fixture = try await WireframeFixture()
        await expectWireframeError(.noContainer, naming: ["no tabs", "\"compose\""], in: fixture) {
            try await fixture.wireframe.route(to: "/compose", option: .selectTab(0))
        }
    }

    @Test("options describe themselves as they are spelled")
    func optionDescriptions() {
        let options: [any RoutingOption] = [
            .push, .push(animated: false), .present, .present(inStack: true), .present(inStack: true, animated: false),
            .replaceRoot, .replaceRoot(inStack: true), .selectTab(2, then: .push), .show, .show(animated: false),
        ]
        #expect(
            options.map(\.description) == [
                "push", "push(animated: false)", "present", "present(inStack: true)",
                "present(inStack: true, animated: false)",
                "replaceRoot", "replaceRoot(inStack: true)", "selectTab(2, then: push)", "show",
                "show(animated: false)",
            ]
        )
        #expect(SelectTabOption(1, then: .push(animated: false)).animated == false)
    }
}
