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

    @Test("each step goes to the routable responsible for its position")
    func responsibleRoutables() async throws {
        let router = StateRouter.recording(log, store: store)
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
        let router = StateRouter.recording(log, store: store)
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
        let router = StateRouter.recording(log, store: store)
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
        let router = StateRouter.recording(log, store: store)
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
        let router = StateRouter.recording(log, store: store)
        try await router.apply(.setPath(["a"]))
        try await router.apply(.setPath(["a"], animated: false))
        try await router.apply(try .setPathData(encoding: 1, for: ["a"]))
        #expect(log.calls == ["push a on root"])
    }

    @Test("the store's first route is shown when the router starts, not animated")
    func initialRoute() async throws {
        let store = BasicNavigationStore(NavigationState(path: ["a", "b"]))
        let router = StateRouter.recording(log, store: store)
        try await router.settle()
        #expect(log.calls == ["push a on root (not animated)", "push b on a (not animated)"])
    }

    @Test("stopping during a step: the change fails as stopped, and no step follows")
    func stopDuringAStep() async throws {
        log.heldSegments = ["a"]
        let router = StateRouter.recording(log, store: store)
        let navigation = Task { try await router.apply(.setPath(["a", "b"])) }
        try await waitUntil("push a waits") { log.waitingCount == 1 }
        router.stop()
        await expectStateError(.stopped) { _ = try await navigation.value }
        log.releaseOne()
        for _ in 0..<100 { await Task.yield() }
        #expect(log.calls == ["push a on root"])
    }

    @Test(
        "stopped during a step of the ready-made routables: when the step ends, the state says what is shown",
        arguments: ["push", "pop"]
    )
    func stopDuringAnAnimatedStep(step: String) async throws {
        let app = try MailApp(animationDuration: .milliseconds(300))
        let inbox: [PathSegment] = ["mail", "inbox"]
        try await app.router.apply(.setPath(step == "push" ? inbox : inbox + [try messageSegment(1)], animated: false))
        app.store.dispatch(step == "push" ? .push(try messageSegment(1)) : .pop())
        try await waitUntil("the \(step) animates") { app.clock.sleeperCount > 0 }
        app.router.stop()
        try await runAnimations(on: app.clock, step: .milliseconds(300)) { app.clock.sleeperCount == 0 }
        for _ in 0..<100 { await Task.yield() }
        #expect(app.route == (try app.router.pathOnScreens()).pathDescription, "\(app.dump())")
    }

    @Test(
        "stopped during a step of a routable of the app's own: when the step ends, the state says what is shown",
        arguments: ["push", "pop", "change"]
    )
    func stopDuringAStepOfYourOwn(step: String) async throws {
        let shelf = Shelf()
        let router = StateRouter(store: store, root: ShelfRoutable(shelf), clock: ManualClock())
        try await router.apply(.setPath(["a", "b"]))
        shelf.held = ["b", "c"]
        switch step {
        case "push": store.dispatch(.push("c"))
        case "pop": store.dispatch(.pop())
        default: store.dispatch(.replaceLast("c"))
        }
        try await waitUntil("the \(step) waits") { shelf.waitingCount == 1 }
        router.stop()
        shelf.releaseAll()
        for _ in 0..<100 { await Task.yield() }
        #expect(store.navigationState.path == shelf.shown)
    }

    @Test("a stopped router follows the store no more")
    func stop() async throws {
        let router = StateRouter.recording(log, store: store)
        try await router.apply(.setPath(["a"]))
        router.stop()
        store.dispatch(.push("b"))
        try await router.settle()
        #expect(log.calls == ["push a on root"])
        #expect(router.shownPath == ["a"])
    }
}

/// What a ``ShelfRoutable`` shows: a list of segments, changed at once by its routables, as a
/// routable of an app's own changes its UI without navigation steps.
@MainActor
final class Shelf {
    var shown: [PathSegment] = []
    /// Calls on these segments wait until ``releaseAll()``.
    var held: Set<String> = []
    private var waiting: [CheckedContinuation<Void, Never>] = []
    var waitingCount: Int { waiting.count }

    func holdIfAsked(_ segment: PathSegment) async {
        guard held.contains(segment.identifier) else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func releaseAll() {
        let all = waiting
        waiting = []
        for continuation in all { continuation.resume() }
    }
}

/// Shows the segment at `depth` of its shelf, and says so.
@MainActor
final class ShelfRoutable: Routable {
    let shelf: Shelf
    let depth: Int

    init(_ shelf: Shelf, depth: Int = 0) {
        self.shelf = shelf
        self.depth = depth
    }

    func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable {
        await shelf.holdIfAsked(segment)
        shelf.shown.append(segment)
        return ShelfRoutable(shelf, depth: depth + 1)
    }

    func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws {
        await shelf.holdIfAsked(segment)
        shelf.shown.removeLast()
    }

    func change(
        _ segment: PathSegment,
        to new: PathSegment,
        animated: Bool,
        in turn: NavigationTurn
    ) async throws -> any Routable {
        await shelf.holdIfAsked(new)
        shelf.shown[depth] = new
        return ShelfRoutable(shelf, depth: depth + 1)
    }

    var shownChild: ShownChild {
        depth < shelf.shown.count
            ? .segment(shelf.shown[depth], routable: ShelfRoutable(shelf, depth: depth + 1)) : .nothing
    }
}
