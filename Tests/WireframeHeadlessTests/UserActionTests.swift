import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// What the user does (back swipe, tab tap, swipe-down), simulated and reported after the change.
@MainActor
struct UserActionTests {
    /// Records the events a window's observers hear, with the dump seen at each.
    private final class Recorder {
        var events: [String] = []
        var dumps: [String] = []
    }

    private func record(_ window: HeadlessWindow) -> (Recorder, NavigationObservation) {
        let recorder = Recorder()
        let observation = window.observeUserNavigation { [recorder] event in
            recorder.events.append(event.summary)
            recorder.dumps.append(window.dump())
        }
        return (recorder, observation)
    }

    @Test func aBackSwipePopsTheTopAndReportsItAfterwards() async throws {
        let f = try await Fixture()
        try await f.stack.push(HeadlessScreen("message"), animated: false)
        let (recorder, observation) = record(f.window)
        try await f.stack.simulateBackSwipe(animated: false)
        #expect(f.stack.screens.screenIdentifiers == ["inbox"])
        #expect(recorder.events == [#"wentBack stack "main" popped [message]"#])
        #expect(recorder.dumps == [f.window.dump()], "observers see the hierarchy already changed")
        observation.cancel()
    }

    @Test func anAnimatedBackSwipeReportsWhenItCompletes() async throws {
        let f = try await Fixture()
        try await f.stack.push(HeadlessScreen("message"), animated: false)
        let (recorder, observation) = record(f.window)
        let swipe = Task { try await f.stack.simulateBackSwipe() }
        try await f.clock.waitForSleepers()
        #expect(recorder.events.isEmpty)
        f.clock.advance(by: f.window.animationDuration)
        try await swipe.value
        #expect(recorder.events == [#"wentBack stack "main" popped [message]"#])
        observation.cancel()
    }

    @Test func aBackSwipeAtTheRootIsRefusedAndNotReported() async throws {
        let f = try await Fixture()
        let (recorder, observation) = record(f.window)
        await expectPresentationError(
            .nothingToPop,
            naming: ["main", "inbox"],
            unchanged: f.window.dump
        ) {
            try await f.stack.simulateBackSwipe(animated: false)
        }
        #expect(recorder.events.isEmpty)
        observation.cancel()
    }

    @Test func aTabTapSelectsTheTabAndReportsIt() async throws {
        let app = try await HeadlessFixture(.tabs("root", ["inbox", "settings"]))
        let (window, tabs) = (app.window, try app.tabs("root"))
        let (recorder, observation) = record(window)
        try await tabs.simulateTabTap(1)
        #expect(tabs.selectedIndex == 1)
        #expect(recorder.events == [#"selectedTab tabs "root" index 1"#])
        #expect(recorder.dumps.first?.contains("tabs \"root\" (selected: 1)") == true)
        observation.cancel()
    }

    @Test func tappingTheSelectedStackTabPopsItToItsRoot() async throws {
        let app = try await HeadlessFixture(.tabs("root", [.stack("main", ["inbox", "a", "b"]), "settings"]))
        let (window, tabs, stack) = (app.window, try app.tabs("root"), try app.stack("main"))
        let (recorder, observation) = record(window)
        try await tabs.simulateTabTap(0)
        #expect(stack.screens.screenIdentifiers == ["inbox"])
        #expect(recorder.events == [#"wentBack stack "main" popped [b, a]"#])
        try await tabs.simulateTabTap(0)
        #expect(recorder.events.count == 1, "a tap that changes nothing reports nothing")
        observation.cancel()
    }

    @Test func aTapOnAnOutOfRangeTabIsRefusedAndNotReported() async throws {
        let app = try await HeadlessFixture(.tabs("root", ["inbox"]))
        let (window, tabs) = (app.window, try app.tabs("root"))
        let (recorder, observation) = record(window)
        await expectPresentationError(.tabOutOfRange, naming: ["root"], unchanged: window.dump) {
            try await tabs.simulateTabTap(3)
        }
        #expect(recorder.events.isEmpty)
        observation.cancel()
    }

    @Test func aSwipeDownDismissesThePresentedScreenAndReportsIt() async throws {
        let f = try await Fixture()
        let compose = HeadlessScreen("compose")
        try await f.inbox.present(compose, animated: false)
        let (recorder, observation) = record(f.window)
        try await compose.simulateSwipeDown(animated: false)
        #expect(f.inbox.presentedScreen == nil)
        #expect(recorder.events == [#"dismissedModal presenter "inbox" screen "compose""#])
        observation.cancel()
    }

    @Test func aSwipeDownInAPresentedStackDismissesTheStack() async throws {
        let f = try await Fixture()
        let form = HeadlessScreen("form")
        let sheet = try HeadlessStack("sheet", screens: [form])
        try await f.inbox.present(sheet, animated: false)
        let (recorder, observation) = record(f.window)
        try await form.simulateSwipeDown(animated: false)
        #expect(f.inbox.presentedScreen == nil)
        #expect(recorder.events == [#"dismissedModal presenter "inbox" screen "sheet""#])
        observation.cancel()
    }

    @Test func aSwipeDownOfAScreenNotPresentedIsRefusedAndNotReported() async throws {
        let f = try await Fixture()
        let (recorder, observation) = record(f.window)
        await expectPresentationError(
            .nothingPresented,
            naming: ["inbox"],
            unchanged: f.window.dump
        ) {
            try await f.inbox.simulateSwipeDown(animated: false)
        }
        #expect(recorder.events.isEmpty)
        observation.cancel()
    }

    @Test func aSwipeDownOfACoveredModalIsRefusedAndNotReported() async throws {
        let f = try await Fixture()
        let compose = HeadlessScreen("compose")
        try await f.inbox.present(compose, animated: false)
        try await compose.present(HeadlessScreen("picker"), animated: false)
        let (recorder, observation) = record(f.window)
        await expectPresentationError(
            .alreadyPresenting,
            naming: ["compose", "picker"],
            unchanged: f.window.dump
        ) {
            try await compose.simulateSwipeDown(animated: false)
        }
        #expect(recorder.events.isEmpty)
        observation.cancel()
    }
}
