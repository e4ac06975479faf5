import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// States that arrive while a change runs are not replayed: the router goes from what is shown
/// to the latest state.
@MainActor
@Suite("Coalescing: from what is shown to the latest state", .timeLimit(.minutes(1)))
struct CoalescingTests {
    let log = RoutableLog()
    let store = BasicNavigationStore()

    @Test("states dispatched during a step: the next pass goes straight to the last one")
    func intermediateStatesSkipped() async throws {
        log.heldSegments = ["a"]
        let router = StateRouter.recording(log, store: store)
        store.dispatch(.setPath(["a"]))
        try await waitUntil("push a waits") { log.waitingCount == 1 }
        store.dispatch(.setPath(["a", "b"]))
        store.dispatch(.setPath(["a", "c"]))
        store.dispatch(.setPath(["a", "c", "d"]))
        log.releaseOne()
        try await router.settle()
        #expect(log.calls == ["push a on root", "push c on a", "push d on c"])
        #expect(router.shownPath == ["a", "c", "d"])
    }

    // A caller heard the first failure of the whole catching-up, even one of a later change
    // after the screens had shown its own: a shown change was reported as failed.
    @Test("a change the screens showed is shown, even when a later change of the same catching-up fails")
    func shownThenALaterChangeFails() async throws {
        log.heldSegments = ["a", "b"]
        log.failingSegments = ["x"]
        let router = StateRouter.recording(log, store: store)
        store.dispatch(.setPath(["a"]))
        try await waitUntil("push a waits") { log.waitingCount == 1 }
        let first = Task { try await router.apply(.setPath(["a", "b"])) }
        try await waitUntil("the change is dispatched") { store.navigationState.path == ["a", "b"] }
        log.releaseOne()
        try await waitUntil("push b waits") { log.waitingCount == 1 }
        store.dispatch(.setPath(["a", "b", "x"]))
        log.releaseOne()
        #expect(try await first.value == .shown)
        #expect(router.lastError?.segment == "x")
        #expect(router.shownPath == ["a", "b"])
        #expect(store.navigationState.path == ["a", "b"])
    }

    @Test("a state that arrives midway through a change stops it after the current step")
    func supersededMidway() async throws {
        log.heldSegments = ["b"]
        let router = StateRouter.recording(log, store: store)
        store.dispatch(.setPath(["a", "b", "c", "d"]))
        try await waitUntil("push b waits") { log.waitingCount == 1 }
        store.dispatch(.setPath(["a", "x"]))
        log.releaseOne()
        try await router.settle()
        #expect(log.calls == ["push a on root", "push b on a", "change b to x on a"])
        #expect(router.shownPath == ["a", "x"])
    }

    @Test("going back to the route shown while a change ran takes only the steps back")
    func backToWhereItWas() async throws {
        let router = StateRouter.recording(log, store: store)
        try await router.apply(.setPath(["a"]))
        log.heldSegments = ["b"]
        store.dispatch(.push("b"))
        try await waitUntil("push b waits") { log.waitingCount == 1 }
        log.heldSegments = []
        store.dispatch(.push("c"))
        store.dispatch(.setPath(["a"]))
        log.releaseOne()
        try await router.settle()
        #expect(log.calls == ["push a on root", "push b on a", "pop b from a"])
        #expect(router.shownPath == ["a"])
    }

    @Test("on the headless backend, animated: the screens of skipped states are never made")
    func headless() async throws {
        let app = try MailApp(animationDuration: .milliseconds(300))
        var made: [String] = []
        let screens = app.screens
        try screens.register("trace") { _ in
            made.append("trace")
            return HeadlessScreen("trace")
        }
        app.store.dispatch(.setPath(["mail", "inbox", try messageSegment(1)]))
        try await waitUntil("an animation runs") { app.clock.sleeperCount > 0 }
        app.store.dispatch(.setPath(["mail", "inbox", "trace"]))
        app.store.dispatch(.setPath(["mail", "settings"]))
        try await runAnimations(on: app.clock, step: .milliseconds(300)) { !app.router.isBusy }
        try await app.router.settle()
        #expect(made.isEmpty)
        #expect(app.route == "mail / settings")
        #expect(
            app.dump() == """
                window
                └─ tabs "mail" (selected: 1)
                   ├─ [0] stack "inbox"
                   │  └─ screen "list"
                   └─ [1] screen "settings"
                """
        )
    }
}
