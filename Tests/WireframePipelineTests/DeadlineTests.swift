import Logging
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A plug-in whose continuation never resumes used to wedge the wireframe for good. With a
/// request timeout, the request fails with `timedOut` naming the plug-in, the hierarchy is
/// unchanged, and the next request runs; a turn past the slow-turn threshold is logged as a
/// warning.
@MainActor
@Suite("Wireframe: request timeout and slow-turn warning", .timeLimit(.minutes(1)))
struct DeadlineTests {
    /// A continuation kept so that the plug-in waiting on it can be let go at the test's end.
    @MainActor
    final class Stuck {
        var continuation: CheckedContinuation<Void, Never>?
        func wait() async { await withCheckedContinuation { continuation = $0 } }
        func release() {
            continuation?.resume()
            continuation = nil
        }
    }

    @Test("a screen provider that never returns times out and frees the queue")
    func stuckScreenProvider() async throws {
        // The deadline runs on the fixture's manual clock: on a real one, a loaded machine
        // could let /compose below overrun 100 ms too.
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.navigator.setTurnTimeout(.milliseconds(100))
        let stuck = Stuck()
        try wireframe.register("/stuck", name: "stuck") { _ in
            await stuck.wait()
            return HeadlessScreen("stuck")
        }
        await expectWireframeError(
            .timedOut,
            naming: ["route to \"/stuck\"", "screen provider \"stuck\""],
            in: fixture
        ) {
            let hanging = Task { try await wireframe.route(to: "/stuck", option: .push(animated: false)) }
            try await waitUntil("the screen provider waits") { stuck.continuation != nil }
            try await waitUntil("the deadline is watched") { fixture.clock.sleeperCount > 0 }
            fixture.clock.advance(by: .milliseconds(100))
            _ = try await hanging.value
        }
        let before = fixture.dump()
        #expect(try await wireframe.route(to: "/compose").screen.screenIdentifier == "compose")
        #expect(fixture.dump() != before)
        // The provider returns at last: the request that timed out shows nothing.
        let after = fixture.dump()
        stuck.release()
        try await Task.sleep(for: .milliseconds(50))
        #expect(fixture.dump() == after)
    }

