import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

@MainActor
struct PresentationTests {
    @Test func presentLinksBothScreens() async throws {
        let f = try await Fixture()
        let compose = HeadlessScreen("compose")
        try await f.inbox.present(compose, animated: false)
        #expect(f.inbox.presentedScreen === compose)
        #expect(compose.presentingScreen === f.inbox)
        #expect(f.window.topmostScreen === compose)
    }

    @Test func dismissRemovesTheWholeModalChain() async throws {
        let f = try await Fixture()
        let compose = HeadlessScreen("compose")
        let picker = HeadlessScreen("picker")
        try await f.inbox.present(compose, animated: false)
        try await compose.present(picker, animated: false)
        try await f.inbox.dismissPresented(animated: false)
        #expect(f.inbox.presentedScreen == nil)
        #expect(compose.presentingScreen == nil)
        #expect(compose.presentedScreen == nil)
        #expect(picker.presentingScreen == nil)
        #expect(f.window.topmostScreen === f.inbox)
    }

    @Test func containersPresentToo() async throws {
        let f = try await Fixture()
        let sheet = try HeadlessStack("sheet", screens: [HeadlessScreen("form")])
        try await f.stack.present(sheet, animated: false)
        #expect(f.stack.presentedScreen === sheet)
        #expect(f.window.topmostScreen?.screenIdentifier == "form")
        try await f.stack.dismissPresented(animated: false)
        #expect(f.stack.presentedScreen == nil)
    }

    @Test func presentingFromAScreenThatPresentsIsRefused() async throws {
        let f = try await Fixture()
        try await f.inbox.present(HeadlessScreen("compose"), animated: false)
        await expectPresentationError(
            .alreadyPresenting,
            naming: ["inbox", "compose", "other"],
            unchanged: f.window.dump
        ) {
            try await f.inbox.present(HeadlessScreen("other"), animated: false)
        }
    }

    @Test func presentingFromAScreenOutsideAWindowIsRefused() async throws {
        let lonely = HeadlessScreen("lonely")
        await expectPresentationError(
            .notInHierarchy,
            naming: ["lonely", "compose"],
            unchanged: lonely.dump
        ) {
            try await lonely.present(HeadlessScreen("compose"), animated: false)
        }
        let stack = try HeadlessStack("detached", screens: [lonely])
        await expectPresentationError(
            .notInHierarchy,
            naming: ["lonely", "compose"],
            unchanged: stack.dump
        ) {
            try await lonely.present(HeadlessScreen("compose"), animated: false)
        }
    }

    @Test func presentingAScreenInTheHierarchyIsRefused() async throws {
        let f = try await Fixture()
        let message = HeadlessScreen("message")
        try await f.stack.push(message, animated: false)
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["message", "main"],
            unchanged: f.window.dump
        ) {
            try await f.inbox.present(message, animated: false)
        }
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["main"],
            unchanged: f.window.dump
        ) {
            try await f.inbox.present(f.stack, animated: false)
        }
    }

    @Test func presentingAForeignScreenIsRefused() async throws {
        let f = try await Fixture()
        await expectPresentationError(.foreignScreen, naming: ["foreign"], unchanged: f.window.dump) {
            try await f.inbox.present(ForeignScreen("foreign"), animated: false)
        }
    }

    @Test func dismissingWhenNothingIsPresentedIsRefused() async throws {
        let f = try await Fixture()
        await expectPresentationError(
            .nothingPresented,
            naming: ["inbox"],
            unchanged: f.window.dump
        ) {
            try await f.inbox.dismissPresented(animated: false)
        }
        await expectPresentationError(.nothingPresented, naming: ["main"], unchanged: f.window.dump) {
            try await f.stack.dismissPresented(animated: false)
        }
    }

    @Test func poppingAPresenterEndsItsModals() async throws {
        let f = try await Fixture()
        let message = HeadlessScreen("message")
        let compose = HeadlessScreen("compose")
        try await f.stack.push(message, animated: false)
        try await message.present(compose, animated: false)
        try await f.stack.pop(animated: false)
        #expect(message.presentedScreen == nil)
        #expect(compose.presentingScreen == nil)
        #expect(f.window.topmostScreen === f.inbox)
    }

    @Test func aDismissedScreenCanBePresentedAgain() async throws {
        let f = try await Fixture()
        let compose = HeadlessScreen("compose")
        try await f.inbox.present(compose, animated: false)
        try await f.inbox.dismissPresented(animated: false)
        try await f.inbox.present(compose, animated: false)
        #expect(f.inbox.presentedScreen === compose)
    }
}
