import Testing
import WireframeRouting
import WireframeTestSupport

/// Patterns and URLs far larger than any app's: refused with the limit named by default, and
/// matched without overflowing the stack when a table raises its limits. The trie search and the
/// walk in search order used to recurse once per segment, and crashed at about 3 500 segments in
/// a debug build; these inputs are several times that.
@Suite("Route limits")
struct RouteLimitsTests {
    static let deep = 20_000

    static func path(_ segment: String, count: Int) -> String {
        String(repeating: "/" + segment, count: count)
    }

    @Test func aPatternPastTheSegmentLimitIsRefusedNamingTheLimit() {
        var routes = RouteTable()
        let pattern = Self.path("*", count: RouteLimits.standard.patternSegments + 1)
        let error = #expect(throws: RouteError.self) { try routes.register(pattern) }
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .patternSegments)
        #expect(error?.message.contains("RouteLimits.patternSegments (256)") == true)
        #expect(routes.isEmpty)
        #expect(throws: Never.self) {
            try routes.register(Self.path("*", count: RouteLimits.standard.patternSegments))
        }
    }

    @Test func aURLPastTheSegmentLimitIsRefusedNamingTheLimit() throws {
        var routes = RouteTable()
        try routes.register("/**")
        let url = Self.path("x", count: RouteLimits.standard.urlSegments + 1)
        let error = #expect(throws: RouteError.self) { try routes.match(url) }
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .urlSegments)
        #expect(throws: RouteError.self) { try routes.explain(url) }
        let within = try routes.match(Self.path("x", count: RouteLimits.standard.urlSegments))
        #expect(within?.rest?.count == RouteLimits.standard.urlSegments)
    }

    @Test func aURLPastTheLengthLimitIsRefusedNamingTheLimit() throws {
        var routes = RouteTable(limits: RouteLimits(urlLength: 100))
        try routes.register("/:name")
        let error = #expect(throws: RouteError.self) { try routes.match("/" + String(repeating: "a", count: 100)) }
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .urlLength)
        #expect(try routes.match("/" + String(repeating: "a", count: 99)) != nil)
    }

    @Test func aTableWithRaisedLimitsMatchesAPatternDeeperThanTheOldCrash() throws {
        let limits = RouteLimits(patternSegments: Self.deep, urlSegments: Self.deep, urlLength: 10 * Self.deep)
        var routes = RouteTable(limits: limits)
        try routes.register(Self.path("s", count: Self.deep))
        try routes.register(Self.path("*", count: Self.deep - 1) + "/end")
        try routes.register(Self.path("s", count: Self.deep / 2) + "/**")
        // Every branch is followed to the last segment before the search backtracks.
        let literal = try routes.match(Self.path("s", count: Self.deep))
        #expect(literal?.pattern.segments.count == Self.deep)
        let wildcards = try routes.match("/t" + Self.path("s", count: Self.deep - 2) + "/end")
        #expect(wildcards?.wildcards.count == Self.deep - 1)
        let rest = try routes.match(Self.path("s", count: Self.deep - 1) + "/other")
        #expect(rest?.rest?.count == Self.deep / 2)
        #expect(try routes.match(Self.path("t", count: Self.deep)) == nil)
        #expect(routes.patterns.count == 3)
    }

    /// Every entry point a link arrives through refuses a URL past the limits: the app's
    /// wireframe parses with `RouteURL(_:)` and matches the parsed URL, the command-line tool
    /// parses with `RouteURL(_:)` too. They accepted a 2 000-segment or 1 MB URL that
    /// `match(_: String)` (and so `canRoute(to:)`) refused.
    @Test func aURLPastTheLimitsIsRefusedWhenParsedAlone() throws {
        let deep = Self.path("x", count: 2_000)
        let long = "/" + String(repeating: "a", count: 1 << 20)
        for (url, limit) in [(deep, RouteLimits.Name.urlSegments), (long, .urlLength)] {
            let error = #expect(throws: RouteError.self) { try RouteURL(url) }
            #expect(error?.code == .limitExceeded)
            #expect(error?.limit == limit)
            #expect(error?.subject == url)
        }
        let error = #expect(throws: RouteError.self) { try RouteURL(deep) }
        #expect(error?.message.contains("2000 segments, more than the limit RouteLimits.urlSegments (1024)") == true)
        // Repeated slashes are no segments: they count as the parsed URL does.
        #expect(try RouteURL("/a" + String(repeating: "/", count: 5_000) + "b").segments == ["a", "b"])
        #expect(try RouteURL(Self.path("x", count: RouteLimits.standard.urlSegments)).segments.count == 1_024)
    }

    @Test func aURLParsedWithLargerLimitsMatchesOnlyATableThatAllowsThem() throws {
        let raised = RouteLimits(urlSegments: 4_096)
        let url = try RouteURL(Self.path("x", count: 2_000), limits: raised)
        var standard = RouteTable()
        try standard.register("/**")
        var large = RouteTable(limits: raised)
        try large.register("/**")
        #expect(standard.match(url) == nil)
        #expect(standard.explain(url).match == nil)
        #expect(
            standard.explain(url).candidates.first?.outcome
                == .rejected(
                    reason:
                        "the URL is past the table's limits (RouteLimits.urlSegments 1024, RouteLimits.urlLength 65536)"
                )
        )
        #expect(large.match(url)?.rest?.count == 2_000)
        // A table with smaller limits than the standard ones refuses a URL parsed with them.
        var small = RouteTable(limits: RouteLimits(urlSegments: 8))
        try small.register("/**")
        #expect(small.match(try RouteURL(Self.path("x", count: 9))) == nil)
        #expect(small.match(try RouteURL(Self.path("x", count: 8)))?.rest?.count == 8)
    }

    /// The sample of `RouteURL.init(_:limits:)`'s documentation (RouteURL.swift).
    @Test func theRaisedLimitsSampleParsesADeepURL() throws {
        // sample RouteURL/init
        let routes = RouteTable(limits: RouteLimits(urlSegments: 4_096))
        let deep = try RouteURL(String(repeating: "/x", count: 2_000), limits: routes.limits)
        // sample end
        #expect(deep.segments.count == 2_000)
    }

    /// The sample in `RouteLimits`' documentation.
    @Test func theDocumentationSampleRefusesADeepURL() throws {
        var routes = RouteTable(limits: RouteLimits(urlSegments: 64))
        try routes.register("/files/**")
        let deep = "/files" + String(repeating: "/x", count: 64)
        let error = #expect(throws: RouteError.self) { try routes.match(deep) }
        #expect(error?.limit == .urlSegments)
        #expect(error?.message.contains("65 segments, more than the limit RouteLimits.urlSegments (64)") == true)
    }
}
