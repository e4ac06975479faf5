import WireframePresentation
import WireframeRouting

/// Where a URL to route comes from.
///
/// Pass ``outsideLink`` for every URL the app did not make itself, so that only routes declared
/// ``RouteAccess/openToOutsideLinks`` can be reached from outside:
///
/// <!-- sample RoutingOrigin/RoutingOrigin -->
/// ```swift
/// // SceneDelegate: scene(_:openURLContexts:) or a universal link
/// try await wireframe.route(to: url, origin: .outsideLink)
/// ```
public enum RoutingOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The app routes on its own behalf (the default): every route is reachable.
    case app
    /// The URL arrived from outside the app: a deep link, a universal link, a notification.
    case outsideLink

    /// `app` or `outside link`.
    public var description: String {
        switch self {
        case .app: "app"
        case .outsideLink: "outside link"
        }
    }
}
