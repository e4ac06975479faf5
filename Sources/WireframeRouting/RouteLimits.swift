/// The largest patterns and URLs a ``RouteTable`` accepts: past them it throws
/// ``RouteError/Code/limitExceeded`` naming the limit (``RouteError/limit``), rather than spending
/// unbounded time and memory on input that only an attacker or a bug can produce.
///
/// The defaults are far above anything a real app registers or receives, and low enough that the
/// worst input costs little:
///
/// <!-- sample RouteLimits/RouteLimits -->
/// ```swift
/// var routes = RouteTable(limits: RouteLimits(urlSegments: 64))
/// try routes.register("/files/**")
/// let deep = "/files" + String(repeating: "/x", count: 64)
/// do { _ = try routes.match(deep) } catch { print(error.limit == .urlSegments) }  // true
/// ```
public struct RouteLimits: Hashable, Sendable {
    /// Which limit was exceeded: compare with the static members.
    public struct Name: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The name of the ``RouteLimits`` property, such as `urlSegments`.
        public var description: String { name }

        /// ``RouteLimits/patternSegments``.
        public static let patternSegments = Name("patternSegments")
        /// ``RouteLimits/urlSegments``.
        public static let urlSegments = Name("urlSegments")
        /// ``RouteLimits/urlLength``.
        public static let urlLength = Name("urlLength")
    }

    /// The most path segments a pattern may have (its `**` counted as one). Default 256: the
    /// deepest routes of real apps have about ten segments.
    public var patternSegments: Int
    /// The most path segments a URL may have. Default 1 024: a `**` route may take a file path,
    /// and 1 024 levels is half of what Linux's 4 096-byte `PATH_MAX` can hold at its densest.
    public var urlSegments: Int
    /// The most UTF-8 bytes a URL may have. Default 65 536: eight times the 8 KB that common web
    /// servers accept in a request line, thirty times the 2 083 characters of the old IE limit
    /// that links are still written to fit.
    public var urlLength: Int

    // Why limits at all: the trie search and the walk in search order are iterative, so depth no
    // longer overflows the stack, but matching still costs time and memory in proportion to the
    // input; a limit turns a link from outside the app into a bounded cost with a typed refusal.

    /// The default limits.
    public static let standard = RouteLimits()

    /// Creates limits; each defaults to the standard value.
    public init(patternSegments: Int = 256, urlSegments: Int = 1_024, urlLength: Int = 65_536) {
        self.patternSegments = patternSegments
        self.urlSegments = urlSegments
        self.urlLength = urlLength
    }
}

extension RouteError {
    /// A pattern or URL larger than `limit` (whose value is `maximum`) allows.
    static func limit(
        _ name: RouteLimits.Name,
        _ maximum: Int,
        _ what: String,
        _ subject: String,
        _ actual: String
    )
        -> RouteError
    {
        RouteError(
            .limitExceeded,
            what,
            subject,
            limit: name,
            "\(actual), more than the limit RouteLimits.\(name) (\(maximum))"
        )
    }
}

extension RouteTable {
    /// `url` parsed, when it is within the table's limits.
    func parseWithinLimits(_ url: String) throws(RouteError) -> RouteURL {
        try RouteURL(url, limits: limits)
    }

    /// Whether `url`, parsed already, is within the table's limits: a URL parsed with larger
    /// limits than the table's (``RouteURL/init(_:limits:)``) matches nothing here.
    func isWithinLimits(_ url: RouteURL) -> Bool {
        url.segments.count <= limits.urlSegments && url.string.utf8.count <= limits.urlLength
    }
}
