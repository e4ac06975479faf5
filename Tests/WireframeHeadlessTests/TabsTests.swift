import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

@MainActor
struct TabsTests {
    /// A window showing tabs "root": stack "main" (screen "inbox") and screen "settings".
    private func makeWindow() async throws -> (
        HeadlessWindow, HeadlessTabs, HeadlessStack, HeadlessScreen
    ) {
        let app = try await HeadlessFixture(
            .tabs("root", [.stack("main", ["inbox"]), "settings"]),
            animationDuration: .milliseconds(300)
        )
        return (app.window, try app.tabs("root"), try app.stack("main"), try app.screen("settings"))
    }

    @Test func newTabsSelectTheFirstTab() async throws {
        let (_, tabs, stack, settings) = try await makeWindow()
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedTab === stack)
        #expect(tabs.tabs.screenIdentifiers == ["main", "settings"])
        #expect(settings.enclosingTabs === tabs)
    }

    @Test func emptyTabsSelectNothing() {
        let tabs = HeadlessTabs()
        #expect(tabs.selectedIndex == nil)
        #expect(tabs.selectedTab == nil)
        #expect(tabs.dump() == "tabs (no tabs)")
    }

    @Test func selectTabChangesTheSelection() async throws {
        let (_, tabs, _, settings) = try await makeWindow()
        try await tabs.selectTab(at: 1)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedTab === settings)
    }

    @Test func setTabsReplacesTheTabsSelectsTheFirstAndMayKeepItsOwnTabs() async throws {
        let (_, tabs, stack, settings) = try await makeWindow()
        try await tabs.selectTab(at: 1)
        let search = HeadlessScreen("search")
        try await tabs.setTabs([search, stack], animated: false)
        #expect(tabs.tabs.screenIdentifiers == ["search", "main"])
        #expect(tabs.selectedIndex == 0)
        #expect(stack.enclosingTabs === tabs)
        #expect(settings.enclosingTabs == nil)
    }

    @Test func selectingAnOutOfRangeTabIsRefused() async throws {
        let (window, tabs, _, _) = try await makeWindow()
        for index in [2, -1, Int.max] {
            await expectPresentationError(.tabOutOfRange, naming: ["root"], unchanged: window.dump) {
                try await tabs.selectTab(at: index)
            }
        }
    }

    @Test func aTabAlreadyElsewhereIsRefused() async throws {
        let (window, tabs, _, _) = try await makeWindow()
        let elsewhere = HeadlessScreen("elsewhere")
        let other = try HeadlessStack("other", screens: [elsewhere])
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["elsewhere", "other"],
            unchanged: window.dump
        ) {
            try await tabs.setTabs([elsewhere], animated: false)
        }
        #expect(other.topScreen === elsewhere)
    }

    @Test func theSameTabTwiceIsRefused() async throws {
        let (window, tabs, _, _) = try await makeWindow()
        let twice = HeadlessScreen("twice")
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["twice"],
            unchanged: window.dump
        ) {
            try await tabs.setTabs([twice, twice], animated: false)
        }
    }

    @Test func noTabIsRefused() async throws {
        let (window, tabs, _, _) = try await makeWindow()
        await expectPresentationError(.empty, naming: ["root"], unchanged: window.dump) {
            try await tabs.setTabs([], animated: false)
        }
    }

    @Test func tabsCannotHoldThemselves() async throws {
        let tabs = HeadlessTabs("loop")
        await expectPresentationError(.alreadyInHierarchy, naming: ["loop"], unchanged: tabs.dump) {
            try await tabs.setTabs([tabs], animated: false)
        }
    }

    @Test func aStackInTabsCanHoldTabs() async throws {
        let (_, _, stack, _) = try await makeWindow()
        let inner = try HeadlessTabs("inner", tabs: [HeadlessScreen("x")])
        try await stack.push(inner, animated: false)
        #expect(inner.enclosingStack === stack)
        #expect(stack.topmostScreen.screenIdentifier == "x")
    }
}
