import WireframeNavigation
import WireframePresentation
import WireframeRouting

/// Who may open a route: the app only, or links from outside the app too.
///
/// Routes are internal by default. A URL that arrives from outside the app (a deep link, a
/// universal link, a notification's link) is routed with ``RoutingOrigin/outsideLink`` and reaches
/// only routes registered with ``openToOutsideLinks``; for any other route the request fails with
/// `WireframeError.Code.notOpenToOutsideLinks` and nothing is shown.
///
/// Only the URL that arrived is checked: a redirect decided by the app's own observers may lead
/// to an internal route (an outside link to an order may redirect to the login screen).
///
/// <!-- sample RouteAccess/RouteAccess -->
/// ```swift
/// try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks)
/// try wireframe.register("/settings/debug")  // internal: outside links are refused
/// ```
public enum RouteAccess: Hashable, Sendable, CustomStringConvertible {
    /// Only the app itself may route here (the default).
    case internalOnly
    /// Links from outside the app may route here as well as the app.
    case openToOutsideLinks

    /// `internal` or `open`.
    public var description: String {
        switch self {
        case .internalOnly: "internal"
        case .openToOutsideLinks: "open"
        }
    }
}
