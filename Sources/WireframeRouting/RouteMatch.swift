/// What a URL matched: the winning pattern, the parameters, and what `*` and `**` captured.
public struct RouteMatch: Hashable, Sendable {
    // A match keeps the pattern and the parsed URL, nothing else: the parameters, `*`'s and
    // `**`'s segments follow from them (each URL segment fills the pattern segment at its
    // position, and `**`, which no optional segment comes before, takes the rest), so they are
    // read from them when asked for. Equal patterns and URLs give equal matches.

    /// The pattern that won.
    public let pattern: RoutePattern
    /// The URL as parsed.
    public let url: RouteURL

    init(pattern: RoutePattern, url: RouteURL) {
        self.pattern = pattern
        self.url = url
    }

    /// Path parameters in pattern order, then the query's items; a path parameter the URL filled
    /// hides a query item of the same name (an optional one left out does not).
    public var parameters: RouteParameters {
        RouteParameters(pattern: pattern.storage, filled: filledCount, url: url)
    }

    /// The segments `*` matched, in order.
    public var wildcards: [String] {
        let storage = pattern.storage
        let segments = url.segments
        var wildcards: [String] = []
        for index in 0..<filledCount where storage.code(at: index).kind == .wildcard {
            wildcards.append(segments[index])
        }
        return wildcards
    }

    /// The segments `**` matched (possibly none), or `nil` when the pattern has no `**`.
    public var rest: [String]? {
        guard pattern.hasRest else { return nil }
        return Array(url.segments[filledCount...])
    }

    /// The values of the pattern's parameters, in order (`""` for an optional one left out and
    /// not in the query either), then ``wildcards``, then ``rest``: what tells two matches of
    /// one pattern apart.
    package var pathValues: [String] {
        let storage = pattern.storage
        let segments = url.segments
        let filled = filledCount
        var values: [String] = []
        values.reserveCapacity(storage.segmentCount + segments.count - filled)
        for index in 0..<storage.segmentCount where storage.code(at: index).kind == .parameter {
            // A pattern's parameter names are unique, so a filled one's value is its segment;
            // reading it there spares making the parameters (and a list of their names).
            values.append(index < filled ? segments[index] : (parameters[storage.parameterName(at: index)] ?? ""))
        }
        values += wildcards
        if let rest { values += rest }
        return values
    }

    /// The URL string as given.
    public var urlString: String { url.string }

    /// The URL's fragment, percent-decoded. It plays no part in matching.
    public var fragment: String? { url.fragment }

    /// How many of the URL's segments filled the pattern's segments one each: all of them, but
    /// those `**` took, which begins after every segment before it (none of which is optional).
    private var filledCount: Int {
        let segmentCount = pattern.storage.segmentCount
        let urlCount = url.segments.count
        return pattern.hasRest ? min(segmentCount - 1, urlCount) : min(segmentCount, urlCount)
    }
}
