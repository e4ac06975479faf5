import WireframePresentation
import WireframeRouting

/// A ``RoutingOptionProvider`` that supplies one option when none was chosen before it, and
/// leaves a caller's choice alone. Its name is the option's description.
///
/// ``Wireframe/register(_:access:option:flowContext:priority:name:screen:)`` registers one for the route
/// when given an option.
struct DefaultOptionProvider: RoutingOptionProvider {
    /// The option supplied.
    let option: any RoutingOption
    /// The option's description, such as `push`: worked out once, as it is read on every request.
    let name: String

    /// Creates a provider that supplies `option`.
    init(_ option: any RoutingOption) {
        self.option = option
        self.name = option.description
    }

    /// `current` when there is one, else ``option``.
    func option(for request: RoutingRequest, current: (any RoutingOption)?) async throws -> (any RoutingOption)? {
        current ?? option
    }
}
