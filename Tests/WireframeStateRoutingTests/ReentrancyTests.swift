import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A routable that awaits the router it works for would wait for the change that called it:
/// the router hung, and each timeout retried the push, which dispatched again (after 6 s the store
/// held the segment 20 times). Such a call fails at once with `reentrantNavigation`, changes
/// nothing in the store, and the router goes on.
@MainActor
@Suite("Re-entrance: a routable that awaits its own router", .timeLimit(.minutes(1)))
struct ReentrancyTests {
    /// A routable that, asked to push `b`, first runs `reenter` with the router, and records
    /// what it threw.
    final class ReenteringRoutable: Routable {
        weak var router: StateRouter?
        let reenter: @MainActor (StateRouter) async throws -> Void
        var thrown: [any Error] = []

        init(_ reenter: @escaping @MainActor (StateRouter) async throws -> Void) {
            self.reenter = reenter
        }

        func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable {
            if segment == "b", let router {
                do {
                    try await reenter(router)
                } catch {
                    thrown.append(error)
                    throw error
                }
            }
            return self
        }

        func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws {}

        func change(
            _ segment: PathSegment,
            to new: PathSegment,
            animated: Bool,
            in turn: NavigationTurn
        ) async throws -> any Routable {
            self
        }
    }

    /// Every path the store held, in order, and every failure the router reported.
    @MainActor
    final class Witness {
        var paths: [[PathSegment]] = []
        var reported: [StateRoutingError] = []
        private var observation: StoreObservation?

        init(_ router: StateRouter, store: BasicNavigationStore) {
            observation = store.observeNavigationState { [unowned self] in self.paths.append($0.path) }
            router.onError = { [unowned self] in self.reported.append($0) }
        }

        func cancel() { observation?.cancel() }
    }

    nonisolated static let calls: [String] = ["apply", "settle", "restore"]

    /// Calls of the router made from detached tasks, and what they threw.
    @MainActor
    final class DetachedCalls {
        var entered = 0
        var thrown: [StateRoutingError] = []

        /// Calls the router as `call` says, recording what it throws.
        func call(_ call: String, on router: StateRouter) async throws {
            entered += 1
            do {
                switch call {
                case "apply": try await router.apply(.push("c"))
                case "settle": try await router.settle()
                default:
                    // A restore that cannot show the saved state shows its fallback, and says why.
                    let saved = try NavigationState(path: ["a", "b", "c"]).jsonData()
                    if case .fellBack(let error) = try await router.restore(from: saved, fallback: ["a"]) {
                        throw error
                    }
                }
            } catch let error as StateRoutingError {
                thrown.append(error)
                throw error
            }
        }
    }

    /// An actor of the app's own through which a routable reaches the router.
    actor Relay {
        func apply(_ change: PathChange, on router: StateRouter) async throws {
            try await router.apply(change)
        }
    }

    @Test(
        "awaiting the router from a routable fails at once; the store never holds more",
        arguments: calls + ["apply through another actor"]
    )
    func awaitingTheRouter(call: String) async throws {
        let store = BasicNavigationStore()
        let routable = ReenteringRoutable { router in
            switch call {
            case "apply": try await router.apply(.push("c"))
            case "apply through another actor": try await Relay().apply(.push("c"), on: router)
            case "settle": try await router.settle()
            default:
                let saved = try NavigationState(path: ["a", "b", "c"]).jsonData()
                _ = try await router.restore(from: saved, fallback: ["a"])
            }
        }
        // The timeout's clock never moves: a router waiting for itself would hang the test.
        let router = StateRouter(store: store, root: routable, clock: ManualClock())
        routable.router = router
        let witness = Witness(router, store: store)

        let navigation = Task { try await router.apply(.setPath(["a", "b"])) }
        let error = await expectStateError(.reentrantNavigation) { _ = try await navigation.value }
        #expect(error?.segment == "b")
        #expect(error?.message.contains("from inside the router's own change (push b at 1)") == true)
        #expect(error?.message.contains("Task.detached") == true)
        #expect(routable.thrown.count == 1)
        #expect(witness.reported.map(\.code) == [.reentrantNavigation])
        // The store was never asked for the routable's change: it holds what is shown.
        #expect(witness.paths == [["a", "b"], ["a"]])
        #expect(store.navigationState.path == ["a"])
        #expect(router.shownPath == ["a"])
        #expect(!router.isBusy)
        // The router is not wedged.
        try await router.apply(.push("x"))
        #expect(router.shownPath == ["a", "x"])
        witness.cancel()
    }

