import Testing
import WireframeRouting

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
}
