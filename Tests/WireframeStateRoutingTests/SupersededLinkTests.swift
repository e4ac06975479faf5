import Foundation
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A deep link opened with `open(_:origin:animated:)`, or a saved state given to
/// `restore(from:fallback:)`, that the user or a later change overtook before its path was shown
/// used to return as if shown (`open`) or `.restored`: the caller now hears it was superseded,
/// and by what, as `apply(_:)` says.
@MainActor
@Suite("Superseded links and restorations: the caller can tell", .timeLimit(.minutes(1)))
struct SupersededLinkTests {
    let log = RoutableLog()
    let store = BasicNavigationStore()

    @Test("a link nothing overtakes is shown")
    func linkShown() async throws {
        let app = try DeepLinkTests.app()
        #expect(try await app.router.open("myapp://inbox/messages/42") == .shown)
        #expect(app.route == #"mail / inbox / message({"id":42})"#)
    }

    @Test("a later dispatch overtakes the link before it is shown: superseded by it, naming its path")
    func linkOvertakenByALaterChange() async throws {
        let app = try MailApp(animationDuration: .milliseconds(300))
        try DeepLinkTests.registerLinks(of: app.router)
        try await app.router.apply(.setPath(["mail", "inbox"], animated: false))
        let opening = Task { try await app.router.open("myapp://inbox/messages/42") }
        try await waitUntil("the push animates") { app.clock.sleeperCount > 0 }
        app.store.dispatch(.setPath(["mail", "settings"]))
        try await runAnimations(on: app.clock, step: .milliseconds(300)) { !app.router.isBusy }
        #expect(try await opening.value == .superseded(by: .laterChange(path: ["mail", "settings"])))
        try await app.router.settle()
        #expect(app.route == "mail / settings")
        #expect(app.router.lastError == nil)
    }

    @Test("the user navigates while the link's screens are shown: superseded by the user, naming the path shown")
    func linkOvertakenByTheUser() async throws {
        let app = try MailApp(animationDuration: .milliseconds(300))
        try DeepLinkTests.registerLinks(of: app.router)
        try await app.router.apply(.setPath(["mail", "inbox"], animated: false))
        let outcome = try await app.tapSettingsWhileAnimating { try await app.router.open("myapp://inbox/messages/42") }
        #expect(outcome == .superseded(by: .user(path: ["mail", "settings"])))
        #expect(app.route == "mail / settings")
    }

    @Test("a later dispatch overtakes a restoration: superseded by it, not restored")
    func restorationOvertaken() async throws {
        log.heldSegments = ["b"]
        let router = StateRouter.recording(log, store: store)
        let saved = try NavigationState(path: ["a", "b", "c"]).jsonData()
        let restoring = Task { try await router.restore(from: saved, fallback: ["a"]) }
        try await waitUntil("push b waits") { log.waitingCount == 1 }
        store.dispatch(.setPath(["a", "x"]))
        log.releaseOne()
        #expect(try await restoring.value == .superseded(by: .laterChange(path: ["a", "x"])))
        #expect(router.shownPath == ["a", "x"])
    }

    @Test("a restoration nothing overtakes is restored")
    func restored() async throws {
        let router = StateRouter.recording(log, store: store)
        let saved = try NavigationState(path: ["a", "b"]).jsonData()
        #expect(try await router.restore(from: saved, fallback: ["a"]) == .restored)
        #expect(router.shownPath == ["a", "b"])
    }
}
