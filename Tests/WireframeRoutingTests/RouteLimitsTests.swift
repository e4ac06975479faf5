import Testing
import WireframeRouting

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
