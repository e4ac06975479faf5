import WireframeKit

// The state router's scaling case: a path built one push at a time through the router, as an
// app of the ReSwift-Router kind builds it.
extension ScalingBenchmark {
    /// A routable of the app's own that shows nothing: what is timed is the router alone.
    @MainActor
    final class NothingShownRoutable: Routable {
        func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable { self }
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

    /// Builds a path of `size` segments with `size` calls of `apply(.push(_:))` on a
    /// `StateRouter` over a routable of the app's own. Each push used to compare the whole path
    /// three times (the router's diff, its check that it had caught up, its turn's name) and
    /// build a description of it: 2 000 pushes took 1.3 s, 8 000 took 25 s in a debug build.
    static let routerPushes = Case(
        name: "push one segment at a time (router)",
        unit: "pushes",
        baseSize: 10_000,
        quickBaseSize: 2_000
    ) { size in
        let store = BasicNavigationStore()
        let router = StateRouter(store: store, root: NothingShownRoutable())
        let segments = (0..<size).map { PathSegment("s\($0)") }
        return {
            for segment in segments where try await router.apply(.push(segment, animated: false)) != .shown {
                return "push \(segment) was not shown"
            }
            return router.shownPath.count == size && store.navigationState.path.count == size
                ? nil : "the router did not show every push"
        }
    }
}
