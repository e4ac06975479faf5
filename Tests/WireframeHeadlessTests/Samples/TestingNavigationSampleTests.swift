import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// The samples of the article TestingNavigation.md, each written once between the `sample` markers
// (the page shows what is written here: `SampleSourcesTests`), after the set-up a sample takes for
// granted and before the checks of what its comments say.

// sample TestingNavigation/overview
@MainActor
@Test func composeOpensOverTheMessage() async throws {
    let window = HeadlessWindow(clock: ManualClock())
    let message = HeadlessScreen("message:42")
    let inbox = try HeadlessStack("inbox", screens: [HeadlessScreen("inbox", title: "Inbox"), message])
    let tabs = try HeadlessTabs(tabs: [inbox, HeadlessScreen("settings")])
    try await window.setRoot(tabs, animated: false)

    try await message.present(HeadlessScreen("compose"), animated: false)
    #expect(window.topmostScreen?.screenIdentifier == "compose")
}
// sample end

@MainActor
@Suite("Documentation samples: TestingNavigation.md")
struct TestingNavigationSampleTests {
    @Test func checkTheRules() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let inbox = try HeadlessStack("inbox", screens: [HeadlessScreen("inbox")])
        try await window.setRoot(inbox, animated: false)
        let before = window.dump()

        // sample TestingNavigation/overview-2
        let error = await #expect(throws: PresentationError.self) {
            try await inbox.push(HeadlessStack("nested"), animated: false)
        }
        #expect(error?.code == .stackInsideStack)
        #expect(error?.message.contains("\"nested\"") == true)
        // sample end

        #expect(window.dump() == before)
    }

    @Test func controlTime() async throws {
        // sample TestingNavigation/overview-3
        let clock = ManualClock()
        let window = HeadlessWindow(clock: clock)
        let stack = try HeadlessStack("inbox", screens: [HeadlessScreen("inbox")])
        try await window.setRoot(stack, animated: false)

        let push = Task { try await stack.push(HeadlessScreen("detail"), animated: true) }
        try await clock.waitForSleepers()  // the push is animating
        #expect(stack.isTransitioning)
        clock.advance(by: window.animationDuration)
        try await push.value
        #expect(stack.topScreen?.screenIdentifier == "detail")
        // sample end

        #expect(!stack.isTransitioning)
    }

    @Test func simulateTheUser() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let stack = try HeadlessStack("inbox", screens: [HeadlessScreen("inbox"), HeadlessScreen("message:42")])
        let settings = HeadlessScreen("settings")
        let tabs = try HeadlessTabs(tabs: [stack, settings])
        try await window.setRoot(tabs, animated: false)
        let compose = HeadlessScreen("compose")

        // sample TestingNavigation/overview-4
        var events: [UserNavigationEvent] = []
        let observation = window.observeUserNavigation { events.append($0) }

        try await stack.simulateBackSwipe(animated: false)  // reports .wentBack(stack:popped:)
        try await tabs.simulateTabTap(1)  // reports .selectedTab(tabs:index:)
        try await settings.present(compose, animated: false)  // the app's own doing: not reported
        try await compose.simulateSwipeDown(animated: false)  // reports .dismissedModal(presentingScreen:screen:)
        observation.cancel()
        // sample end

        let kinds = events.map { event in
            switch event.kind {
            case .wentBack(let stack, let popped):
                "wentBack(stack: \(stack.screenIdentifier), popped: \(popped.map(\.screenIdentifier)))"
            case .selectedTab(let tabs, let index):
                "selectedTab(tabs: \(tabs.screenIdentifier), index: \(index))"
            case .dismissedModal(let presenting, let screen):
                "dismissedModal(presentingScreen: \(presenting.screenIdentifier), screen: \(screen.screenIdentifier))"
            }
        }
        #expect(
            kinds == [
                "wentBack(stack: inbox, popped: [\"message:42\"])",
                "selectedTab(tabs: tabs, index: 1)",
                "dismissedModal(presentingScreen: settings, screen: compose)",
            ]
        )
    }

    @Test func compareDumps() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let message = HeadlessScreen("message:42")
        let inbox = try HeadlessStack("inbox", screens: [HeadlessScreen("inbox", title: "Inbox"), message])
        try await window.setRoot(try HeadlessTabs(tabs: [inbox, HeadlessScreen("settings")]), animated: false)
        try await message.present(HeadlessScreen("compose"), animated: false)

        // sample TestingNavigation/overview-5
        // sample HierarchyDump/HierarchyDump
        let expected = """
            window
            └─ tabs (selected: 0)
               ├─ [0] stack "inbox"
               │  ├─ screen "inbox" (Inbox)
               │  └─ screen "message:42"
               │     └─ presents screen "compose"
               └─ [1] screen "settings"
            """
        // sample end
        #expect(window.dump() == expected)
        // sample end
    }

    @Test func checkThatScreensAreFreed() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let stack = try HeadlessStack("inbox", screens: [HeadlessScreen("inbox")])
        try await window.setRoot(stack, animated: false)

        // sample TestingNavigation/overview-6
        weak var detail: HeadlessScreen?
        do {
            let screen = HeadlessScreen("detail")
            detail = screen
            try await stack.push(screen, animated: false)
        }
        try await stack.pop(animated: false)
        #expect(detail == nil)
        // sample end
    }
}
