import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

@MainActor
struct WindowTests {
    @Test func aNewWindowHasNoRoot() {
        let window = HeadlessWindow()
        #expect(window.root == nil)
        #expect(window.topmostScreen == nil)
        #expect(window.allScreens.isEmpty)
        #expect(window.dump() == "window (no root)")
    }

    @Test func setRootShowsTheScreen() async throws {
        let window = HeadlessWindow()
        let home = HeadlessScreen("home")
        try await window.setRoot(home, animated: false)
        #expect(window.root === home)
        #expect(window.topmostScreen === home)
    }

    @Test func setRootReplacesTheOldRootAndItsModals() async throws {
        let f = try await Fixture()
        let compose = HeadlessScreen("compose")
        try await f.inbox.present(compose, animated: false)
        let login = HeadlessScreen("login")
        try await f.window.setRoot(login, animated: false)
        #expect(f.window.root === login)
        #expect(f.inbox.presentedScreen == nil)
        #expect(compose.presentingScreen == nil)
        #expect(f.stack.screens.screenIdentifiers == ["inbox"], "a container keeps its own screens")
    }

    @Test func settingTheCurrentRootAgainIsRefused() async throws {
        let f = try await Fixture()
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["main"],
            unchanged: f.window.dump
        ) {
            try await f.window.setRoot(f.stack, animated: false)
        }
    }

    @Test func settingAScreenInTheHierarchyAsRootIsRefused() async throws {
        let f = try await Fixture()
        await expectPresentationError(
            .alreadyInHierarchy,
            naming: ["inbox", "main"],
            unchanged: f.window.dump
        ) {
            try await f.window.setRoot(f.inbox, animated: false)
        }
    }

    @Test func theRootOfAnotherWindowIsRefused() async throws {
        let f = try await Fixture()
        let other = HeadlessWindow()
        await expectPresentationError(.alreadyInHierarchy, naming: ["main"], unchanged: other.dump) {
            try await other.setRoot(f.stack, animated: false)
        }
        #expect(f.window.root === f.stack)
    }

    @Test func aForeignRootIsRefused() async throws {
        let window = HeadlessWindow()
        await expectPresentationError(.foreignScreen, naming: ["foreign"], unchanged: window.dump) {
            try await window.setRoot(ForeignScreen("foreign"), animated: false)
        }
    }

    @Test func allScreensListsEveryScreenInDumpOrder() async throws {
        let f = try await Fixture()
        let message = HeadlessScreen("message")
        try await f.stack.push(message, animated: false)
        try await f.inbox.present(HeadlessScreen("compose"), animated: false)
        #expect(f.window.allScreens.screenIdentifiers == ["main", "inbox", "compose", "message"])
        #expect(f.window.screen(withIdentifier: "message") === message)
        #expect(f.window.screen(withIdentifier: "nowhere") == nil)
    }

    @Test func aNegativeAnimationDurationCountsAsZero() {
        let window = HeadlessWindow(animationDuration: .seconds(-1))
        #expect(window.animationDuration == .zero)
    }
}
