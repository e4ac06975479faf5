import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// What must be on screen before a route's screen is shown, and the URL that builds it when it
/// is not; see ``Wireframe/setPrerequisites(_:forRoute:)``.
///
/// A prerequisite is *satisfied* when what it asks for is on the visible path of the window:
/// the root, the selected tab of each tab container, every screen of each stack, and each
/// modal, up to the screen on top. When what satisfies it is covered by a modal (an alert over
/// the stack a push needs), the request dismisses that modal before it shows its screen.
public struct RoutePrerequisite: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case route, tabs, stack
    }

    let kind: Kind
    /// The URL routed to build the prerequisite when it is not satisfied.
    public let url: String
    /// The option it is shown with; when `nil`, its route's option (or the default option).
    public let option: (any RoutingOption)?

    /// A screen the wireframe showed for the route `url` matches: satisfied when one is on the
    /// visible path (a screen counts once the wireframe has shown it for that route).
    public static func route(_ url: String, option: (any RoutingOption)? = nil) -> RoutePrerequisite {
        RoutePrerequisite(kind: .route, url: url, option: option)
    }

    /// A tab container: satisfied when one is on the visible path, else `url` is routed to.
    public static func tabs(builtBy url: String, option: (any RoutingOption)? = nil) -> RoutePrerequisite {
        RoutePrerequisite(kind: .tabs, url: url, option: option)
    }

    /// A stack: satisfied when one is on the visible path, else `url` is routed to.
    public static func stack(builtBy url: String, option: (any RoutingOption)? = nil) -> RoutePrerequisite {
        RoutePrerequisite(kind: .stack, url: url, option: option)
    }

    /// `route("/inbox")`, `tabs(builtBy: "/main")`, `stack(builtBy: "/start")`.
    public var description: String {
        switch kind {
        case .route: "route(\(MessageText.quoted(url)))"
        case .tabs: "tabs(builtBy: \(MessageText.quoted(url)))"
        case .stack: "stack(builtBy: \(MessageText.quoted(url)))"
        }
    }

    /// Where on `path` (a window's visible path) the screen that satisfies the prerequisite is,
    /// the one nearest the top when several do, or `nil` when none does; `route` is the
    /// pattern its URL matches.
    @MainActor
    func satisfyingIndex(on path: [any Screen], route: RoutePattern) -> Int? {
        switch kind {
        case .route: path.lastIndex { $0.shownRoute?.pattern.description == route.description }
        case .tabs: path.lastIndex { $0 is any TabContainer }
        case .stack: path.lastIndex { $0 is any StackContainer }
        }
    }
}
