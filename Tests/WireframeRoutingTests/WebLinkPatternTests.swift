import Testing
import WireframeRouting
import WireframeTestSupport

/// `https://*/**`: every web link, whatever its host, and nothing of another scheme; and the
/// patterns refused at registration because no URL can match them.
@Suite("Web links and patterns that never match")
struct WebLinkPatternTests {
    /// A browser fallback beside the app's own routes, as URLNavigator's example opens unknown
    /// web links in a web view.
    private func appRoutes() throws -> RouteTable {
        var routes = RouteTable()
        try routes.register("myapp://products/:id<int>")
        try routes.register("https://shop.example.com/products/:id<int>")
        try routes.register("http://*/**")
        try routes.register("https://*/**")
        return routes
    }

    @Test func anyHostMatchesEveryWebLinkOfItsScheme() throws {
        let routes = try appRoutes()
        let unknown = try #require(try routes.match("https://www.swift.org/documentation/api?lang=en"))
        #expect(unknown.pattern.text == "https://*/**")
        #expect(unknown.rest == ["documentation", "api"])
        #expect(try routes.match("https://example.org")?.pattern.text == "https://*/**")
        #expect(try routes.match("http://example.org/a")?.pattern.text == "http://*/**")
    }

    @Test func aNamedHostStillWinsOverAnyHost() throws {
        let routes = try appRoutes()
        let product = try #require(try routes.match("https://shop.example.com/products/7"))
        #expect(product.pattern.text == "https://shop.example.com/products/:id<int>")
        #expect(try routes.match("https://shop.example.com/about")?.pattern.text == "https://*/**")
    }

    @Test func mailAndPhoneLinksNeverFallIntoTheWebPattern() throws {
        let routes = try appRoutes()
        #expect(try routes.match("mailto:ana@example.com") == nil)
        #expect(try routes.match("tel:+15551234") == nil)
        #expect(try routes.match("myapp://products/7")?.pattern.text == "myapp://products/:id<int>")
        #expect(try routes.match("/products/7") == nil)
    }

    @Test func anyHostIsSpelledWithItsStar() throws {
        let pattern = try RoutePattern("HTTPS://*/docs/:page")
        #expect(pattern.scope == RouteScope(scheme: "https", host: nil))
        #expect(pattern.description == "https://*/docs/:page")
        #expect(pattern.scope.description == "https://*")
        #expect(pattern.scope.specificity == 1)
    }

    @Test func reverseRoutingRefusesAPatternThatNamesNoHost() throws {
        let routes = try appRoutes()
        let error = #expect(throws: RouteError.self) {
            try routes.url(for: "https://*/**", rest: ["a"])
        }
        #expect(error?.code == .missingParameter)
        #expect(error?.message.contains("any host") == true)
    }

    struct NeverMatching: CustomTestStringConvertible, Sendable {
        let pattern: String
        let offset: Int?
        let reason: String
        var testDescription: String { pattern }
    }

    @Test(arguments: [
        NeverMatching(pattern: "https://**", offset: 8, reason: "write https://*/** for any https URL"),
        NeverMatching(pattern: "http://**/a", offset: 7, reason: "write http://*/** for any http URL"),
        NeverMatching(pattern: "https://***/a", offset: 8, reason: "in the host place never matches"),
        NeverMatching(pattern: "https://*.example.com/a", offset: 8, reason: "`*` stands for a whole host"),
        NeverMatching(pattern: "https://shop.*/a", offset: 13, reason: "write https://*/… for any host"),
    ])
    func hostsOfStarsAreRefused(_ case: NeverMatching) throws {
        var routes = RouteTable()
        let error = #expect(throws: RouteError.self) { try routes.register(`case`.pattern) }
        #expect(error?.code == .neverMatches)
        #expect(error?.position == `case`.offset)
        #expect(error?.message.contains(`case`.reason) == true, "\(error?.message ?? "")")
        #expect(routes.isEmpty)
    }

    @Test func aPatternLongerThanAnyAcceptedURLIsRefused() throws {
        var routes = RouteTable(limits: RouteLimits(patternSegments: 20, urlSegments: 3))
        let error = #expect(throws: RouteError.self) { try routes.register("/a/b/c/:d") }
        #expect(error?.code == .neverMatches)
        #expect(
            error?.message
                == "pattern \"/a/b/c/:d\": it needs URLs of at least 4 segments, but the table refuses URLs of more than RouteLimits.urlSegments (3) before matching"
        )
        // Optional segments and `**` may be left out, so these can still match.
        try routes.register("/a/b/c/:d?")
        try routes.register("/x/y/z/**")
        #expect(try routes.match("/x/y/z")?.pattern.text == "/x/y/z/**")
    }

    @Test func aPatternWiderThanAnyAcceptedURLIsRefused() throws {
        var routes = RouteTable(limits: RouteLimits(urlLength: 16))
        let error = #expect(throws: RouteError.self) { try routes.register("https://example.com/longer") }
        #expect(error?.code == .neverMatches)
        #expect(error?.message.contains("at least 26 bytes") == true, "\(error?.message ?? "")")
        try routes.register("https://a.co/b")
        #expect(try routes.match("https://a.co/b") != nil)
    }
}
