import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A routable that never completes fails after the timeout with an error naming its segment, and
/// the state is brought back in line with what is shown.
@MainActor
@Suite("Timeouts: a routable that never completes", .timeLimit(.minutes(1)))
struct TimeoutTests {
    let log = RoutableLog()
    let store = BasicNavigationStore()
    let clock = ManualClock()

    private func router() -> StateRouter {
        StateRouter(store: store, root: RecordingRoutable(log), timeout: .seconds(2), clock: clock)
    }

    @Test("the stuck step fails after the timeout, naming its segment; the state is what is shown")
    func timesOut() async throws {
        log.hangingSegments = ["c"]
        let router = router()
        var reported: [StateRoutingError] = []
        router.onError = { reported.append($0) }
        let navigation = Task { try await router.apply(.setPath(["a", "b", "c", "d"])) }
        try await waitUntil("push c hangs") { log.calls.count == 3 && clock.sleeperCount == 1 }
        clock.advance(by: .seconds(1))
        #expect(router.isBusy, "timed out before the deadline")
        clock.advance(by: .seconds(1))
        let error = await #expect(throws: StateRoutingError.self) { try await navigation.value }
        #expect(error?.code == .timedOut)
        #expect(error?.segment == "c")
        #expect(
            error?.message
                == #"the push of "c" (position 2) did not complete within 2.0 seconds; the path shown is a / b"#
        )
        #expect(reported == [error].compactMap { $0 })
        #expect(store.navigationState.path == ["a", "b"])
        #expect(router.shownPath == ["a", "b"])
        #expect(!log.calls.contains("push d on c"))
        log.releaseHanging()
    }

    @Test("a slow step that completes in time does not time out, and each step gets a full timeout")
    func deadlinePerStep() async throws {
        log.heldSegments = ["a", "b"]
        let router = router()
        store.dispatch(.setPath(["a", "b"]))
        try await waitUntil("push a waits") { log.waitingCount == 1 && clock.sleeperCount == 1 }
        clock.advance(by: .milliseconds(1_500))
        log.releaseOne()
        try await waitUntil("push b waits") { log.waitingCount == 1 }
        clock.advance(by: .milliseconds(1_500))
        try await waitUntil("the watchdog sleeps until b's deadline") { clock.sleeperCount == 1 }
        #expect(router.isBusy)
        log.releaseOne()
        try await router.settle()
        #expect(router.lastError == nil)
        #expect(router.shownPath == ["a", "b"])
    }

    @Test("a step that takes time without suspending still gives the next step a full timeout")
    func deadlinePerStepWithoutSuspending() async throws {
        // Pushing "a" takes 1.5 s of clock time synchronously, then "b" hangs: b's deadline is
        // 2 s after b began, not 2 s after the pass began.
        log.onCall = { [clock] segment in if segment == "a" { clock.advance(by: .milliseconds(1_500)) } }
        log.hangingSegments = ["b"]
        let router = router()
        store.dispatch(.setPath(["a", "b"]))
        try await waitUntil("push b hangs") { log.calls.count == 2 && clock.sleeperCount == 1 }
        clock.advance(by: .milliseconds(1_000))
        for _ in 0..<100 { await Task.yield() }
        #expect(router.isBusy, "b timed out 1 s after it began, with the time a took counted")
        #expect(router.lastError == nil)
        clock.advance(by: .milliseconds(1_000))
        let error = await #expect(throws: StateRoutingError.self) { try await router.settle() }
        #expect(error?.code == .timedOut)
        #expect(error?.segment == "b")
        #expect(router.shownPath == ["a"])
        log.releaseHanging()
    }

    @Test("after a timeout the router goes on with the next state")
    func goesOn() async throws {
        log.hangingSegments = ["b"]
        let router = router()
        store.dispatch(.setPath(["a", "b"]))
        try await waitUntil("push b hangs") { log.calls.count == 2 && clock.sleeperCount == 1 }
        clock.advance(by: .seconds(2))
        await #expect(throws: StateRoutingError.self) { try await router.settle() }
        try await router.apply(.setPath(["a", "c"]))
        #expect(router.shownPath == ["a", "c"])
        #expect(log.calls.last == "push c on a")
        log.releaseHanging()
    }

    @Test("the watchdog runs only while a step waits, and ends with it: an idle router holds no task")
    func idleWatchdogEnds() async throws {
        log.heldSegments = ["a"]
        let router = router()
        store.dispatch(.setPath(["a"]))
        try await waitUntil("the watchdog sleeps") { log.waitingCount == 1 && clock.sleeperCount == 1 }
        log.releaseOne()
        try await router.settle()
        try await waitUntil("the watchdog ends with its turn") { clock.sleeperCount == 0 }
        // A step that completes without waiting needs no watchdog at all.
        try await router.apply(.push("b"))
        for _ in 0..<100 { await Task.yield() }
        #expect(clock.sleeperCount == 0)
        #expect(router.lastError == nil)
        #expect(router.shownPath == ["a", "b"])
    }
}
