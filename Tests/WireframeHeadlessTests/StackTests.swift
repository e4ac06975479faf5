import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

@MainActor
struct StackTests {
    @Test func pushPutsTheScreenOnTopAndLinksItToTheStack() async throws {
        let f = try await Fixture()
        let message = HeadlessScreen("message:42")
        try await f.stack.push(message, animated: false)
        #expect(f.stack.screens.screenIdentifiers == ["inbox", "message:42"])
        #expect(f.stack.topScreen === message)
        #expect(message.enclosingStack === f.stack)
    }

    @Test func popReturnsTheTopScreenAndUnlinksIt() async throws {
        let f = try await Fixture()
        let message = HeadlessScreen("message:42")
        try await f.stack.push(message, animated: false)
        let popped = try await f.stack.pop(animated: false)
        #expect(popped === message)
        #expect(message.enclosingStack == nil)
        #expect(f.stack.screens.screenIdentifiers == ["inbox"])
    }

    @Test func popAtTheRootReturnsNilAndChangesNothing() async throws {
        let f = try await Fixture()
        let before = f.window.dump()
        let popped = try await f.stack.pop(animated: false)
        #expect(popped == nil)
        #expect(f.window.dump() == before)
    }

    @Test func popToReturnsTheScreensAboveBottomFirst() async throws {
        let f = try await Fixture()
        for id in ["a", "b", "c"] { try await f.stack.push(HeadlessScreen(id), animated: false) }
        let popped = try await f.stack.pop(to: f.stack.screens[1], animated: false)
        #expect(popped.screenIdentifiers == ["b", "c"])
        #expect(f.stack.screens.screenIdentifiers == ["inbox", "a"])
    }

    @Test func popToTheTopScreenPopsNothing() async throws {
        let f = try await Fixture()
        let popped = try await f.stack.pop(to: f.inbox, animated: false)
        #expect(popped.isEmpty)
        #expect(f.stack.screens.screenIdentifiers == ["inbox"])
    }

    @Test func popToRootLeavesOnlyTheRoot() async throws {
        let f = try await Fixture()
        for id in ["a", "b"] { try await f.stack.push(HeadlessScreen(id), animated: false) }
        let popped = try await f.stack.popToRoot(animated: false)
        #expect(popped.screenIdentifiers == ["a", "b"])
        #expect(f.stack.screens.screenIdentifiers == ["inbox"])
    }

    @Test func setScreensReplacesTheStackAndMayKeepItsOwnScreens() async throws {
        let f = try await Fixture()
        let old = HeadlessScreen("old")
        try await f.stack.push(old, animated: false)
        let detail = HeadlessScreen("detail")
        try await f.stack.setScreens([detail, f.inbox], animated: false)
        #expect(f.stack.screens.screenIdentifiers == ["detail", "inbox"])
        #expect(f.inbox.enclosingStack === f.stack)
        #expect(old.enclosingStack == nil)
    }

    @Test func aStackOutsideAWindowCanBeBuiltUp() async throws {
        let stack = HeadlessStack()
        try await stack.push(HeadlessScreen("a"), animated: true)
        try await stack.push(HeadlessScreen("b"), animated: true)
        #expect(stack.screens.screenIdentifiers == ["a", "b"])
    }

    @Test func pushingAStackOntoAStackIsRefused() async throws {
        let f = try await Fixture()
        let inner = HeadlessStack("inner")
        await expectPresentationError(
            .stackInsideStack,
            naming: ["inner", "main"],
            unchanged: f.window.dump
        ) {
            try await f.stack.push(inner, animated: false)
        }
    }

    @Test func settingScreensWithAStackIsRefused() async throws {
        let f = try await Fixture()
        let inner = HeadlessStack("inner")
        await expectPresentationError(
            .stackInsideStack,
            naming: ["inner", "main"],
            unchanged: f.window.dump
        ) {
            try await f.stack.setScreens([HeadlessScreen("a"), inner], animated: false)
        }
    }

    @Test func aStackCannotBeCreatedHoldingAStack() throws {
        #expect(
            throws: PresentationError(
                .stackInsideStack,
                "cannot put stack on stack \"outer\": a stack cannot hold another stack"
            )
        ) {
            try HeadlessStack("outer", screens: [HeadlessStack()])
        }
    }

    @Test func pushingAScreenAlreadyOnTheStackIsRefused() async throws {
        let f = try await Fixture()
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["inbox", "main"],
            unchanged: f.window.dump
        ) {
            try await f.stack.push(f.inbox, animated: false)
        }
    }

    @Test func pushingAScreenOfAnotherStackIsRefused() async throws {
        let f = try await Fixture()
        let elsewhere = HeadlessScreen("elsewhere")
        let other = try HeadlessStack("other", screens: [elsewhere])
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["elsewhere", "other"],
            unchanged: f.window.dump
        ) {
            try await f.stack.push(elsewhere, animated: false)
        }
        #expect(other.topScreen === elsewhere)
    }

    @Test func pushingAPresentedScreenIsRefused() async throws {
        let f = try await Fixture()
        let compose = HeadlessScreen("compose")
        try await f.inbox.present(compose, animated: false)
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["compose", "inbox"],
            unchanged: f.window.dump
        ) {
            try await f.stack.push(compose, animated: false)
        }
    }

    @Test func pushingTheTabsThatHoldTheStackIsRefused() async throws {
        let stack = try HeadlessStack("main", screens: [HeadlessScreen("inbox")])
        let tabs = try HeadlessTabs("tabs", tabs: [stack])
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["tabs", "main"],
            unchanged: tabs.dump
        ) {
            try await stack.push(tabs, animated: false)
        }
    }

    @Test func setScreensWithAScreenOfAnotherStackIsRefused() async throws {
        let f = try await Fixture()
        let elsewhere = HeadlessScreen("elsewhere")
        let other = try HeadlessStack("other", screens: [elsewhere])
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["elsewhere"],
            unchanged: f.window.dump
        ) {
            try await f.stack.setScreens([f.inbox, elsewhere], animated: false)
        }
        #expect(other.topScreen === elsewhere)
    }

    @Test func setScreensWithTheSameScreenTwiceIsRefused() async throws {
        let f = try await Fixture()
        let twice = HeadlessScreen("twice")
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["twice"],
            unchanged: f.window.dump
        ) {
            try await f.stack.setScreens([twice, twice], animated: false)
        }
    }

    @Test func setScreensWithNoScreenIsRefused() async throws {
        let f = try await Fixture()
        await expectPresentationError(.empty, naming: ["main"], unchanged: f.window.dump) {
            try await f.stack.setScreens([], animated: false)
        }
    }

    @Test func popToAScreenNotOnTheStackIsRefused() async throws {
        let f = try await Fixture()
        let stranger = HeadlessScreen("stranger")
        await expectPresentationError(
            .notOnStack,
            naming: ["stranger", "main"],
            unchanged: f.window.dump
        ) {
            try await f.stack.pop(to: stranger, animated: false)
        }
    }

    @Test func aScreenWhoseStackWasFreedCanBePushedAgain() async throws {
        let f = try await Fixture()
        let orphan = HeadlessScreen("orphan")
        do { _ = try HeadlessStack("gone", screens: [orphan]) }
        try await f.stack.push(orphan, animated: false)
        #expect(orphan.enclosingStack === f.stack)
    }

    @Test func aForeignScreenIsRefused() async throws {
        let f = try await Fixture()
        await expectPresentationError(.foreignScreen, naming: ["foreign"], unchanged: f.window.dump) {
            try await f.stack.push(ForeignScreen("foreign"), animated: false)
        }
    }
}
