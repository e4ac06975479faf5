import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// Holds samples of the `///` comments of HeadlessContainerFactory.swift, HeadlessScreen.swift,
// HeadlessStack.swift, HeadlessTabs.swift, HeadlessWindow.swift and ManualClock.swift: each written
// here once, between the `sample` markers (the doc comments show what is written here:
// `SampleSourcesTests`) and followed by checks that what its comments say is what it does. A sample
// whose comments are aligned is held in a `do` block that swift-format leaves as it is.

@MainActor
@Suite("Documentation samples: the headless backend's doc comments")
struct HeadlessDocCommentSampleTests {
    @Test func aFactoryOfStacks() async throws {
        // sample HeadlessContainerFactory/HeadlessContainerFactory
        let window = HeadlessWindow(animationDuration: .zero)
        try await window.setRoot(try HeadlessStack("main", screens: [HeadlessScreen("inbox")]), animated: false)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/compose") { _ in HeadlessScreen("compose") }
        try await wireframe.route(to: "/compose", option: .present(inStack: true))
        // window.dump():
        // window
        // └─ stack "main"
        //    └─ screen "inbox"
        //       └─ presents stack
        //          └─ screen "compose"
        // sample end

        #expect(
            window.dump() == """
                window
                └─ stack "main"
                   └─ screen "inbox"
                      └─ presents stack
                         └─ screen "compose"
                """
        )
    }

    @Test func namingTheStacks() throws {
        // sample HeadlessContainerFactory/HeadlessContainerFactory-2
        let afterItsScreen = HeadlessContainerFactory(naming: .afterFirstScreen)  // stack "compose-stack"
        let modal = HeadlessContainerFactory(naming: .named("modal"))  // stack "modal"
        // sample end

        let compose = HeadlessScreen("compose")
        #expect(try afterItsScreen.makeStack(with: [compose]).screenIdentifier == "compose-stack")
        #expect(try modal.makeStack(with: [HeadlessScreen("compose")]).screenIdentifier == "modal")
    }

    @Test func aCustomNaming() throws {
        // swift-format-ignore
        let factory = HeadlessContainerFactory(
            naming:
                // sample HeadlessContainerFactory/custom
                .custom { screens in screens.first.map { "flow:" + $0.screenIdentifier } }
                // sample end
        )

        #expect(try factory.makeStack(with: [HeadlessScreen("checkout")]).screenIdentifier == "flow:checkout")
    }

    @Test func aScreen() async throws {
        let window = HeadlessWindow(animationDuration: .zero)

        // sample HeadlessScreen/HeadlessScreen
        let inbox = HeadlessScreen("inbox", title: "Inbox")
        try await window.setRoot(HeadlessStack(screens: [inbox]), animated: false)
        try await inbox.present(HeadlessScreen("compose"), animated: true)
        // sample end

        #expect(
            window.dump() == """
                window
                └─ stack
                   └─ screen "inbox" (Inbox)
                      └─ presents screen "compose"
                """
        )
    }

    @Test func aScreenOfOnesOwn() async throws {
        // sample HeadlessScreen/HeadlessScreen-2
        final class ProfileScreen: HeadlessScreen {
            var loads = 0
            override func screenDidLoad() { loads += 1 }
        }
        let profile = ProfileScreen()  // screen "ProfileScreen"
        // sample end

        #expect(profile.screenIdentifier == "ProfileScreen")
        #expect(profile.loads == 0)
        let window = HeadlessWindow(animationDuration: .zero)
        try await window.setRoot(profile, animated: false)
        #expect(profile.loads == 1)
        #expect(window.dump() == "window\n└─ screen \"ProfileScreen\"")
    }

    @Test func aStack() async throws {
        let window = HeadlessWindow(animationDuration: .zero)

        // sample HeadlessStack/HeadlessStack
        let stack = try HeadlessStack("main", screens: [HeadlessScreen("inbox")])
        try await window.setRoot(stack, animated: false)
        try await stack.push(HeadlessScreen("message:42"), animated: true)
        // sample end

        #expect(stack.screens.map(\.screenIdentifier) == ["inbox", "message:42"])
    }

    @Test func tabs() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let inboxStack = try HeadlessStack("inbox", screens: [HeadlessScreen("inbox")])

        // sample HeadlessTabs/HeadlessTabs
        let tabs = try HeadlessTabs(tabs: [inboxStack, HeadlessScreen("settings")])
        try await window.setRoot(tabs, animated: false)
        try await tabs.simulateTabTap(1)
        // sample end

        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedTab?.screenIdentifier == "settings")
    }

    @Test func aWindowOnAManualClock() async throws {
        // swift-format-ignore
        do {
            // sample HeadlessWindow/HeadlessWindow
            let clock = ManualClock()
            let window = HeadlessWindow(clock: clock)
            let stack = try HeadlessStack(screens: [HeadlessScreen("inbox")])
            try await window.setRoot(stack, animated: false)

            let push = Task { try await stack.push(HeadlessScreen("message:42"), animated: true) }
            try await clock.waitForSleepers()          // the push is animating
            clock.advance(by: window.animationDuration)
            try await push.value                        // now "message:42" is on top
            // sample end

            #expect(stack.topScreen?.screenIdentifier == "message:42")
            #expect(clock.now.offset == window.animationDuration)
        }
    }

    @Test func aManualClock() async throws {
        // swift-format-ignore
        do {
            // sample ManualClock/ManualClock
            let clock = ManualClock()
            let nap = Task { try await clock.sleep(for: .seconds(1)) }
            try await clock.waitForSleepers()   // the task is asleep now
            clock.advance(by: .seconds(1))      // and now it is woken
            try await nap.value
            // sample end

            #expect(clock.now.offset == .seconds(1))
        }
    }
}
