import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// The router asks the routables for the diff's steps one at a time, each after the previous
/// completed, with the change's animated flag.
@MainActor
@Suite("The router: steps in the seed's order, one at a time, with the animated flag", .timeLimit(.minutes(1)))
struct RouterOrderTests {
    let log = RoutableLog()
    let store = BasicNavigationStore()

    private func router() -> StateRouter {
        StateRouter(store: store, root: RecordingRoutable(log), clock: ManualClock())
    }

    @Test("each step goes to the routable responsible for its position")
    func responsibleRoutables() async throws {
        let router = router()
        try await router.apply(.setPath(["a", "b", "c"]))
        try await router.apply(.setPath(["a", "x", "y"]))
        #expect(
            log.calls == [
                "push a on root", "push b on a", "push c on b",
                "pop c from b", "change b to x on a", "push y on x",
            ]
        )
        #expect(router.shownPath == ["a", "x", "y"])
    }

    @Test("the animated flag of the change reaches every call", arguments: [true, false])
    func animatedFlag(animated: Bool) async throws {
        let router = router()
        try await router.apply(.setPath(["a", "b", "c"], animated: animated))
        try await router.apply(.setPath(["x", "y"], animated: animated))
        try await router.apply(.push("z", animated: animated))
        try await router.apply(.replaceLast("w", animated: animated))
        try await router.apply(.pop(animated: animated))
        let suffix = " (not animated)"
        #expect(log.calls.count == 10)
        #expect(log.calls.allSatisfy { $0.hasSuffix(suffix) == !animated }, "\(log.calls)")
    }

    @Test("each call starts only once the one before has completed")
    func completionOrder() async throws {
        log.heldSegments = ["a", "b", "c"]
        let router = router()
        store.dispatch(.setPath(["a", "b", "c"]))
        let expected = ["push a on root", "push b on a", "push c on b"]
        for index in expected.indices {
            try await waitUntil("call \(index) waits") { log.waitingCount == 1 }
            #expect(log.calls == Array(expected.prefix(index + 1)))
            #expect(log.completions == Array(expected.prefix(index)), "a call started before the one before completed")
            log.releaseOne()
        }
        try await router.settle()
        #expect(log.completions == ["push a on root", "push b on a", "push c on b"])
        #expect(router.shownPath == ["a", "b", "c"])
    }

    @Test("settle returns at once when the router is idle, and waits for it when it is busy")
    func settle() async throws {
        let router = router()
        try await router.settle()
        #expect(!router.isBusy)
        log.heldSegments = ["a"]
        store.dispatch(.setPath(["a"]))
        #expect(router.isBusy)
        let settled = Task { try await router.settle() }
        try await waitUntil("push a waits") { log.waitingCount == 1 }
        log.releaseOne()
        try await settled.value
        #expect(!router.isBusy && router.shownPath == ["a"])
    }

    @Test("a state whose route did not change takes no step")
    func sameRoute() async throws {
        let router = router()
        try await router.apply(.setPath(["a"]))
        try await router.apply(.setPath(["a"], animated: false))
        try await router.apply(try .setPathData(encoding: 1, for: ["a"]))
        #expect(log.calls == ["push a on root"])
    }

    @Test("the store's first route is shown when the router starts, not animated")
    func initialRoute() async throws {
        let store = BasicNavigationStore(NavigationState(path: ["a", "b"]))
        let router = StateRouter(store: store, root: RecordingRoutable(log), clock: ManualClock())
        try await router.settle()
        #expect(log.calls == ["push a on root (not animated)", "push b on a (not animated)"])
    }

    @Test("stopping during a step: the change fails as stopped, and no step follows")
    func stopDuringAStep() async throws {
        log.heldSegments = ["a"]
        let router = router()
        let navigation = Task { try await router.apply(.setPath(["a", "b"])) }
        try await waitUntil("push a waits") { log.waitingCount == 1 }
        router.stop()
        await expectStateError(.stopped) { try await navigation.value }
        log.releaseOne()
        for _ in 0..<100 { await Task.yield() }
        #expect(log.calls == ["push a on root"])
    }

    @Test("a stopped router follows the store no more")
    func stop() async throws {
        let router = router()
        try await router.apply(.setPath(["a"]))
        router.stop()
        store.dispatch(.push("b"))
        try await router.settle()
        #expect(log.calls == ["push a on root"])
        #expect(router.shownPath == ["a"])
    }
}
