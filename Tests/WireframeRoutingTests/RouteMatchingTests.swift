import Foundation
import Testing
import WireframeRouting
import WireframeTestSupport

@Suite("Matching")
struct RouteMatchingTests {
    func table(_ patterns: String..., options: RouteTable.Options = []) throws -> RouteTable {
        var routes = RouteTable(options: options)
        for pattern in patterns { try routes.register(pattern) }
        return routes
    }

    @Test func literalsAndNamedParameters() throws {
        let routes = try table("/inbox", "/users/:id/posts/:post")
        let match = try #require(try routes.match("myapp://users/42/posts/7"))
        #expect(match.pattern.text == "/users/:id/posts/:post")
        #expect(match.parameters == ["id": "42", "post": "7"])
        #expect(match.rest == nil)
        #expect(try routes.match("/inbox")?.parameters.isEmpty == true)
        #expect(try routes.match("/users/42") == nil)
    }

    @Test func typedParametersFollowTheirRules() throws {
        let routes = try table("/i/:v<int>", "/d/:v<double>", "/b/:v<bool>", "/u/:v<uuid>")
        for good in [
            "/i/0", "/i/-12", "/i/9223372036854775807", "/i/-9223372036854775808", "/d/3", "/d/-3.25",
            "/b/true", "/b/false", "/u/123e4567-E89B-12d3-a456-426614174000",
        ] {
            #expect(try routes.match(good) != nil, "\(good)")
        }
        for bad in [
            "/i/+1", "/i/1.0", "/i/9223372036854775808", "/i/-", "/i/1a", "/d/1.", "/d/.5", "/d/1e5",
            "/d/+1", "/b/True", "/b/1", "/u/123e4567e89b12d3a456426614174000",
            "/u/123e4567-e89b-12d3-a456-42661417400g",
        ] {
            #expect(try routes.match(bad) == nil, "\(bad)")
        }
    }

