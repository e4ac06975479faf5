import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// Animated transitions take the window's animation duration on its clock, and become visible
/// when they complete.
@MainActor
struct AnimationTests {
    @Test func anAnimatedPushCompletesOnlyWhenTheClockHasAdvancedByTheDuration() async throws {
        let f = try await Fixture()
        let message = HeadlessScreen("message")
        let push = Task { try await f.stack.push(message, animated: true) }
        try await f.clock.waitForSleepers()
        #expect(f.stack.isTransitioning)
        #expect(
            f.stack.screens.screenIdentifiers == ["inbox"],
            "the change shows when the transition completes"
        )

        f.clock.advance(by: .milliseconds(299))
        #expect(f.clock.sleeperCount == 1)
        #expect(f.stack.isTransitioning)

        f.clock.advance(by: .milliseconds(1))
        try await push.value
        #expect(!f.stack.isTransitioning)
        #expect(f.stack.screens.screenIdentifiers == ["inbox", "message"])
    }

    @Test(.timeLimit(.minutes(1)))
    func theAnimationIsTimedFromTheStartOfTheTransition() async throws {
        let f = try await Fixture()
        let push = Task { try await f.stack.push(HeadlessScreen("message"), animated: true) }
        while !f.stack.isTransitioning { await Task.yield() }
        // The animation may not be asleep on the clock yet; its deadline is already set.
        f.clock.advance(by: f.window.animationDuration)
        try await push.value
        #expect(f.stack.screens.screenIdentifiers == ["inbox", "message"])
    }

    @Test func theDumpMarksARunningTransition() async throws {
        let f = try await Fixture()
        let push = Task { try await f.stack.push(HeadlessScreen("message"), animated: true) }
        try await f.clock.waitForSleepers()
        #expect(
            f.window.dump() == """
                window
                └─ stack "main" [in transition]
                   └─ screen "inbox" (Inbox)
                """
        )
        f.clock.advance(by: f.window.animationDuration)
        try await push.value
    }

    @Test(arguments: SecondTransition.allCases)
    func aSecondTransitionDuringAnAnimationIsRefused(_ second: SecondTransition) async throws {
        let f = try await Fixture()
        try await f.stack.push(HeadlessScreen("message"), animated: false)
        let first = Task { try await f.stack.push(HeadlessScreen("first"), animated: true) }
        try await f.clock.waitForSleepers()
        await expectPresentationError(
            .transitionInProgress,
            naming: ["main"],
            unchanged: f.window.dump
        ) {
            try await second.run(on: f)
        }
        f.clock.advance(by: f.window.animationDuration)
        try await first.value
        #expect(f.stack.screens.screenIdentifiers == ["inbox", "message", "first"])
    }

    @Test func aScreenClaimedByARunningTransitionCannotBeShownElsewhere() async throws {
        let f = try await Fixture()
        let message = HeadlessScreen("message")
        let push = Task { try await f.stack.push(message, animated: true) }
        try await f.clock.waitForSleepers()
        let other = HeadlessStack("other")
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["message"],
            unchanged: f.window.dump
        ) {
            try await other.push(message, animated: false)
        }
        f.clock.advance(by: f.window.animationDuration)
        try await push.value
        #expect(message.enclosingStack === f.stack)
    }

    @Test func aPresentationDuringItsAnimationRefusesASecondOne() async throws {
        let f = try await Fixture()
        let present = Task { try await f.inbox.present(HeadlessScreen("compose"), animated: true) }
        try await f.clock.waitForSleepers()
        #expect(f.inbox.presentedScreen == nil)
        await expectPresentationError(
            .transitionInProgress,
            naming: ["inbox"],
            unchanged: f.window.dump
        ) {
            try await f.inbox.present(HeadlessScreen("other"), animated: false)
        }
        f.clock.advance(by: f.window.animationDuration)
        try await present.value
        #expect(f.inbox.presentedScreen?.screenIdentifier == "compose")
    }

    @Test func anAnimatedSetRootRefusesASecondOne() async throws {
        let f = try await Fixture()
        let setRoot = Task { try await f.window.setRoot(HeadlessScreen("login"), animated: true) }
        try await f.clock.waitForSleepers()
        #expect(f.window.isTransitioning)
        #expect(f.window.root === f.stack)
        await expectPresentationError(.transitionInProgress, naming: [], unchanged: f.window.dump) {
            try await f.window.setRoot(HeadlessScreen("other"), animated: false)
        }
        f.clock.advance(by: f.window.animationDuration)
        try await setRoot.value
        #expect(f.window.root?.screenIdentifier == "login")
    }

    @Test(.timeLimit(.minutes(1)))
    func nonAnimatedTransitionsNeedNoClock() async throws {
        let f = try await Fixture()
        let message = HeadlessScreen("message")
        try await f.stack.push(message, animated: false)
        try await message.present(HeadlessScreen("compose"), animated: false)
        try await message.dismissPresented(animated: false)
        try await f.stack.pop(animated: false)
        try await f.window.setRoot(HeadlessScreen("login"), animated: false)
        #expect(f.clock.sleeperCount == 0)
        #expect(f.clock.now == ManualClock.Instant(offset: .zero))
    }

    @Test(.timeLimit(.minutes(1)))
    func aZeroDurationMakesAnimatedTransitionsInstant() async throws {
        let window = HeadlessWindow(clock: ManualClock(), animationDuration: .zero)
        let stack = try HeadlessStack(screens: [HeadlessScreen("a")])
        try await window.setRoot(stack, animated: true)
        try await stack.push(HeadlessScreen("b"), animated: true)
        #expect(stack.screens.screenIdentifiers == ["a", "b"])
    }

    @Test func cancellingTheCallerDoesNotCutTheAnimationShort() async throws {
        let f = try await Fixture()
        let message = HeadlessScreen("message")
        let push = Task { try await f.stack.push(message, animated: true) }
        try await f.clock.waitForSleepers()
        push.cancel()
        await Task.yield()
        #expect(f.stack.isTransitioning)
        #expect(f.clock.sleeperCount == 1)
        f.clock.advance(by: f.window.animationDuration)
        try await push.value
        #expect(f.stack.topScreen === message)
        #expect(!f.stack.isTransitioning)
    }

    @Test func aRealClockAnimationCompletes() async throws {
        let window = HeadlessWindow(animationDuration: .milliseconds(5))
        let stack = try HeadlessStack(screens: [HeadlessScreen("a")])
        try await window.setRoot(stack, animated: true)
        try await stack.push(HeadlessScreen("b"), animated: true)
        #expect(stack.screens.screenIdentifiers == ["a", "b"])
    }
}

/// Transitions asked of stack "main" while it animates a push.
enum SecondTransition: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case push, pop, popTo, setScreens, present, dismiss, backSwipe

    var testDescription: String { rawValue }

    @MainActor
    func run(on f: Fixture) async throws {
        switch self {
        case .push: try await f.stack.push(HeadlessScreen("second"), animated: false)
        case .pop: try await f.stack.pop(animated: false)
        case .popTo: try await f.stack.pop(to: f.inbox, animated: false)
        case .setScreens: try await f.stack.setScreens([f.inbox], animated: false)
        case .present: try await f.stack.present(HeadlessScreen("second"), animated: false)
        case .dismiss: try await f.stack.dismissPresented(animated: false)
        case .backSwipe: try await f.stack.simulateBackSwipe(animated: false)
        }
    }
}
