/// What a URL matched: the winning pattern, the parameters, and what `*` and `**` captured.
public struct RouteMatch: Hashable, Sendable {
    /// The pattern that won.
    public let pattern: RoutePattern
    /// Path parameters in pattern order, then the query's items; a path parameter the URL filled
    /// hides a query item of the same name (an optional one left out does not).
    public let parameters: RouteParameters
    /// The segments `*` matched, in order.
    public let wildcards: [String]
    /// The segments `**` matched (possibly none), or `nil` when the pattern has no `**`.
    public let rest: [String]?
    /// The URL as parsed.
    public let url: RouteURL

    /// The URL string as given.
    public var urlString: String { url.string }

    /// The URL's fragment, percent-decoded. It plays no part in matching.
    public var fragment: String? { url.fragment }
}