    @Test("a transition that never finishes times out; the queue serves the next request")
    func stuckTransition() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.navigator.setTurnTimeout(.milliseconds(100))
        let stuck = Stuck()
        try wireframe.addTransition(name: "stuck", for: PushOption.self, patterns: ["/settings"]) { _, _, _ in
            await stuck.wait()
            throw TestError("let go")
        }
        await expectWireframeError(.timedOut, naming: ["transition \"stuck\""], in: fixture) {
            let hanging = Task { try await wireframe.route(to: "/settings", option: .push) }
            try await waitUntil("the transition waits") { stuck.continuation != nil }
            try await waitUntil("the deadline is watched") { fixture.clock.sleeperCount > 0 }
            fixture.clock.advance(by: .milliseconds(100))
            _ = try await hanging.value
        }
        #expect(try await wireframe.route(to: "/compose").screen.screenIdentifier == "compose")
        stuck.release()
    }

    @Test("with the default settings a plug-in that never returns cannot wedge navigation: 30 seconds, then the next")
    func defaultTimeoutFreesTheQueue() async throws {
        // The fixture times requests on its manual clock, which only the test moves.
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        let stuck = Stuck()
        try wireframe.register("/stuck", name: "stuck") { _ in
            await stuck.wait()
            return HeadlessScreen("stuck")
        }
        let before = fixture.dump()
        let hanging = Task { try await wireframe.route(to: "/stuck", option: .push(animated: false)) }
        try await waitUntil("the screen provider waits") { stuck.continuation != nil }
        let next = Task { try await wireframe.route(to: "/compose", option: .push(animated: false)) }
        try await waitUntil("the deadline is watched") { fixture.clock.sleeperCount > 0 }
        fixture.clock.advance(by: .seconds(29))
        for _ in 0..<50 { await Task.yield() }
        #expect(fixture.dump() == before, "the next request ran before the timeout")
        fixture.clock.advance(by: .seconds(1))
        let error = await #expect(throws: WireframeError.self) { try await hanging.value }
        #expect(error?.code == .timedOut)
        #expect(error?.message.contains("screen provider \"stuck\"") == true)
        #expect(try await next.value.screen.screenIdentifier == "compose")
        stuck.release()
    }

    @Test("a request within its timeout is served as usual, and the timeout can be removed")
    func withinTimeout() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.navigator.setTurnTimeout(.seconds(30))
        #expect(wireframe.navigator.turnTimeout == .seconds(30))
        #expect(try await wireframe.route(to: "/compose").screen.screenIdentifier == "compose")
        try wireframe.navigator.setTurnTimeout(nil)
        #expect(wireframe.navigator.turnTimeout == nil)
    }

    @Test("a cancelled caller still stops waiting when its turn runs with a timeout")
    func cancelledWithTimeout() async throws {
        // The deadline is on the fixture's manual clock, which never moves here: on a real one,
        // a loaded machine took longer than the timeout to cancel, and the request timed out.
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.navigator.setTurnTimeout(.seconds(30))
        let started = AsyncStream<Void>.makeStream()
        try wireframe.register("/slow", name: "slow") { _ in
            started.continuation.yield()
            try await Task.sleep(for: .seconds(600))
            return HeadlessScreen("slow")
        }
        let request = Task { try await wireframe.route(to: "/slow") }
        var iterator = started.stream.makeAsyncIterator()
        await iterator.next()
        request.cancel()
        let error = await #expect(throws: WireframeError.self) { try await request.value }
        #expect(error?.code == .cancelled)
    }

    @Test("settings of zero or less are refused; by default a request may hold its turn 30 seconds")
    func invalidSettings() async throws {
        let navigator = Wireframe().navigator
        #expect(throws: NavigationError.self) { try navigator.setTurnTimeout(.zero) }
        #expect(throws: NavigationError.self) { try navigator.setSlowTurnWarning(after: .seconds(-1)) }
        #expect(navigator.turnTimeout == .seconds(30))
        #expect(navigator.slowTurnWarningThreshold == .seconds(10))
    }

    @Test("a turn past the slow-turn threshold is logged once as a warning naming the plug-in")
    func slowTurnWarning() async throws {
        // On the fixture's manual clock: on a real one, a loaded machine could let /compose
        // below run past 30 ms and be warned of too.
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.navigator.setSlowTurnWarning(after: .milliseconds(30))
        let gate = Stuck()
        try wireframe.register("/slow", name: "slow") { _ in
            await gate.wait()
            return HeadlessScreen("slow")
        }
        let slow = Task { try await wireframe.route(to: "/slow") }
        try await waitUntil("the screen provider waits") { gate.continuation != nil }
        try await waitUntil("the turn is watched") { fixture.clock.sleeperCount > 0 }
        fixture.clock.advance(by: .milliseconds(30))
        try await waitUntil("the slow turn is warned of") { !fixture.log.messages(at: .warning).isEmpty }
        gate.release()
        _ = try await slow.value
        let warnings = fixture.log.messages(at: .warning)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("route to \"/slow\"") == true)
        #expect(warnings.first?.contains("screen provider \"slow\"") == true)
        try await wireframe.route(to: "/compose")
        #expect(fixture.log.messages(at: .warning).count == 1)
    }

    @Test("without a request timeout a request runs in its caller's task: a slow one is warned of when it ends")
    func untimedSlowTurnWarnedAtItsEnd() async throws {
        let fixture = try await WireframeFixture(timeoutClock: ContinuousClock())
        let wireframe = fixture.wireframe
        try wireframe.navigator.setTurnTimeout(nil)
        try wireframe.navigator.setSlowTurnWarning(after: .milliseconds(30))
        let gate = Stuck()
        try wireframe.register("/slow", name: "slow") { _ in
            await gate.wait()
            return HeadlessScreen("slow")
        }
        let slow = Task { try await wireframe.route(to: "/slow", option: .push(animated: false)) }
        try await waitUntil("the screen provider waits") { gate.continuation != nil }
        try await Task.sleep(for: .milliseconds(60))
        // No watchdog watches a turn without a deadline: nothing is logged while it runs.
        #expect(fixture.log.messages(at: .warning).isEmpty)
        gate.release()
        #expect(try await slow.value.screen.screenIdentifier == "slow")
        let warnings = fixture.log.messages(at: .warning)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("route to \"/slow\" held the navigator's turn for") == true)
    }

    @Test("without a request timeout a cancelled caller's plug-in is cancelled, and its request fails whole")
    func untimedCancellation() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.navigator.setTurnTimeout(nil)
        let before = fixture.dump()
        var began = false
        try wireframe.register("/sleepy", name: "sleepy") { _ in
            began = true
            try await Task.sleep(for: .seconds(60))
            return HeadlessScreen("sleepy")
        }
        let sleepy = Task { try await wireframe.route(to: "/sleepy", option: .push(animated: false)) }
        try await waitUntil("the screen provider runs") { began }
        sleepy.cancel()
        await expectWireframeError(.cancelled, naming: ["screen provider \"sleepy\""], in: fixture) {
            _ = try await sleepy.value
        }
        #expect(fixture.dump() == before)
        #expect(try await wireframe.route(to: "/compose").screen.screenIdentifier == "compose")
    }
}
