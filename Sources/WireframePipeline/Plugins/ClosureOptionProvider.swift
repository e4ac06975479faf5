import WireframePresentation
import WireframeRouting

/// A ``RoutingOptionProvider`` made of a closure.
struct ClosureOptionProvider: RoutingOptionProvider {
    /// The provider's name.
    let name: String
    private let choose: @MainActor (RoutingRequest, (any RoutingOption)?) async throws -> (any RoutingOption)?

    /// Creates a provider that calls `choose` with the request and the current option.
    init(
        name: String = "closure",
        _ choose: @escaping @MainActor (RoutingRequest, (any RoutingOption)?) async throws -> (any RoutingOption)?
    ) {
        self.name = name
        self.choose = choose
    }

    /// Calls the closure.
    func option(for request: RoutingRequest, current: (any RoutingOption)?) async throws -> (any RoutingOption)? {
        try await choose(request, current)
    }
}
