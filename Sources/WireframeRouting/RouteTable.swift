public import Foundation

/// Route patterns registered once and matched many times against URLs.
///
/// ```swift
/// var routes = RouteTable()
/// try routes.register("/inbox")
/// try routes.register("/messages/:id<int>")
/// try routes.register("myapp://compose/:to?")
/// try routes.register("https://mail.example.com/**")
///
/// let match = try routes.match("myapp://messages/42?highlight=true#reply")
/// let pattern = match?.pattern.text  // "/messages/:id<int>"
/// let id = try match?.parameters.value("id", as: Int.self)  // 42
/// let fragment = match?.fragment  // "reply"
/// ```
///
/// ## Precedence
/// When several patterns match a URL, the most specific wins, segment by segment from the left:
/// a literal beats a typed parameter, which beats a plain parameter, which beats `*`, which
/// beats `**`. Between two typed parameters that both accept a segment, the type used first at
/// that place wins. When patterns tie on every segment, one scoped to a scheme and host beats one
/// scoped to a scheme, which beats a path-only pattern; then one that uses all its optional
/// segments beats one that leaves some out. The search backtracks: if the most specific branch
/// dead-ends further right, the next one is tried, so a URL that any pattern matches is found.
///
/// Registering a pattern that would match exactly the same URLs as one already registered (say
/// `/users/:id` and `/users/*`) is an error naming both.
///
/// A `RouteTable` is a value: copy it freely, share it across tasks.
public struct RouteTable: Sendable, CustomStringConvertible {
    /// How literals compare.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates options from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Literal segments compare without regard to case. Parameter values keep their case.
        public static let caseInsensitive = Options(rawValue: 1 << 0)
    }

    /// The options the table was created with.
    public let options: Options
    /// The largest patterns and URLs the table accepts.
    public let limits: RouteLimits
    private var types: [RouteParameterType] = RouteParameterType.builtIn
    private var typeIndex: [String: Int]
    /// Registered patterns, in registration order; a pattern's index is its route number.
    private var routes: [RoutePattern] = []
    private var scopes: [RouteScope] = []
    private var routeByKey: [RouteKey: Int] = [:]
    private var routeByText: [String: Int] = [:]
    private var trie = RouteTrie()
    /// The schema of each pattern registered by route type, by the pattern's text.
    var routeSchemas: [String: RouteSchema] = [:]

    /// Creates an empty table that accepts patterns and URLs up to `limits`.
    public init(options: Options = [], limits: RouteLimits = .standard) {
        self.options = options
        self.limits = limits
        self.typeIndex = Dictionary(uniqueKeysWithValues: RouteParameterType.builtIn.enumerated().map { ($1.name, $0) })
    }

    /// The number of registered patterns.
    public var count: Int { routes.count }

    /// Whether no pattern is registered.
    public var isEmpty: Bool { routes.isEmpty }

    /// The parameter types patterns may use: the built-in ones, then those registered.
    public var parameterTypes: [RouteParameterType] { types }

    /// Makes `type` usable in patterns as `:name<type-name>`.
    ///
    /// - Throws: ``RouteError/Code/duplicateParameterType`` when a type of that name exists
    ///   (built-in names included), ``RouteError/Code/malformedPattern`` for an empty name or
    ///   one with characters other than letters, digits, `_` and `-`.
    public mutating func register(parameterType type: RouteParameterType) throws(RouteError) {
        if type.name.isEmpty || !type.name.utf8.allSatisfy(\.isNameCharacter) {
            throw RouteError(
                .malformedPattern,
                "parameter type",
                type.name,
                "a type name has letters, digits, `_` or `-` only"
            )
        }
        if typeIndex[type.name] != nil {
            throw RouteError(
                .duplicateParameterType,
                "parameter type",
                type.name,
                "a type with this name is already registered"
            )
        }
        typeIndex[type.name] = types.count
        types.append(type)
    }

    /// Parses and registers a pattern; see ``RoutePattern`` for the syntax.
    ///
    /// Nothing is registered when it throws.
    /// - Throws: ``RouteError`` — ``RouteError/Code/malformedPattern``,
    ///   ``RouteError/Code/unknownParameterType``, or ``RouteError/Code/duplicatePattern`` naming
    ///   the pattern already registered, ``RouteError/Code/limitExceeded`` for a pattern of
    ///   more than ``RouteLimits/patternSegments`` segments, or ``RouteError/Code/neverMatches``
    ///   for a pattern no URL can match (a host of `*`s, or more than a URL may hold).
    @discardableResult
    public mutating func register(_ pattern: String) throws(RouteError) -> RoutePattern {
        let parsed = try RoutePattern(pattern)
        if parsed.segments.count > limits.patternSegments {
            throw .limit(
                .patternSegments,
                limits.patternSegments,
                "pattern",
                pattern,
                "it has \(parsed.segments.count) segments"
            )
        }
        try checkCanMatch(parsed)
        let (edges, key) = try compile(parsed)
        if let existing = routeByKey[key] {
            throw .pattern(
                .duplicatePattern,
                pattern,
                at: nil,
                "matches exactly the same URLs as \(MessageText.quoted(routes[existing].text)), registered before"
            )
        }
        let route = routes.count
        routes.append(parsed)
        scopes.append(parsed.scope)
        routeByKey[key] = route
        routeByText[parsed.text] = route
        routeByText[parsed.description] = routeByText[parsed.description] ?? route
        trie.insert(edges, endsWithRest: parsed.hasRest, route: route, specificity: parsed.scope.specificity)
        return parsed
    }

    /// The registered pattern that matches exactly the same URLs as `pattern`, however either
    /// is spelled (`/users/:name` and `/users/*` for `/users/:id`), or `nil`.
    package func registeredPattern(matchingTheSameURLsAs pattern: RoutePattern) -> RoutePattern? {
        guard let key = try? compile(pattern).key else { return nil }
        return routeByKey[key].map { routes[$0] }
    }

    /// The trie edges of `parsed` and the key that says which URLs it matches.
    ///
    /// - Throws: ``RouteError/Code/unknownParameterType``.
    private func compile(
        _ parsed: RoutePattern
    ) throws(RouteError) -> (edges: [(edge: RouteTrie.Edge, isOptional: Bool)], key: RouteKey) {
        let pattern = parsed.text
        var edges: [(edge: RouteTrie.Edge, isOptional: Bool)] = []
        var keySegments: [RouteKey.Segment] = []
        for segment in parsed.segments {
            let edge: RouteTrie.Edge
            let key: RouteKey.Segment.Kind
            switch segment.kind {
            case .literal(let text):
                let folded = options.contains(.caseInsensitive) ? text.lowercased() : text
                edge = .literal(folded)
                key = .literal(folded)
            case .parameter(let name, let typeName?):
                guard let type = typeIndex[typeName] else {
                    let known = types.map(\.name).joined(separator: ", ")
                    throw .pattern(
                        .unknownParameterType,
                        pattern,
                        at: segment.offset,
                        "unknown parameter type \"\(typeName)\" for \"\(name)\" (known: \(known))"
                    )
                }
                edge = .typed(type)
                key = .typed(type)
            case .parameter(_, nil):
                edge = .parameter
                key = .anySegment
            case .wildcard:
                edge = .wildcard
                key = .anySegment
            case .rest:
                keySegments.append(.init(kind: .rest, isOptional: false))
                continue
            }
            edges.append((edge, segment.isOptional))
            keySegments.append(.init(kind: key, isOptional: segment.isOptional))
        }
        return (edges, RouteKey(scope: parsed.scope, segments: keySegments))
    }

    /// Parses `url` and returns the most specific match, or `nil` when no pattern matches.
    ///
    /// - Throws: ``RouteError/Code/invalidURL`` when `url` cannot be parsed (see ``RouteURL``),
    ///   ``RouteError/Code/limitExceeded`` when it is longer than ``RouteLimits/urlLength`` or
    ///   has more than ``RouteLimits/urlSegments`` segments.
    public func match(_ url: String) throws(RouteError) -> RouteMatch? {
        matchParsed(try parseWithinLimits(url))
    }

    /// Returns the most specific match for `url` (already parsed), or `nil`.
    ///
    /// ``RouteURL/init(_:)`` refuses a URL past the standard limits, so a URL parsed for this
    /// call is within them already; one parsed with larger limits than the table's
    /// (``RouteURL/init(_:limits:)``) matches nothing, as the `String` overload would refuse it.
    public func match(_ url: RouteURL) -> RouteMatch? {
        guard isWithinLimits(url) else { return nil }
        return matchParsed(url)
    }

    /// Takes `url` by value, so that a URL parsed for this lookup moves into the match instead of
    /// being copied (a retain and a release per field).
    private func matchParsed(_ url: consuming RouteURL) -> RouteMatch? {
        let query = RouteTrie.Query(
            segments: url.segments,
            scheme: url.scheme,
            host: url.host,
            caseInsensitive: options.contains(.caseInsensitive),
            types: types,
            scopes: scopes
        )
        guard let found = trie.search(query) else { return nil }
        return makeMatch(route: found.route, url: url, restStart: found.restStart)
    }

    /// Matches a Foundation `URL` by its absolute string.
    public func match(_ url: URL) throws(RouteError) -> RouteMatch? {
        try match(url.absoluteString)
    }

    /// The match for the route numbered `route`, whose pattern is copied once, into the match.
    private func makeMatch(route: Int, url: consuming RouteURL, restStart: Int?) -> RouteMatch {
        let pattern = routes[route]
        let consumed = restStart ?? url.segments.count
        let captured = min(pattern.segments.count, consumed)
        var pathParameterCount = 0
        for segment in pattern.segments {
            if case .parameter = segment.kind { pathParameterCount += 1 }
        }
        var parameters = RouteParameters()
        // No buffer at all for the many matches without parameters.
        if pathParameterCount + url.queryItems.count > 0 {
            parameters.reserveCapacity(pathParameterCount + url.queryItems.count)
        }
        var wildcards: [String] = []
        for index in 0..<captured {
            switch pattern.segments[index].kind {
            case .parameter(let name, _): parameters.append(name, url.segments[index])
            case .wildcard: wildcards.append(url.segments[index])
            case .literal, .rest: continue
            }
        }
        for item in url.queryItems where !pattern.hasParameter(named: item.name, among: captured) {
            parameters.append(item.name, item.value)
        }
        // The search sets `restStart` exactly when the pattern ends with `**`.
        let rest = restStart.map { Array(url.segments[$0...]) }
        return RouteMatch(pattern: pattern, parameters: parameters, wildcards: wildcards, rest: rest, url: url)
    }

    /// The registered pattern written as `text`: as registered, or any spelling with the same
    /// canonical form (``RoutePattern/description``), such as extra slashes or an uppercase scheme.
    public func pattern(_ text: String) -> RoutePattern? {
        if let route = routeByText[text] { return routes[route] }
        guard let canonical = try? RoutePattern(text).description else { return nil }
        return routeByText[canonical].map { routes[$0] }
    }

    /// The registered patterns in precedence order: the order in which the search tries them.
    public var patterns: [RoutePattern] {
        trie.routesInSearchOrder().map { routes[$0] }
    }

    /// The registered patterns in registration order.
    public var patternsInRegistrationOrder: [RoutePattern] { routes }

    /// `nil` when `pattern` alone matches `url`, else why not (used by ``explain(_:)``).
    func evaluate(_ pattern: RoutePattern, against url: RouteURL) -> String? {
        evaluator(for: pattern, against: url).evaluate()
    }

    /// What checks `pattern` alone against `url`.
    func evaluator(for pattern: RoutePattern, against url: RouteURL) -> RoutePatternEvaluator {
        RoutePatternEvaluator(
            pattern: pattern,
            url: url,
            types: types,
            typeIndex: typeIndex,
            caseInsensitive: options.contains(.caseInsensitive)
        )
    }
}

/// What makes two patterns match exactly the same URLs.
private struct RouteKey: Hashable {
    struct Segment: Hashable {
        enum Kind: Hashable {
            case literal(String)
            case typed(Int)
            case anySegment
            case rest
        }
        let kind: Kind
        let isOptional: Bool
    }
    let scope: RouteScope
    let segments: [Segment]
}

extension RoutePattern {
    /// Whether one of the first `count` segments (those a URL filled) is a parameter called
    /// `name`; a path parameter the URL left out hides no query item.
    fileprivate func hasParameter(named name: String, among count: Int) -> Bool {
        segments.prefix(count).contains { segment in
            if case .parameter(name, _) = segment.kind { return true }
            return false
        }
    }
}
