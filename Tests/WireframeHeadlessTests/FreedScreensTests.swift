import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A screen that leaves the hierarchy is freed: nothing but weak links ever point back up.
@MainActor
struct FreedScreensTests {
    @Test func aPoppedScreenIsFreed() async throws {
        let f = try await Fixture()
        weak var message: HeadlessScreen?
        do {
            let screen = HeadlessScreen("message")
            message = screen
            try await f.stack.push(screen, animated: false)
        }
        #expect(message != nil)
        try await f.stack.pop(animated: false)
        #expect(message == nil)
    }

    @Test func screensPoppedToAScreenAreFreed() async throws {
        let f = try await Fixture()
        weak var a: HeadlessScreen?
        weak var b: HeadlessScreen?
        do {
            let screens = [HeadlessScreen("a"), HeadlessScreen("b")]
            (a, b) = (screens[0], screens[1])
            for screen in screens { try await f.stack.push(screen, animated: false) }
        }
        try await f.stack.popToRoot(animated: false)
        #expect(a == nil)
        #expect(b == nil)
    }

    @Test func anAnimatedPopFreesTheScreenWhenItCompletes() async throws {
        let f = try await Fixture()
        weak var message: HeadlessScreen?
        do {
            let screen = HeadlessScreen("message")
            message = screen
            try await f.stack.push(screen, animated: false)
        }
        let pop = Task { _ = try await f.stack.pop(animated: true) }
        try await f.clock.waitForSleepers()
        #expect(message != nil)
        f.clock.advance(by: f.window.animationDuration)
        try await pop.value
        #expect(message == nil)
    }

    @Test func aDismissedModalChainIsFreed() async throws {
        let f = try await Fixture()
        weak var compose: HeadlessScreen?
        weak var picker: HeadlessStack?
        do {
            let screen = HeadlessScreen("compose")
            let stack = try HeadlessStack("picker", screens: [HeadlessScreen("list")])
            (compose, picker) = (screen, stack)
            try await f.inbox.present(screen, animated: false)
            try await screen.present(stack, animated: false)
        }
        try await f.inbox.dismissPresented(animated: false)
        #expect(compose == nil)
        #expect(picker == nil)
    }

    @Test func aSwipedDownModalIsFreed() async throws {
        let f = try await Fixture()
        weak var compose: HeadlessScreen?
        do {
            let screen = HeadlessScreen("compose")
            compose = screen
            try await f.inbox.present(screen, animated: false)
            try await screen.simulateSwipeDown(animated: false)
        }
        #expect(compose == nil)
    }

    @Test func aReplacedRootIsFreedWithEverythingInIt() async throws {
        let window = HeadlessWindow()
        weak var tabs: HeadlessTabs?
        weak var stack: HeadlessStack?
        weak var inbox: HeadlessScreen?
        weak var compose: HeadlessScreen?
        do {
            let screen = HeadlessScreen("inbox")
            let modal = HeadlessScreen("compose")
            let navigation = try HeadlessStack(screens: [screen])
            let root = try HeadlessTabs(tabs: [navigation])
            (tabs, stack, inbox, compose) = (root, navigation, screen, modal)
            try await window.setRoot(root, animated: false)
            try await screen.present(modal, animated: false)
        }
        try await window.setRoot(HeadlessScreen("login"), animated: false)
        #expect(tabs == nil)
        #expect(stack == nil)
        #expect(inbox == nil)
        #expect(compose == nil)
    }

    @Test func screensReplacedBySetScreensAreFreed() async throws {
        let f = try await Fixture()
        weak var old: HeadlessScreen?
        do {
            let screen = HeadlessScreen("old")
            old = screen
            try await f.stack.push(screen, animated: false)
        }
        try await f.stack.setScreens([HeadlessScreen("fresh")], animated: false)
        #expect(old == nil)
        #expect(f.inbox.enclosingStack == nil)
    }

    @Test func tabsReplacedBySetTabsAreFreed() async throws {
        let window = HeadlessWindow()
        let tabs = HeadlessTabs()
        try await window.setRoot(tabs, animated: false)
        weak var first: HeadlessStack?
        weak var firstScreen: HeadlessScreen?
        do {
            let screen = HeadlessScreen("inbox")
            let stack = try HeadlessStack(screens: [screen])
            (first, firstScreen) = (stack, screen)
            try await tabs.setTabs([stack, HeadlessScreen("settings")], animated: false)
        }
        try await tabs.setTabs([HeadlessScreen("search")], animated: false)
        #expect(first == nil)
        #expect(firstScreen == nil)
    }

    @Test func aDroppedWindowFreesItsHierarchy() async throws {
        weak var window: HeadlessWindow?
        weak var inbox: HeadlessScreen?
        do {
            let strongWindow = HeadlessWindow()
            let screen = HeadlessScreen("inbox")
            (window, inbox) = (strongWindow, screen)
            try await strongWindow.setRoot(try HeadlessStack(screens: [screen]), animated: false)
            try await screen.present(HeadlessScreen("compose"), animated: false)
        }
        #expect(window == nil)
        #expect(inbox == nil)
    }

    @Test func aScreenHeldByTheCallerIsUnlinkedAndReusable() async throws {
        let f = try await Fixture()
        let message = HeadlessScreen("message")
        try await f.stack.push(message, animated: false)
        try await f.stack.pop(animated: false)
        #expect(message.enclosingStack == nil)
        let other = HeadlessStack("other")
        try await other.push(message, animated: false)
        #expect(message.enclosingStack === other)
    }
}
