import WireframePresentation
import WireframeRouting

/// A ``ScreenProvider`` made of a closure. Callers make one with
/// ``Wireframe/addScreenProvider(name:priority:patterns:_:)``, or with a route's registration:
///
/// <!-- sample ClosureScreenProvider/ClosureScreenProvider -->
/// ```swift
/// try wireframe.addScreenProvider(name: "inbox", patterns: ["/inbox"]) { _ in InboxModule.build() }
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
