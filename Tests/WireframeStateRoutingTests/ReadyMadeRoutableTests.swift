import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// The ready-made routables over the headless backend: window root, tabs, stacks, modals.
@MainActor
@Suite("Ready-made routables: the route built from segment screens", .timeLimit(.minutes(1)))
struct ReadyMadeRoutableTests {
    @Test("a deep route builds every screen: the tabs, the tab, its list and what is pushed")
    func deepRoute() async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(["mail", "inbox", try messageSegment(42), "attachment"]))
        #expect(
            app.dump() == """
                window
                └─ tabs "mail" (selected: 0)
                   ├─ [0] stack "inbox"
                   │  ├─ screen "list"
                   │  ├─ screen "message:42"
                   │  └─ screen "attachment"
                   └─ [1] screen "settings"
                """
        )
        let attachment = try app.find("attachment", as: HeadlessScreen.self)
        #expect(attachment.pathSegment == "attachment")
        #expect(try app.find("mail", as: HeadlessTabs.self).pathSegment == "mail")
    }

    @Test("on a stack: a pop pops back to the segment's screen, a change replaces the top")
    func stack() async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(["mail", "inbox", try messageSegment(42), "attachment"]))
        let inbox = try app.find("inbox", as: HeadlessStack.self)
        try await app.router.apply(.setPath(["mail", "inbox", try messageSegment(42)]))
        #expect(inbox.screens.screenIdentifiers == ["list", "message:42"])
        try await app.router.apply(.replaceLast(try messageSegment(43)))
        #expect(inbox.screens.screenIdentifiers == ["list", "message:43"])
        try await app.router.apply(.pop())
        #expect(inbox.screens.screenIdentifiers == ["list"])
    }

    @Test("on tabs: a tab's segment selects it, at its root; another tab is a change")
    func tabs() async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(["mail", "inbox", try messageSegment(42)]))
        let tabs = try app.find("mail", as: HeadlessTabs.self)
        let inbox = try app.find("inbox", as: HeadlessStack.self)
        try await tabs.simulateTabTap(1, animated: false)
        #expect(app.route == "mail / settings")
        #expect(inbox.screens.screenIdentifiers == ["list", "message:42"], "a tab the user left stays as it was")
        try await app.router.apply(.setPath(["mail", "inbox"]))
        #expect(tabs.selectedIndex == 0)
        #expect(inbox.screens.screenIdentifiers == ["list"], "a tab selected by the state shows what the route says")
        try await app.router.apply(.setPath(["mail", "settings"]))
        #expect(tabs.selectedIndex == 1)
        let error = await expectStateError(.cannotBuild) { try await app.router.apply(.pop()) }
        #expect(error?.segment == "mail")
        #expect(app.route == "mail / settings", "a tab bar always shows a tab, so the route says one")
        #expect(tabs.selectedIndex == 1)
    }

    @Test("modals: over a plain screen, over the tabs, and a modal stack with a screen pushed in it")
    func modals() async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(["mail", "settings", "about"]))
        #expect(try app.find("settings", as: HeadlessScreen.self).presentedScreen?.screenIdentifier == "about")
        try await app.router.apply(.setPath(["mail", "about"]))
        #expect(try app.find("mail", as: HeadlessTabs.self).presentedScreen?.screenIdentifier == "about")
        try await app.router.apply(.setPath(["mail", "inbox", "compose", "recipients"]))
        #expect(
            app.dump() == """
                window
                └─ tabs "mail" (selected: 0)
                   ├─ [0] stack "inbox"
                   │  └─ screen "list"
                   │     └─ presents stack "compose"
                   │        ├─ screen "draft"
                   │        └─ screen "recipients"
                   └─ [1] screen "settings"
                """
        )
        try await app.router.apply(.setPath(["mail", "inbox"]))
        #expect(try app.find("list", as: HeadlessScreen.self).presentedScreen == nil)
    }

    @Test("a change of the first segment replaces the window's root")
    func windowRoot() async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(["login"]))
        #expect(app.window.root?.screenIdentifier == "login")
        try await app.router.apply(.setPath(["onboarding"]))
        #expect(app.dump() == "window\n└─ stack \"onboarding\"\n   └─ screen \"welcome\"")
        try await app.router.apply(.setPath(["mail", "inbox"]))
        #expect(app.window.root?.screenIdentifier == "mail")
    }

    @Test("screens made for segments are freed once they leave the hierarchy")
    func freed() async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(["mail", "inbox", try messageSegment(42)]))
        weak let shown = try app.find("message:42", as: HeadlessScreen.self)
        weak let tabs = try app.find("mail", as: HeadlessTabs.self)
        try await app.router.apply(.setPath(["login"]))
        #expect(shown == nil)
        #expect(tabs == nil)
    }
}
