// A lookup: the trie search over the parsed URL, then the match: the winning route's pattern
// and the URL, moved in (RouteMatch).
extension RouteTable {
    /// Takes `url` by value, so that a URL parsed for this lookup moves into the match.
    func matchParsed(_ url: consuming RouteURL) -> RouteMatch? {
        guard let route = searchRoute(for: url) else { return nil }
        return RouteMatch(pattern: routes[route], url: url)
    }

    /// The number of the route the trie search finds for `url`.
    ///
    /// The search borrows the URL's segments, the types and the patterns through buffer
    /// pointers: copying the arrays into a query would retain and release each one.
    private func searchRoute(for url: borrowing RouteURL) -> Int? {
        let scheme = url.scheme
        let host = url.host
        return url.segments.withUnsafeBufferPointer { segments in
            types.withUnsafeBufferPointer { types in
                routes.withUnsafeBufferPointer { patterns in
                    trie.search(
                        RouteTrie.Query(
                            segments: segments,
                            scheme: scheme,
                            host: host,
                            caseInsensitive: options.contains(.caseInsensitive),
                            types: types,
                            patterns: patterns
                        )
                    )?.route
                }
            }
        }
    }
}
