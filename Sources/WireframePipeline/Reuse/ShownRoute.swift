public import WireframePresentation
public import WireframeRouting
import WireframeSupport

/// The route a screen was shown for: the wireframe records it on every screen it shows, in the
/// screen's own `ScreenAttachments`, so that a later request can recognise "the same screen".
///
/// Two routes are the same when they matched the same pattern with the same path values (its
/// parameters, `*` and `**` segments); the query, the fragment and the caller's parameters do
/// not count, so `/products/7?from=search` is the same route as `/products/7`.
///
/// It is a value that points to no screen, so keeping it never keeps its screen alive.
public struct ShownRoute: Hashable, Sendable, CustomStringConvertible {
    /// The URL the screen was last shown for.
    public let url: String
    /// The pattern that URL matched.
    public let pattern: RoutePattern
    /// The values of the pattern's parameters, in order, then of its `*` segments, then the
    /// segments of its `**`: what tells two routes of one pattern apart.
    public let pathValues: [String]

    /// The route of `request`.
    public init(_ request: RoutingRequest) {
        url = request.url
        pattern = request.pattern
        pathValues = request.match.pathValues
    }

    /// Whether `request` is for the same route: the same pattern (however spelled) and the same
    /// path values.
    public func isSameRoute(as request: RoutingRequest) -> Bool {
        isSamePattern(as: request) && pathValues == ShownRoute(request).pathValues
    }

    /// Whether `request` matched the same pattern, whatever its values.
    public func isSamePattern(as request: RoutingRequest) -> Bool {
        pattern.description == request.pattern.description
    }

    /// `"/products/7" (pattern /products/:id<int>)`.
    public var description: String { "\(MessageText.quoted(url)) (pattern \(pattern.text))" }
}

/// Where a screen keeps the route it was shown for.
enum ShownRouteAttachment: ScreenAttachmentKey {
    typealias Value = ShownRoute
}

extension Screen {
    /// The route the wireframe last showed this screen for, or `nil` for a screen it never
    /// showed (one the app set up itself, say).
    public var shownRoute: ShownRoute? {
        screenAttachments[ShownRouteAttachment.self]
    }
}
