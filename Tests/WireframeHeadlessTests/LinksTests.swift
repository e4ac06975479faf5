import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// Where a screen finds its stack, tabs and presenter, as UIKit's properties do.
@MainActor
struct LinksTests {
    @Test func screensOnAStackInTabsKnowBoth() async throws {
        let inbox = HeadlessScreen("inbox")
        let stack = try HeadlessStack("main", screens: [inbox])
        let tabs = try HeadlessTabs(tabs: [stack])
        #expect(inbox.enclosingStack === stack)
        #expect(inbox.enclosingTabs === tabs)
        #expect(stack.enclosingTabs === tabs)
        #expect(stack.enclosingStack == nil)
        #expect(tabs.enclosingTabs == nil)
    }

    @Test func aPresentedScreenHasNoStackOrTabsOfItsPresenter() async throws {
        let f = try await Fixture()
        let compose = HeadlessScreen("compose")
        try await f.inbox.present(compose, animated: false)
        #expect(compose.enclosingStack == nil)
        #expect(compose.enclosingTabs == nil)
    }

    @Test func screensInAPresentedContainerKnowItsPresenter() async throws {
        let f = try await Fixture()
        let form = HeadlessScreen("form")
        let sheet = try HeadlessStack("sheet", screens: [form])
        try await f.inbox.present(sheet, animated: false)
        #expect(sheet.presentingScreen === f.inbox)
        #expect(form.presentingScreen === f.inbox)
        #expect(form.enclosingStack === sheet)
        #expect(f.inbox.presentingScreen == nil)
    }

    @Test func topmostScreenFollowsTabsStacksAndModals() async throws {
        let window = HeadlessWindow()
        let inbox = HeadlessScreen("inbox")
        let message = HeadlessScreen("message")
        let stack = try HeadlessStack(screens: [inbox, message])
        let tabs = try HeadlessTabs(tabs: [stack, HeadlessScreen("settings")])
        try await window.setRoot(tabs, animated: false)
        #expect(window.topmostScreen === message)
        try await message.present(HeadlessScreen("compose"), animated: false)
        #expect(window.topmostScreen?.screenIdentifier == "compose")
        try await tabs.selectTab(at: 1)
        #expect(window.topmostScreen?.screenIdentifier == "settings")
    }

    @Test func titlesAndContentAreKept() {
        final class Presenter {}
        let presenter = Presenter()
        let screen = HeadlessScreen("inbox", title: "Inbox", content: presenter)
        #expect(screen.title == "Inbox")
        #expect(screen.content === presenter)
        screen.title = "Mail"
        #expect(screen.title == "Mail")
    }

    @Test func containersAreHeadlessScreensKeepingTheirOwnContent() throws {
        final class Coordinator {}
        weak var coordinator: Coordinator?
        do {
            let stack = HeadlessStack("main")
            let screens: [HeadlessScreen] = [HeadlessScreen("inbox"), stack, HeadlessTabs("root")]
            #expect(
                screens.map { $0.dump() } == [#"screen "inbox""#, #"stack "main" (empty)"#, #"tabs "root" (no tabs)"#]
            )
            let kept = Coordinator()
            (stack.content, coordinator) = (kept, kept)
        }
        #expect(coordinator == nil, "the stack's content is freed with the stack")
    }
}
