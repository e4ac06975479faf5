import Testing
import WireframeRouting
import WireframeTestSupport

@Suite("Precedence and duplicates")
struct RoutePrecedenceTests {
    func winner(_ url: String, among patterns: [String]) throws -> String? {
        var routes = RouteTable()
        for pattern in patterns { try routes.register(pattern) }
        return try routes.match(url)?.pattern.text
    }

    @Test func literalBeatsTypedBeatsPlainBeatsWildcardBeatsRest() throws {
        // In the order of the rule: each pattern beats every one after it.
        let ranked = ["/a/1", "/a/:id<int>", "/a/:name", "/a/*", "/a/**"]
        for (index, stronger) in ranked.enumerated() {
            for weaker in ranked[(index + 1)...] where !(stronger == "/a/:name" && weaker == "/a/*") {
                #expect(try winner("/a/1", among: [weaker, stronger]) == stronger)
                #expect(try winner("/a/1", among: [stronger, weaker]) == stronger)
            }
        }
        // A plain parameter and `*` match the same URLs, so they meet only with different tails.
        #expect(try winner("/a/x/b", among: ["/a/*/b", "/a/:name/:tail"]) == "/a/:name/:tail")
        #expect(try winner("/a/x/b", among: ["/a/:name/:tail", "/a/*/b"]) == "/a/:name/:tail")
        #expect(try winner("/a/x/y", among: ["/a/**", "/a/*"]) == "/a/**")
    }

    @Test func decidedSegmentBySegmentFromTheLeft() throws {
        // Both match /a/b: the literal in the first differing segment wins, whatever follows.
        #expect(try winner("/x/b", among: ["/:p/b", "/x/:q"]) == "/x/:q")
        #expect(try winner("/x/b", among: ["/x/:q", "/:p/b"]) == "/x/:q")
    }

    @Test func backtracksWhenTheMostSpecificBranchDeadEnds() throws {
        let patterns = ["/users/me/settings", "/users/:id/posts", "/users/:id<int>/friends"]
        #expect(try winner("/users/me/posts", among: patterns) == "/users/:id/posts")
        #expect(try winner("/users/5/posts", among: patterns) == "/users/:id/posts")
        #expect(try winner("/users/5/friends", among: patterns) == "/users/:id<int>/friends")
        #expect(try winner("/a/b/c/d", among: ["/a/b/c/x", "/a/*/c/d", "/**"]) == "/a/*/c/d")
        #expect(try winner("/a/b/c/q", among: ["/a/b/c/x", "/a/*/c/d", "/a/**"]) == "/a/**")
    }

    @Test func backtracksPastAScopeThatDoesNotFit() throws {
        let patterns = ["otherapp://a/b", "/a/:x"]
        #expect(try winner("myapp://a/b", among: patterns) == "/a/:x")
        #expect(try winner("otherapp://a/b", among: patterns) == "otherapp://a/b")
    }

    @Test func onATieHostBeatsSchemeBeatsPathOnly() throws {
        let patterns = ["/users/:id", "https://example.com/users/:id", "https://users/:id", "myapp://users/:id"]
        for order in [patterns, patterns.reversed()] {
            #expect(try winner("https://example.com/users/1", among: order) == "https://example.com/users/:id")
            #expect(try winner("https://other.com/users/1", among: order) == "/users/:id")
            #expect(try winner("myapp://users/1", among: order) == "myapp://users/:id")
            #expect(try winner("/users/1", among: order) == "/users/:id")
        }
        // Segments come before scope: a more specific path-only pattern beats a scoped one.
        #expect(try winner("myapp://users/1", among: ["myapp://users/:id", "/users/1"]) == "/users/1")
    }

    @Test func betweenTwoTypesAcceptingASegmentTheFirstRegisteredWins() throws {
        #expect(try winner("/n/5", among: ["/n/:a<int>", "/n/:b<double>"]) == "/n/:a<int>")
        #expect(try winner("/n/5", among: ["/n/:b<double>", "/n/:a<int>"]) == "/n/:b<double>")
        #expect(try winner("/n/5.5", among: ["/n/:a<int>", "/n/:b<double>"]) == "/n/:b<double>")
    }

    @Test func aPatternUsingAllItsSegmentsBeatsOneLeavingSomeOut() throws {
        #expect(try winner("/a", among: ["/a/:b?", "/a"]) == "/a")
        #expect(try winner("/a/x", among: ["/a/:b?", "/a/x"]) == "/a/x")
        #expect(try winner("/a/y", among: ["/a/:b?", "/a/x"]) == "/a/:b?")
    }

    @Test func exactEndBeatsEmptyRest() throws {
        #expect(try winner("/a", among: ["/a/**", "/a"]) == "/a")
    }

    static let equivalent: [(String, String)] = [
        ("/users/:id", "/users/:name"),
        ("/users/:id", "/users/*"),
        ("/users/:id<int>", "/users/:n<int>"),
        ("//users/:id/", "/users/:other"),
        ("/a/:b?", "/a/*?"),
        ("myapp://a", "MYAPP://a"),
        ("https://example.com/a", "https://EXAMPLE.com/a/"),
        ("/caf%C3%A9", "/café"),
        ("/files/**", "/files/**/"),
    ]

    @Test(arguments: equivalent)
    func patternsMatchingTheSameURLsAreRefusedNamingBoth(_ pair: (String, String)) throws {
        var routes = RouteTable()
        try routes.register(pair.0)
        let error = #expect(throws: RouteError.self) { try routes.register(pair.1) }
        #expect(error?.code == .duplicatePattern)
        #expect(error?.message.contains("\"\(pair.0)\"") == true)
        #expect(error?.message.contains("\"\(pair.1)\"") == true)
        #expect(routes.count == 1)
    }

    static let distinct: [(String, String)] = [
        ("/users/:id", "/users/:id<int>"),
        ("/users/:id<int>", "/users/:id<double>"),
        ("/a/:b?", "/a"),
        ("/a/:b?", "/a/:b"),
        ("/a/**", "/a"),
        ("/users/:id", "myapp://users/:id"),
        ("myapp://users/:id", "otherapp://users/:id"),
        ("https://a.com/x", "https://b.com/x"),
        ("https://a.com/x", "http://a.com/x"),
        ("/Inbox", "/inbox"),
    ]

    @Test(arguments: distinct)
    func patternsMatchingDifferentURLsAreBothAccepted(_ pair: (String, String)) throws {
        var routes = RouteTable()
        try routes.register(pair.0)
        try routes.register(pair.1)
        #expect(routes.count == 2)
    }
}
