import WireframePresentation
import WireframeRouting

/// A ``ScreenProvider`` made of a closure.
///
/// ```swift
/// try wireframe.addScreenProvider(ClosureScreenProvider(name: "inbox") { _ in InboxModule.build() },
///                                 patterns: ["/inbox"])
/// ```
struct ClosureScreenProvider: ScreenProvider {
    /// The provider's name.
    let name: String
    private let make: @MainActor (RoutingRequest) async throws -> (any Screen)?

    /// Creates a provider that calls `make`.
    init(name: String = "closure", _ make: @escaping @MainActor (RoutingRequest) async throws -> (any Screen)?) {
        self.name = name
        self.make = make
    }

    /// Calls the closure.
    func screen(for request: RoutingRequest) async throws -> (any Screen)? {
        try await make(request)
    }
}
