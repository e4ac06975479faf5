public import Foundation
import WireframeSupport

/// Route patterns registered once and matched many times against URLs.
///
/// <!-- sample RouteTable/RouteTable -->
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
    private(set) var types: [RouteParameterType] = RouteParameterType.builtIn
    private(set) var typeIndex: [String: Int]
    // What a table keeps per route (see ARCHITECTURE.md, "How a match works"): its pattern, one
    // block of text and segment codes; a slot in the text index; and its share of the trie's flat
    // arrays. Nothing else is kept twice: a pattern's canonical spelling and its key are worked
    // out again when asked for, which only registration and `pattern(_:)` do.
    /// Registered patterns, in registration order; a pattern's index is its route number.
    private(set) var routes: [RoutePattern] = []
    /// Route numbers by the hash of their pattern's text.
    private var routesByText = RouteHashSlots()
    private(set) var trie = RouteTrie()
    /// The schema of each pattern registered by route type, by route number.
    var routeSchemas: [Int: RouteSchema] = [:]

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
        let segmentCount = parsed.storage.segmentCount
        if segmentCount > limits.patternSegments {
            throw .limit(
                .patternSegments,
                limits.patternSegments,
                "pattern",
                pattern,
                "it has \(segmentCount) segments"
            )
        }
        try checkCanMatch(parsed)
        let edges = try compile(parsed)
        if let existing = route(matchingTheSameURLsAs: parsed, edges: edges) {
            throw .pattern(
                .duplicatePattern,
                pattern,
                at: nil,
                "matches exactly the same URLs as \(MessageText.quoted(routes[existing].text)), registered before"
            )
        }
        let route = routes.count
        RouteTrie.reserveGrowth(&routes)
        routes.append(parsed)
        routesByText.insert(hash: Self.textHash(pattern), value: route)
        trie.insert(edges, endsWithRest: parsed.hasRest, route: route, specificity: parsed.storage.specificity)
        return parsed
    }

    /// The registered pattern that matches exactly the same URLs as `pattern`, however either
    /// is spelled (`/users/:name` and `/users/*` for `/users/:id`), or `nil`.
    package func registeredPattern(matchingTheSameURLsAs pattern: RoutePattern) -> RoutePattern? {
        guard let edges = try? compile(pattern) else { return nil }
        return route(matchingTheSameURLsAs: pattern, edges: edges).map { routes[$0] }
    }

    /// The number of the registered route that matches the same URLs as `pattern` (whose edges
    /// are `edges`): found among the few that end at the same place in the trie.
    private func route(
        matchingTheSameURLsAs pattern: RoutePattern,
        edges: [(edge: RouteTrie.Edge, isOptional: Bool)]
    ) -> Int? {
        let endsWithRest = pattern.hasRest
        let candidates = trie.routes(endingAlong: edges, endsWithRest: endsWithRest)
        if candidates.isEmpty { return nil }
        let key = RouteKey(scope: pattern.scope, edges: edges, endsWithRest: endsWithRest)
        return candidates.first { candidate in
            let registered = routes[candidate]
            guard let registeredEdges = try? compile(registered) else { return false }
            return RouteKey(scope: registered.scope, edges: registeredEdges, endsWithRest: registered.hasRest) == key
        }
    }

    /// The number of the route registered with the text `text` (by `String` equality).
    func route(withText text: String) -> Int? {
        routesByText.first(hash: Self.textHash(text)) { routes[$0].hasText(text) }
    }

    /// The number of the route registered with the text of `pattern`.
    func route(of pattern: RoutePattern) -> Int? {
        let storage = pattern.storage
        let hash =
            storage.withText { RouteTextHash.combine(ascii: $0, into: RouteTextHash.basis) }
            .map(RouteTextHash.finish) ?? Self.textHash(pattern.text)
        return routesByText.first(hash: hash) { routes[$0].hasSameText(as: pattern) }
    }

    private static func textHash(_ text: String) -> UInt32 {
        RouteTextHash.finish(RouteTextHash.combine(text, into: RouteTextHash.basis))
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

    /// Matches a Foundation `URL` by its absolute string.
    public func match(_ url: URL) throws(RouteError) -> RouteMatch? {
        try match(url.absoluteString)
    }

    /// The registered pattern written as `text`: as registered, or any spelling with the same
    /// canonical form (``RoutePattern/description``), such as extra slashes or an uppercase scheme.
    public func pattern(_ text: String) -> RoutePattern? {
        if let route = route(withText: text) { return routes[route] }
        // Another spelling: the registered pattern with the same canonical form has the same key,
        // and no other has (equal keys are refused at registration).
        guard let parsed = try? RoutePattern(text), let edges = try? compile(parsed),
            let route = route(matchingTheSameURLsAs: parsed, edges: edges)
        else { return nil }
        let canonical = parsed.description
        let candidate = routes[route]
        return candidate.hasText(canonical) || candidate.description == canonical ? candidate : nil
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
