import WireframeHeadless
import WireframeKit

/// Route changes of depth 10 for the state router, on routables that do nothing but count their
/// calls.
///
/// - Every route has 10 segments; segment `i` is one of 3 variants (`s<i>-<k>`), made once.
/// - Each change goes from one route to the next: it keeps a prefix of random length (0 to 9
///   segments) and replaces the rest with other variants, the segment at the first differing
///   position always a different one. A change therefore takes 1 to 19 steps (pops, one change,
///   pushes), about 10 on average. The last route leads back to the first, so the changes can
///   be cycled.
/// - The router runs on a `BasicNavigationStore`, without a window; with `wireframe`, its changes
///   take turns in the queue of a wireframe attached to a headless window.
/// - The routables are one ``CountingRoutable``, which returns itself for each segment it
///   pushes: the calls alone are what the router cannot do without.
@MainActor
struct StateRoutingWorkload {
    static let depth = 10
    static let variants = 3

    let routes: [[PathSegment]]
    /// `steps[i]`: the steps from `routes[i]` to `routes[(i + 1) % routes.count]`.
    let steps: [[PathStep]]
    let routable: CountingRoutable
    let store: BasicNavigationStore
    let router: StateRouter
    /// Held here: the wireframe holds its root weakly.
    let window: HeadlessWindow?

    /// The steps of one pass over every change.
    var stepsPerPass: Int { steps.reduce(0) { $0 + $1.count } }

    init(changes: Int, wireframe: Bool, keepsEverySegment: Bool = false) async throws {
        var random = SplitMix64(seed: 0x57A7E)
        let segments = (0..<Self.depth).map { level in
            (0..<Self.variants).map { PathSegment("s\(level)-\($0)") }
        }
        var routes: [[PathSegment]] = [segments.map { $0[0] }]
        for _ in 1..<changes {
            var route = routes[routes.count - 1]
            let kept = random.below(Self.depth)
            for level in kept..<Self.depth {
                let current = segments[level].firstIndex(of: route[level]) ?? 0
                let offset = level == kept ? 1 + random.below(Self.variants - 1) : random.below(Self.variants)
                route[level] = segments[level][(current + offset) % Self.variants]
            }
            routes.append(route)
        }
        self.routes = routes
        steps = routes.indices.map { PathStep.steps(from: routes[$0], to: routes[($0 + 1) % routes.count]) }
        routable = CountingRoutable(keepsEverySegment: keepsEverySegment)
        store = BasicNavigationStore(NavigationState(path: routes[0]))
        if wireframe {
            let window = HeadlessWindow(animationDuration: .zero)
            let wireframe = Wireframe()
            wireframe.attach(root: window)
            self.window = window
            router = StateRouter(store: store, root: routable, wireframe: wireframe)
        } else {
            window = nil
            router = StateRouter(store: store, root: routable)
        }
        try await router.settle()
        routable.calls = 0
    }

    /// Change `index` through the router: dispatch and wait until it is shown.
    func change(_ index: Int) async throws(StateRoutingError) {
        try await router.apply(.setPath(routes[(index + 1) % routes.count], animated: false))
    }

    /// Change `index` as the routables' calls alone: the same calls, in the same order, made
    /// directly, in `turn` (a turn of the router's navigator, which the caller holds for many
    /// changes).
    func callsAlone(_ index: Int, in turn: NavigationTurn) async throws {
        let routable = routable
        for step in steps[index] {
            switch step {
            case .push(let segment, _): _ = try await routable.push(segment, animated: false, in: turn)
            case .pop(let segment, _): try await routable.pop(segment, animated: false, in: turn)
            case .change(let segment, let new, _):
                _ = try await routable.change(segment, to: new, animated: false, in: turn)
            }
        }
    }

    /// Whether the router shows the route change `index` leads to, and the routables were called
    /// `calls` times since they were last reset; a description of what is wrong, or `nil`.
    func checkAfter(change index: Int, calls: Int) -> String? {
        let expected = routes[(index + 1) % routes.count]
        guard router.shownPath == expected, store.navigationState.path == expected else {
            return "after change \(index) the router shows \(router.shownPath.pathDescription), "
                + "not \(expected.pathDescription)"
        }
        guard routable.calls == calls else {
            return "the routables were called \(routable.calls) times, not \(calls)"
        }
        if let error = router.lastError { return "the router failed: \(error.message)" }
        return nil
    }
}

/// A routable that does nothing but count its calls (and, for the heap measurement's self-test,
/// keep every segment it is given): it returns itself for what it pushes.
@MainActor
final class CountingRoutable: Routable {
    var calls = 0
    private let keepsEverySegment: Bool
    private(set) var kept: [PathSegment] = []

    init(keepsEverySegment: Bool) {
        self.keepsEverySegment = keepsEverySegment
    }

    func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable {
        count(segment)
        return self
    }

    func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws {
        count(segment)
    }

    func change(
        _ segment: PathSegment,
        to new: PathSegment,
        animated: Bool,
        in turn: NavigationTurn
    ) async throws -> any Routable {
        count(new)
        return self
    }

    private func count(_ segment: PathSegment) {
        calls &+= 1
        if keepsEverySegment { kept.append(segment) }
    }
}
