import WireframeNavigation
import WireframePresentation
import WireframeRouting

/// Chooses or changes how a screen is shown.
///
/// Every option provider that applies is asked, in priority order (see ``Wireframe``). The first
/// receives the caller's option (or a redirect's, or `nil` when none was given); each one after
/// receives what the one before returned. Return `current` to leave it as it is. When the last
/// one returns `nil`, the wireframe uses its ``Wireframe/defaultOption``.
///
/// <!-- sample RoutingOptionProvider/RoutingOptionProvider -->
/// ```swift
/// // Messages open modally on iPad unless the caller asked otherwise.
/// struct MessageOptions: RoutingOptionProvider {
///     let isPad: Bool
///     func option(for request: RoutingRequest, current: (any RoutingOption)?) async throws -> (any RoutingOption)? {
///         current ?? (isPad ? .present(inStack: true) : .push)
///     }
/// }
/// ```
///
/// A provider that throws fails the request with `WireframeError.Code.optionProviderFailed`;
/// nothing has been shown then.
@MainActor
public protocol RoutingOptionProvider {
    /// A short name for logs, errors, the route table and its diagram. Defaults to the type's
    /// name.
    var name: String { get }

    /// Returns the option to use from here on; `current` to keep it.
    func option(for request: RoutingRequest, current: (any RoutingOption)?) async throws -> (any RoutingOption)?
}

extension RoutingOptionProvider {
    /// The type's name.
    public var name: String { String(describing: Self.self) }
}
