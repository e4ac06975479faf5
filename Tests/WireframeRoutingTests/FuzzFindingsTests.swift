import Testing
import WireframeRouting
import WireframeTestSupport

/// Inputs the routing fuzzer (Fuzz/run-fuzzer.sh) found to break an invariant, reduced to the
/// smallest case, kept so that they stay fixed.
@Suite("Routing fuzzer findings")
struct FuzzFindingsTests {
    /// URL hosts are percent-decoded, so a pattern host with a `%` escape could only match a URL
    /// whose host spells the `%` itself (`https://%41/x` matched `https://%2541/x`), and reverse
    /// routing wrote a URL that its own pattern did not match. A `?` in a host (`https://a?/x`)
    /// starts a URL's query, so such a pattern matched nothing. Both are refused, naming where.
    @Test(arguments: [("https://%41/x", 8), ("https://ex%61mple.com/x", 10), ("https://a?/x", 9)])
    func aPatternHostIsWrittenAsURLsAreRead(pattern: String, offset: Int) {
        var routes = RouteTable()
        let error = #expect(throws: RouteError.self) { try routes.register(pattern) }
        #expect(error?.code == .malformedPattern)
        #expect(error?.subject == pattern)
        #expect(error?.position == offset)
        #expect(routes.isEmpty)
    }

    /// The host a URL spells with escapes matches the pattern that writes it plainly, and reverse
    /// routing gives back a URL that the pattern matches.
    @Test func aPercentEncodedURLHostMatchesThePlainPatternHost() throws {
        var routes = RouteTable()
        try routes.register("https://example.com/x/:id")
        #expect(try routes.match("https://ex%61mple.com/x/1")?.pattern.text == "https://example.com/x/:id")
        let url = try routes.url(for: "https://example.com/x/:id", parameters: ["id": "1"])
        #expect(try routes.match(url)?.parameters["id"] == "1")
    }

    /// Once inputs could grow to the URL limit, the fuzzer found a URL of 65 536 bytes holding a
    /// backtick: it matched `/files/**`, and reverse routing wrote it back with the backtick
    /// escaped (`%60`), 2 bytes longer, which the table then refused as past its limit. Reverse
    /// routing now refuses to write such a URL, naming the limit.
    @Test func reverseRoutingWritesNoURLPastTheLimits() throws {
        var routes = RouteTable()
        try routes.register("/files/**")
        let url = "/files/" + String(repeating: "a", count: 32_000) + "`" + String(repeating: "a", count: 33_527)
        #expect(url.utf8.count == RouteLimits.standard.urlLength - 1)
        let match = try #require(try routes.match(url))
        let error = #expect(throws: RouteError.self) { try routes.url(for: "/files/**", rest: match.rest ?? []) }
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .urlLength)
        #expect(error?.message.contains("once escaped, more than the limit RouteLimits.urlLength (65536)") == true)
        // Within the limit once escaped, the URL is written and matches again.
        let shorter = try routes.url(for: "/files/**", rest: ["a`b"])
        #expect(shorter == "/files/a%60b")
        #expect(try routes.match(shorter)?.rest == ["a`b"])
        // The same for segments: a table with a small segment limit writes no deeper URL.
        var shallow = RouteTable(limits: RouteLimits(urlSegments: 4))
        try shallow.register("/files/**")
        #expect(throws: RouteError.self) { try shallow.url(for: "/files/**", rest: ["a", "b", "c", "d"]) }
        #expect(try shallow.url(for: "/files/**", rest: ["a", "b", "c"]) == "/files/a/b/c")
    }
}