    // A detached task does not inherit the change's turn, so its call cannot be refused at once:
    // it waits for the change, which waits for it. The router used to time the step out, take
    // it back, go on to the path the detached call had dispatched (pushing `b` again, which made
    // another detached call), and never become idle; the store grew by a segment each round.
    // The cycle ends at the step's timeout: the changes asked while that step ran are let go
    // with `reentrantNavigation` and withdrawn, and the router settles on what is shown.
    @Test("awaiting a detached call of the router from a routable ends at the step's timeout", arguments: calls)
    func awaitingADetachedCall(call: String) async throws {
        let store = BasicNavigationStore()
        let clock = ManualClock()
        let detached = DetachedCalls()
        let routable = ReenteringRoutable { router in
            try await Task.detached { try await detached.call(call, on: router) }.value
        }
        let router = StateRouter(store: store, root: routable, timeout: .seconds(2), clock: clock)
        routable.router = router
        let witness = Witness(router, store: store)

        let navigation = Task { try await router.apply(.setPath(["a", "b"])) }
        try await waitUntil("the push of b awaits the detached call") {
            detached.entered == 1 && clock.sleeperCount == 1
        }
        clock.advance(by: .seconds(2))
        try await waitUntil("the router is idle", timeout: .seconds(10)) { !router.isBusy }
        let error = await expectStateError(.timedOut) { _ = try await navigation.value }
        #expect(error?.segment == "b")
        try await waitUntil("the detached call is released") { detached.thrown.count == 1 }
        #expect(detached.entered == 1)
        if call == "settle" {
            // It asked for no change: it returns what the change it waited for threw.
            #expect(detached.thrown == [error].compactMap { $0 })
        } else {
            #expect(detached.thrown.map(\.code) == [.reentrantNavigation])
            #expect(
                detached.thrown.first?.message.contains(
                    "waited for the router while the push of \"b\" (position 1) was in flight"
                ) == true,
                "\(detached.thrown.first?.message ?? "")"
            )
        }
        #expect(witness.reported.map(\.code) == [.timedOut])
        // The detached call's change was withdrawn: the store holds what is shown.
        #expect(witness.paths.allSatisfy { $0.count <= 3 }, "\(witness.paths)")
        #expect(store.navigationState.path == ["a"])
        #expect(router.shownPath == ["a"])
        // The router is not wedged, and the next change, shown, is reported shown.
        #expect(try await router.apply(.push("x")) == .shown)
        #expect(router.shownPath == ["a", "x"])
        witness.cancel()
    }

    @Test("a routable that wants another change runs it from a Task.detached: it waits for its turn")
    func fromADetachedTask() async throws {
        let store = BasicNavigationStore()
        final class Later { var task: Task<Void, any Error>? }
        let later = Later()
        let routable = ReenteringRoutable { router in
            later.task = Task.detached { try await router.apply(.push("c")) }
        }
        let router = StateRouter(store: store, root: routable, clock: ManualClock())
        routable.router = router
        try await router.apply(.setPath(["a", "b"]))
        try await #require(later.task).value
        #expect(router.shownPath == ["a", "b", "c"])
        #expect(store.navigationState.path == ["a", "b", "c"])
    }

    @Test("a Task made in a routable that calls the router once the change is over is not refused")
    func fromATaskOnceTheChangeIsOver() async throws {
        let store = BasicNavigationStore()
        final class Later { var task: Task<StateRouter.ChangeOutcome, any Error>? }
        let later = Later()
        let routable = ReenteringRoutable { router in
            // It inherits the task-local turn of the change, but runs only once the change is over.
            later.task = Task {
                while router.isBusy { await Task.yield() }
                return try await router.apply(.push("c"))
            }
        }
        let router = StateRouter(store: store, root: routable, clock: ManualClock())
        routable.router = router
        try await router.apply(.setPath(["a", "b"]))
        #expect(try await #require(later.task).value == .shown)
        #expect(router.shownPath == ["a", "b", "c"])
    }
}
