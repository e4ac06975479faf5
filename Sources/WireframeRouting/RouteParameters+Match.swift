// The parameters of a match, read from its pattern and URL when asked for: a path parameter's
// name in the pattern's stored text, its value among the URL's segments, then the query items.

/// The parameters of a match: the pattern's parameter segments among the first `filled` (those
/// the URL's segments filled, one each), then the query items that no filled path parameter of
/// the same name hides.
struct MatchedParameters: Sendable {
    // `nonisolated(unsafe)`: nothing writes to a pattern's storage once it is made (see
    // `RoutePattern.storage`).
    nonisolated(unsafe) let pattern: RoutePatternStorage
    let filled: Int
    /// The matched URL: one reference, which holds the segments and the query (see `RouteURL`).
    let url: RouteURL

    /// The URL's segments, the first `filled` of which filled the pattern's.
    var segments: [String] { url.segments }
    /// The URL's query items.
    var query: [RouteURL.QueryItem] { url.queryItems }

    /// Whether there are no parameters: no path parameter among the filled segments, no query item.
    var isEmpty: Bool {
        query.isEmpty && !(0..<filled).contains { pattern.code(at: $0).kind == .parameter }
    }

    /// The first value of `name`: the path parameter's, else the first query item's.
    func first(named name: String) -> String? {
        if let index = pathParameter(named: name) { return segments[index] }
        return query.first { $0.name == name }?.value
    }

    /// Every value of `name`: the path parameter's, which hides the query's, else the query's.
    func values(named name: String) -> [String] {
        if pathParameter(named: name) != nil {
            // Parameter names are unique in a pattern, so one value; written as a loop for the
            // day they are not.
            return (0..<filled).compactMap { index in
                pattern.code(at: index).kind == .parameter && pattern.parameterName(at: index, is: name)
                    ? segments[index] : nil
            }
        }
        return query.compactMap { $0.name == name ? $0.value : nil }
    }

    /// Every entry in order: path parameters, then the query items not hidden.
    var entries: [RouteParameters.Entry] {
        // Room for every filled segment and query item; the names are read back from the entries.
        var entries: [RouteParameters.Entry] = []
        entries.reserveCapacity(filled + query.count)
        for index in 0..<filled where pattern.code(at: index).kind == .parameter {
            entries.append(RouteParameters.Entry(name: pattern.parameterName(at: index), value: segments[index]))
        }
        let pathCount = entries.count
        for item in query where !entries[..<pathCount].contains(where: { $0.name == item.name }) {
            entries.append(RouteParameters.Entry(name: item.name, value: item.value))
        }
        return entries
    }

    /// The position of the first filled path parameter called `name`.
    private func pathParameter(named name: String) -> Int? {
        (0..<filled).first { index in
            pattern.code(at: index).kind == .parameter && pattern.parameterName(at: index, is: name)
        }
    }
}
