import Testing
import WireframeRouting
import WireframeTestSupport

@Suite("Introspection and explain")
struct RouteIntrospectionTests {
    let routes: RouteTable = {
        var routes = RouteTable()
        for pattern in [
            "/**", "/users/:name", "/users/:id<int>", "/users/me", "myapp://users/me", "/users/:id<int>/:tab?",
            "/inbox",
        ] {
            _ = try? routes.register(pattern)
        }
        return routes
    }()

    @Test func patternsAreListedInPrecedenceOrder() {
        #expect(
            routes.patterns.map(\.text) == [
                "/inbox", "myapp://users/me", "/users/me", "/users/:id<int>", "/users/:id<int>/:tab?", "/users/:name",
                "/**",
            ]
        )
        #expect(routes.patternsInRegistrationOrder.first?.text == "/**")
    }

    @Test func tableAsText() {
        #expect(
            routes.description == """
                #  pattern                scope     parameters
                1  /inbox                 any
                2  myapp://users/me       myapp://
                3  /users/me              any
                4  /users/:id<int>        any       id: int
                5  /users/:id<int>/:tab?  any       id: int, tab: any (optional)
                6  /users/:name           any       name: any
                7  /**                    any       ** (rest)
                """
        )
    }

    @Test func explainSaysWhyEachPatternLost() throws {
        let explanation = try routes.explain("/users/abc/posts")
        #expect(explanation.match?.pattern.text == "/**")
        let outcomes = Dictionary(uniqueKeysWithValues: explanation.candidates.map { ($0.pattern.text, $0.outcome) })
        #expect(outcomes["/**"] == .won)
        #expect(outcomes["/inbox"] == .rejected(reason: "segment 1 \"users\" is not \"inbox\""))
        #expect(
            outcomes["myapp://users/me"] == .rejected(reason: "the pattern needs scheme \"myapp\"; the URL has none")
        )
        #expect(outcomes["/users/:id<int>/:tab?"] == .rejected(reason: "segment 2 \"abc\" is not a valid int"))
        #expect(outcomes["/users/:name"] == .rejected(reason: "the URL has 3 segments; the pattern takes at most 2"))
        let outranked = try routes.explain("/users/7")
        let byText = Dictionary(uniqueKeysWithValues: outranked.candidates.map { ($0.pattern.text, $0.outcome) })
        let winner = try #require(routes.pattern("/users/:id<int>"))
        #expect(byText["/users/:id<int>"] == .won)
        #expect(byText["/users/:name"] == .outranked(by: winner))
        #expect(byText["/users/:id<int>/:tab?"] == .outranked(by: winner))
        #expect(byText["/**"] == .outranked(by: winner))
        #expect(outranked.description.contains("\"/users/:name\": matches, but \"/users/:id<int>\" is more specific"))
    }

    @Test func explainOfTooShortURL() throws {
        var routes = RouteTable()
        try routes.register("https://example.com/a/:b")
        let explanation = try routes.explain("https://example.com/a")
        #expect(explanation.match == nil)
        #expect(
            explanation.candidates.first?.outcome
                == .rejected(reason: "the URL ends after 1 segment; the pattern needs segment 2 \":b\"")
        )
        let host = try routes.explain("https://other.com/a/1")
        #expect(
            host.candidates.first?.outcome
                == .rejected(reason: "the pattern needs host \"example.com\"; the URL has \"other.com\"")
        )
    }
}
