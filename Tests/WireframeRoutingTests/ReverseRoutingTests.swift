import Foundation
import Testing
import WireframeRouting
import WireframeTestSupport

@Suite("Reverse routing")
struct ReverseRoutingTests {
    let routes: RouteTable = {
        var routes = RouteTable()
        for pattern in [
            "/messages/:id<int>", "myapp://users/:name/:tab?", "https://mail.example.com/threads/:id/*",
            "myapp://files/**", "/a/:b?/:c?", "/", "https://example.com", "/flag/:on<bool>",
        ] {
            // The table is built from literals known to be valid.
            _ = try? routes.register(pattern)
        }
        return routes
    }()

    @Test func buildsPathsFromValues() throws {
        #expect(try routes.url(for: "/messages/:id<int>", parameters: ["id": 42]) == "/messages/42")
        #expect(try routes.url(for: "myapp://users/:name/:tab?", parameters: ["name": "ann"]) == "myapp://users/ann")
        #expect(
            try routes.url(for: "myapp://users/:name/:tab?", parameters: ["name": "ann", "tab": "posts"])
                == "myapp://users/ann/posts"
        )
        #expect(
            try routes.url(for: "https://mail.example.com/threads/:id/*", parameters: ["id": "t1"], wildcards: ["x"])
                == "https://mail.example.com/threads/t1/x"
        )
        #expect(try routes.url(for: "myapp://files/**", rest: ["a b", "c/d"]) == "myapp://files/a%20b/c%2Fd")
        #expect(try routes.url(for: "myapp://files/**") == "myapp://files")
        #expect(try routes.url(for: "/") == "/")
        #expect(try routes.url(for: "https://example.com") == "https://example.com/")
        #expect(try routes.url(for: "/flag/:on<bool>", parameters: ["on": true]) == "/flag/true")
    }

    @Test func percentEncodesValuesAndPutsExtraParametersInTheQuery() throws {
        let url = try routes.url(
            for: "myapp://users/:name/:tab?",
            parameters: ["name": "a/b c", "z": "1+1", "from": "push"],
            fragment: "top 1"
        )
        #expect(url == "myapp://users/a%2Fb%20c?from=push&z=1%2B1#top%201")
        let match = try #require(try routes.match(url))
        #expect(match.parameters == ["name": "a/b c", "from": "push", "z": "1+1"])
        #expect(match.fragment == "top 1")
    }

    @Test func missingParameterIsAnErrorNamingIt() {
        let error = #expect(throws: RouteError.self) { try routes.url(for: "/messages/:id<int>") }
        #expect(error?.code == .missingParameter)
        #expect(error?.message.contains("\"id\"") == true)
        #expect(error?.message.contains("/messages/:id<int>") == true)
        let wildcard = #expect(throws: RouteError.self) {
            try routes.url(for: "https://mail.example.com/threads/:id/*", parameters: ["id": "1"])
        }
        #expect(wildcard?.code == .missingParameter)
    }

    @Test func illTypedParameterIsAnErrorNamingIt() {
        let error = #expect(throws: RouteError.self) {
            try routes.url(for: "/messages/:id<int>", parameters: ["id": "abc"])
        }
        #expect(error?.code == .invalidParameterValue)
        #expect(error?.message.contains("\"abc\"") == true)
        #expect(error?.message.contains("int") == true)
    }

    @Test func laterOptionalWithoutEarlierIsAnError() {
        let error = #expect(throws: RouteError.self) { try routes.url(for: "/a/:b?/:c?", parameters: ["c": "x"]) }
        #expect(error?.code == .missingParameter)
        #expect(error?.message.contains(":b?") == true)
    }

    @Test func emptyValuesCannotStandInAPath() {
        let error = #expect(throws: RouteError.self) {
            try routes.url(for: "myapp://users/:name/:tab?", parameters: ["name": ""])
        }
        #expect(error?.code == .invalidParameterValue)
        #expect(throws: RouteError.self) { try routes.url(for: "myapp://files/**", rest: ["a", ""]) }
    }

    @Test func unknownPatternIsAnError() {
        let error = #expect(throws: RouteError.self) { try routes.url(for: "/nope") }
        #expect(error?.code == .unknownPattern)
        #expect(error?.message.contains("/nope") == true)
    }

    @Test func findsThePatternByCanonicalTextToo() throws {
        #expect(try routes.url(for: "MYAPP://users//:name/:tab?/", parameters: ["name": "x"]) == "myapp://users/x")
        #expect(routes.pattern("myapp://users/:name/:tab?")?.text == "myapp://users/:name/:tab?")
        #expect(routes.pattern("/messages/:ID<int>") == nil)
    }
}
