import WireframeNavigation
public import WireframePresentation
import WireframeRouting

/// Makes the screen for a matched route, or declines so that the next provider is asked.
///
/// Screen providers are asked in priority order (see ``Wireframe``); the first that returns a
/// screen wins. A provider registered with `patterns:` is asked only for those routes.
///
/// <!-- sample ScreenProvider/ScreenProvider -->
/// ```swift
/// struct MessageScreens: ScreenProvider {
///     let name = "messages"
///     func screen(for request: RoutingRequest) async throws -> (any Screen)? {
///         let id = try request.parameters.value("id", as: Int.self)
///         return MessageModule.build(id: id, style: request.option)
///     }
/// }
/// try wireframe.addScreenProvider(MessageScreens(), patterns: ["/messages/:id<int>"])
/// ```
///
/// A provider that throws fails the request with `WireframeError.Code.screenProviderFailed`
/// (a `WireframeError` it throws is passed on as it is); nothing has been shown then.
@MainActor
public protocol ScreenProvider {
    /// A short name for logs, errors, the route table and its diagram. Defaults to the type's
    /// name.
    var name: String { get }

    /// Returns a new screen for `request`, or `nil` to decline.
    ///
    /// `request.option` is the option the option providers chose; the screen may depend on it
    /// (a modal screen with a close button, say).
    func screen(for request: RoutingRequest) async throws -> (any Screen)?
}

extension ScreenProvider {
    /// The type's name.
    public var name: String { String(describing: Self.self) }
}