    @Test func typedAccessToParameters() throws {
        let routes = try table("/o/:i<int>/:d<double>/:b<bool>/:u<uuid>/:s")
        let match = try #require(try routes.match("/o/7/2.5/true/123e4567-e89b-12d3-a456-426614174000/hi%20there"))
        #expect(try match.parameters.value("i", as: Int.self) == 7)
        #expect(try match.parameters.value("d", as: Double.self) == 2.5)
        #expect(try match.parameters.value("b", as: Bool.self) == true)
        #expect(
            try match.parameters.value("u", as: UUID.self) == UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000")
        )
        #expect(try match.parameters.value("s", as: String.self) == "hi there")
        let missing = #expect(throws: RouteError.self) { try match.parameters.value("nope", as: Int.self) }
        #expect(missing?.code == .missingParameter)
        #expect(missing?.message.contains("nope") == true)
        let illTyped = #expect(throws: RouteError.self) { try match.parameters.value("s", as: Int.self) }
        #expect(illTyped?.code == .invalidParameterValue)
        #expect(illTyped?.message.contains("hi there") == true)
    }

    @Test func customParameterTypesByName() throws {
        struct OrderID: RouteParameterValue {
            let raw: String
            init?(routeParameter: String) {
                guard routeParameter.hasPrefix("ord_") else { return nil }
                raw = routeParameter
            }
            var routeParameter: String { raw }
        }
        var routes = RouteTable()
        try routes.register(parameterType: RouteParameterType("order", OrderID.self))
        try routes.register(parameterType: RouteParameterType("slug") { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
        try routes.register("/orders/:id<order>")
        try routes.register("/articles/:slug<slug>")
        let match = try #require(try routes.match("/orders/ord_9"))
        #expect(try match.parameters.value("id", as: OrderID.self).raw == "ord_9")
        #expect(try routes.match("/orders/9") == nil)
        #expect(try routes.match("/articles/hello-world") != nil)
        #expect(try routes.match("/articles/Hello") == nil)
        let duplicate = #expect(throws: RouteError.self) {
            try routes.register(parameterType: RouteParameterType("int") { _ in true })
        }
        #expect(duplicate?.code == .duplicateParameterType)
        #expect(throws: RouteError.self) {
            try routes.register(parameterType: RouteParameterType("bad name") { _ in true })
        }
    }

    @Test func wildcardMatchesOneSegment() throws {
        let routes = try table("/a/*/c")
        #expect(try routes.match("/a/anything/c")?.wildcards == ["anything"])
        #expect(try routes.match("/a/c") == nil)
        #expect(try routes.match("/a/x/y/c") == nil)
    }

    @Test func restCapturesZeroOrMoreSegments() throws {
        let routes = try table("myapp://files/**")
        #expect(try routes.match("myapp://files/a/b%2Fc/d")?.rest == ["a", "b/c", "d"])
        #expect(try routes.match("myapp://files")?.rest == [])
        #expect(try routes.match("myapp://files/")?.rest == [])
        #expect(try routes.match("myapp://other") == nil)
    }

    @Test func optionalTrailingSegments() throws {
        let routes = try table("/users/:id/:tab?/:section?")
        #expect(try routes.match("/users/1")?.parameters == ["id": "1"])
        #expect(try routes.match("/users/1/posts")?.parameters == ["id": "1", "tab": "posts"])
        #expect(try routes.match("/users/1/posts/top")?.parameters == ["id": "1", "tab": "posts", "section": "top"])
        #expect(try routes.match("/users") == nil)
        #expect(try routes.match("/users/1/a/b/c") == nil)
    }

    @Test func queryMergesIntoParametersAndPathWins() throws {
        let routes = try table("/users/:id")
        let match = try #require(try routes.match("/users/42?id=99&tag=a&sort=new+first&tag=b&flag"))
        #expect(match.parameters["id"] == "42")
        #expect(match.parameters.values(for: "id") == ["42"])
        #expect(match.parameters.values(for: "tag") == ["a", "b"])
        #expect(match.parameters["sort"] == "new first")
        #expect(match.parameters["flag"] == "")
        #expect(match.parameters.names == ["id", "tag", "sort", "flag"])
    }

    @Test func anOptionalParameterLeftOutOfThePathDoesNotHideTheQuery() throws {
        let routes = try table("/users/:id/:tab?")
        #expect(try routes.match("/users/5?tab=x")?.parameters == ["id": "5", "tab": "x"])
        #expect(try routes.match("/users/5/posts?tab=x")?.parameters == ["id": "5", "tab": "posts"])
    }

    @Test func fragmentIsReadableButPlaysNoPart() throws {
        let routes = try table("/a")
        let match = try #require(try routes.match("/a#x%20y"))
        #expect(match.fragment == "x y")
        #expect(match.parameters.isEmpty)
        #expect(try routes.match("/a")?.fragment == nil)
    }

    @Test func percentEncodedSlashStaysInOneParameter() throws {
        let routes = try table("/files/:name")
        #expect(try routes.match("/files/a%2Fb")?.parameters["name"] == "a/b")
        #expect(try routes.match("/files/a/b") == nil)
    }

    @Test func caseSensitiveByDefault() throws {
        let routes = try table("/Inbox/:id")
        #expect(try routes.match("/inbox/1") == nil)
        #expect(try routes.match("/Inbox/AbC")?.parameters["id"] == "AbC")
    }

    @Test func caseInsensitiveOptionFoldsLiteralsNotValues() throws {
        let routes = try table("/Inbox/:id", options: .caseInsensitive)
        #expect(try routes.match("/INBOX/AbC")?.parameters["id"] == "AbC")
        var other = RouteTable(options: .caseInsensitive)
        try other.register("/inbox")
        let error = #expect(throws: RouteError.self) { try other.register("/INBOX") }
        #expect(error?.code == .duplicatePattern)
    }

    @Test func schemeAndHostCompareCaseInsensitively() throws {
        let routes = try table("MYAPP://a", "https://Example.com/b")
        #expect(try routes.match("myapp://a") != nil)
        #expect(try routes.match("HTTPS://EXAMPLE.COM/b") != nil)
        #expect(try routes.match("https://www.example.com/b") == nil)
        #expect(try routes.match("http://example.com/b") == nil)
        #expect(try routes.match("/b") == nil)
    }

    @Test func pathOnlyPatternsMatchAnyScheme() throws {
        let routes = try table("/users/:id")
        #expect(try routes.match("myapp://users/1") != nil)
        #expect(try routes.match("https://example.com/users/1") != nil)
        #expect(try routes.match("/users/1") != nil)
    }

    @Test func matchesFoundationURL() throws {
        let routes = try table("/users/:id")
        let url = try #require(URL(string: "myapp://users/7?x=1"))
        #expect(try routes.match(url)?.parameters == ["id": "7", "x": "1"])
    }

    @Test func emptyTableMatchesNothing() throws {
        #expect(try RouteTable().match("/anything") == nil)
        #expect(try RouteTable().match("/") == nil)
    }

    @Test func rootPattern() throws {
        let routes = try table("/", "myapp://")
        #expect(try routes.match("myapp://")?.pattern.text == "myapp://")
        #expect(try routes.match("other://")?.pattern.text == "/")
        #expect(try routes.match("https://example.com")?.pattern.text == "/")
    }
}
