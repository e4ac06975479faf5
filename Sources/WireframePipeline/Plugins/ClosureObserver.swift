import WireframePresentation
import WireframeRouting

/// A ``RoutingObserver`` made of closures; either may be left out. Callers make one with
/// ``Wireframe/addObserver(name:priority:patterns:willRoute:didRoute:)``:
///
/// <!-- sample ClosureObserver/ClosureObserver -->
/// ```swift
/// try wireframe.addObserver(
///     name: "analytics",
///     didRoute: { result in
///         analytics.track(screen: result.screen.screenIdentifier)
///     }
/// )
/// ```
struct ClosureObserver: RoutingObserver {
    /// The observer's name.
    let name: String
    private let decide: @MainActor (RoutingRequest) async -> RoutingDecision
    private let told: @MainActor (RoutingResult) -> Void

    /// Creates an observer that calls `willRoute` before and `didRoute` after routing.
    init(
        name: String = "closure",
        willRoute: @escaping @MainActor (RoutingRequest) async -> RoutingDecision = { _ in .proceed },
        didRoute: @escaping @MainActor (RoutingResult) -> Void = { _ in }
    ) {
        self.name = name
        self.decide = willRoute
        self.told = didRoute
    }

    /// Calls the `willRoute` closure.
    func willRoute(_ request: RoutingRequest) async -> RoutingDecision { await decide(request) }

    /// Calls the `didRoute` closure.
    func didRoute(_ result: RoutingResult) { told(result) }
}
