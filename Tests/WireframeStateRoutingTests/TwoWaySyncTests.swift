import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// What the user does is written back into the state, and the router does not navigate again:
/// every user action, on every kind of container.
@MainActor
@Suite("Two-way sync: the user's navigation updates the state", .timeLimit(.minutes(1)))
struct TwoWaySyncTests {
    /// Shows `route`, lets the user act, then checks the state and that the router stayed idle.
    private func expectSync(
        from route: [PathSegment],
        to expected: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ userAction: (MailApp) async throws -> Void
    ) async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(route))
        try await userAction(app)
        #expect(app.route == expected, sourceLocation: sourceLocation)
        #expect(app.router.shownPath.pathDescription == expected, sourceLocation: sourceLocation)
        #expect(!app.router.isBusy, "the router navigated again", sourceLocation: sourceLocation)
        let after = app.dump()
        try await app.router.settle()
        #expect(app.dump() == after, "the router changed the UI", sourceLocation: sourceLocation)
    }

    @Test("back swipe on a stack in a tab")
    func backSwipeInTab() async throws {
        try await expectSync(
            from: ["mail", "inbox", try messageSegment(42), "attachment"],
            to: #"mail / inbox / message({"id":42})"#
        ) { app in
            try await app.find("inbox", as: HeadlessStack.self).simulateBackSwipe(animated: false)
        }
    }

    @Test("back swipe on a stack that is the window's root")
    func backSwipeInRootStack() async throws {
        try await expectSync(from: ["onboarding", try messageSegment(1)], to: "onboarding") { app in
            try await app.find("onboarding", as: HeadlessStack.self).simulateBackSwipe(animated: false)
        }
    }

    @Test("back swipe on a stack presented modally")
    func backSwipeInModalStack() async throws {
        try await expectSync(from: ["mail", "inbox", "compose", "recipients"], to: "mail / inbox / compose") { app in
            try await app.find("compose", as: HeadlessStack.self).simulateBackSwipe(animated: false)
        }
    }

    @Test("tab tap: the state follows the tab, and reads back what the other tab's stack holds")
    func tabTap() async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(["mail", "inbox", try messageSegment(42)]))
        let tabs = try app.find("mail", as: HeadlessTabs.self)
        try await tabs.simulateTabTap(1, animated: false)
        #expect(app.route == "mail / settings")
        try await tabs.simulateTabTap(0, animated: false)
        #expect(app.route == #"mail / inbox / message({"id":42})"#)
        #expect(!app.router.isBusy)
    }

    @Test("tapping the selected tab pops its stack to the root")
    func reTap() async throws {
        try await expectSync(from: ["mail", "inbox", try messageSegment(42), "attachment"], to: "mail / inbox") { app in
            try await app.find("mail", as: HeadlessTabs.self).simulateTabTap(0, animated: false)
        }
    }

    @Test("swipe-down of a modal over a plain screen")
    func swipeDownOverScreen() async throws {
        try await expectSync(from: ["mail", "settings", "about"], to: "mail / settings") { app in
            try await app.find("about", as: HeadlessScreen.self).simulateSwipeDown(animated: false)
        }
    }

    @Test("swipe-down of a modal over the tabs: the route read back names the tab the tab bar shows")
    func swipeDownOverTabs() async throws {
        try await expectSync(from: ["mail", "about"], to: "mail / inbox") { app in
            try await app.find("about", as: HeadlessScreen.self).simulateSwipeDown(animated: false)
        }
    }

    @Test("swipe-down of a modal stack, from a screen pushed in it")
    func swipeDownModalStack() async throws {
        try await expectSync(from: ["mail", "inbox", "compose", "recipients"], to: "mail / inbox") { app in
            try await app.find("recipients", as: HeadlessScreen.self).simulateSwipeDown(animated: false)
        }
    }

    @Test("what the app navigates to next starts from where the user left the UI")
    func nextNavigation() async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(["mail", "inbox", try messageSegment(42)]))
        try await app.find("inbox", as: HeadlessStack.self).simulateBackSwipe(animated: false)
        try await app.router.apply(.push(try messageSegment(7)))
        #expect(try app.find("inbox", as: HeadlessStack.self).screens.screenIdentifiers == ["list", "message:7"])
    }

    @Test("the user acting while a change runs wins: the route is read off the UI after the step")
    func userDuringChange() async throws {
        let app = try MailApp(animationDuration: .milliseconds(300))
        try await app.router.apply(.setPath(["mail", "inbox"], animated: false))
        let tabs = try app.find("mail", as: HeadlessTabs.self)
        app.store.dispatch(.push(try messageSegment(42)))
        try await waitUntil("the push animates") { app.clock.sleeperCount > 0 }
        try await tabs.simulateTabTap(1, animated: false)
        try await runAnimations(on: app.clock, step: .milliseconds(300)) { !app.router.isBusy }
        #expect(app.route == "mail / settings")
        #expect(try app.find("inbox", as: HeadlessStack.self).screens.screenIdentifiers == ["list", "message:42"])
    }

    @Test("screens shown outside the state carry no segment: the path read off the UI skips them")
    func foreignScreens() async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(["mail", "inbox", try messageSegment(42)]))
        let inbox = try app.find("inbox", as: HeadlessStack.self)
        try await inbox.push(HeadlessScreen("not-in-state"), animated: false)
        try await inbox.push(HeadlessScreen("also-not"), animated: false)
        try await inbox.simulateBackSwipe(animated: false)
        #expect(app.route == #"mail / inbox / message({"id":42})"#)
        // A segment pushed above them by the state is read through them.
        try await app.router.apply(.push("attachment"))
        try await inbox.simulateBackSwipe(animated: false)
        #expect(app.route == #"mail / inbox / message({"id":42})"#)
        #expect(inbox.screens.screenIdentifiers == ["list", "message:42", "not-in-state"])
    }

    @Test("a back swipe on a stack of 2 000 pages: the whole path is read back, and the next pop pops one page")
    func longStack() async throws {
        let app = try MailApp()
        let pages = try (0..<2_000).map { try messageSegment($0) }
        try await app.router.apply(.setPath(["mail", "inbox"] + pages, animated: false))
        let inbox = try app.find("inbox", as: HeadlessStack.self)
        try await inbox.simulateBackSwipe(animated: false)
        #expect(app.store.navigationState.path == ["mail", "inbox"] + pages.dropLast())
        #expect(app.router.shownPath == app.store.navigationState.path)
        try await app.router.apply(.pop(animated: false))
        #expect(inbox.screens.count == 1 + 1_998)
        #expect(app.store.navigationState.path.count == 2 + 1_998)
    }

    @Test("routables that report children without end: a typed error naming the limit, not a path cut short")
    func childrenWithoutEnd() throws {
        final class Endless: Routable {
            func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable {
                self
            }
            func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws {}
            func change(
                _ segment: PathSegment,
                to new: PathSegment,
                animated: Bool,
                in turn: NavigationTurn
            ) async throws -> any Routable {
                self
            }
            var shownChild: ShownChild { .segment("again", routable: self) }
        }
        let router = StateRouter(store: BasicNavigationStore(), root: Endless(), clock: ManualClock())
        let error = #expect(throws: StateRoutingError.self) { try router.pathOnScreens() }
        #expect(error?.code == .pathTooDeep)
        #expect(error?.message.contains("deeper than 100000 segments") == true)
    }
}
