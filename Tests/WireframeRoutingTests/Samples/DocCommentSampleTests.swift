import Foundation
import Testing
import WireframeRouting
import WireframeTestSupport

// Holds samples of the `///` comments of Route+Decoding.swift, Route.swift, RouteError.swift,
// RouteExplanation.swift, RouteLimits.swift, RouteParameterType.swift, RouteParameterValue.swift,
// RouteParameters.swift, RouteSchema.swift, RouteTable+ReverseRouting.swift,
// RouteTable+TypedRoutes.swift and RouteTable.swift: each written here once, between the `sample`
// markers (the doc comments show what is written here: `SampleSourcesTests`) and followed by checks
// that what its comments say is what the code gives. A sample whose comments are aligned is held in
// a `do` block that swift-format leaves as it is.

/// The route type the samples of RouteSchema.swift and RouteTable+TypedRoutes.swift assume: a
/// message by number, with an optional word to highlight.
private struct HighlightedMessageRoute: Route {
    static let pattern = "/messages/:id<int>"
    var id: Int
    var highlight: String?
}

@Suite("Documentation samples: routing's doc comments")
struct RoutingDocCommentSampleTests {
    @Test func aMatchDecodesIntoItsRoute() throws {
        typealias MessageRoute = HighlightedMessageRoute
        var routes = RouteTable()
        try routes.register(MessageRoute.self)

        // sample Route+Decoding/route
        let route = try routes.match("/messages/42?highlight=a%20b")?.route(as: MessageRoute.self)
        // MessageRoute(id: 42, highlight: "a b")
        // sample end

        #expect(route == MessageRoute(id: 42, highlight: "a b"))
    }

    @Test func aRouteType() throws {
        // swift-format-ignore
        do {
            // sample Route/Route
            struct MessageRoute: Route {
                static let pattern = "/messages/:id<int>"
                var id: Int                // the path parameter `:id<int>`
                var highlight: String?     // `?highlight=…`, optional
                var tags: [String] = []    // `?tags=a&tags=b`, a repeated key
            }

            var routes = RouteTable()
            try routes.register(MessageRoute.self)
            let url = try routes.url(for: MessageRoute(id: 42, highlight: "a b"))  // "/messages/42?highlight=a%20b"
            let route = try routes.match(url)?.route(as: MessageRoute.self)         // the same value
            // sample end

            #expect(url == "/messages/42?highlight=a%20b")
            #expect(route == MessageRoute(id: 42, highlight: "a b"))
            let tagged = try routes.url(for: MessageRoute(id: 1, tags: ["a", "b"]))
            #expect(tagged == "/messages/1?tags=a&tags=b")
            #expect(try routes.match(tagged)?.route(as: MessageRoute.self) == MessageRoute(id: 1, tags: ["a", "b"]))
        }
    }

    @Test func aFieldTypeWithADefault() throws {
        // sample Route/RouteDefaultValue
        enum Folder: String, Codable, RouteDefaultValue {
            case inbox, drafts, sent
            static let routeDefault = Folder.inbox
        }
        struct MailboxRoute: Route {
            static let pattern = "/mailbox"
            var folder: Folder  // "/mailbox" → .inbox; "/mailbox?folder=drafts" → .drafts
        }
        // sample end

        var routes = RouteTable()
        try routes.register(MailboxRoute.self)
        #expect(try routes.match("/mailbox")?.route(as: MailboxRoute.self).folder == .inbox)
        #expect(try routes.match("/mailbox?folder=drafts")?.route(as: MailboxRoute.self).folder == .drafts)
        #expect(try routes.url(for: MailboxRoute(folder: .inbox)) == "/mailbox")
    }

    @Test func aRouteErrorNamesWhatIsAtFault() {
        var routes = RouteTable()
        // sample RouteError/RouteError
        do {
            try routes.register("/users/:id<integer>")
        } catch {
            print(error.code == .unknownParameterType)  // true
            print(error)  // pattern "/users/:id<integer>" at offset 7: unknown parameter type "integer" …
        }
        // sample end

        #expect(routes.patterns.isEmpty)
        #expect(throws: RouteError.self) { try routes.register("/users/:id<integer>") }
        do {
            try routes.register("/users/:id<integer>")
        } catch {
            #expect(error.code == .unknownParameterType)
            let expected = #"pattern "/users/:id<integer>" at offset 7: unknown parameter type "integer""#
            #expect(error.description.hasPrefix(expected))
        }
    }

    @Test func anExplanationListsEveryCandidate() throws {
        var routes = RouteTable()
        try routes.register("/users/:id<int>")
        try routes.register("/users/:name")

        // sample RouteExplanation/RouteExplanation
        let explanation = try routes.explain("myapp://users/abc")
        for candidate in explanation.candidates { print(candidate) }
        // "/users/:id<int>": rejected: segment 2 "abc" is not a valid int
        // "/users/:name": won
        // sample end

        #expect(
            explanation.candidates.map(\.description) == [
                #""/users/:id<int>": rejected: segment 2 "abc" is not a valid int"#,
                #""/users/:name": won"#,
            ]
        )
    }

    @Test func aURLPastTheLimits() throws {
        // sample RouteLimits/RouteLimits
        var routes = RouteTable(limits: RouteLimits(urlSegments: 64))
        try routes.register("/files/**")
        let deep = "/files" + String(repeating: "/x", count: 64)
        do { _ = try routes.match(deep) } catch { print(error.limit == .urlSegments) }  // true
        // sample end

        #expect(throws: RouteError.self) { try routes.match(deep) }
        do {
            _ = try routes.match(deep)
        } catch {
            #expect(error.code == .limitExceeded)
            #expect(error.limit == .urlSegments)
        }
        #expect(try routes.match("/files" + String(repeating: "/x", count: 63)) != nil)
    }

    @Test func aParameterTypeOfOnesOwn() throws {
        // swift-format-ignore
        do {
            // sample RouteParameterType/RouteParameterType
            var routes = RouteTable()
            try routes.register(parameterType: RouteParameterType("slug") { segment in
                segment.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
            })
            try routes.register("/articles/:slug<slug>")
            // sample end

            #expect(try routes.match("/articles/hello-world-2")?.parameters["slug"] == "hello-world-2")
            #expect(try routes.match("/articles/Hello_World") == nil)
        }
    }

    @Test func aParameterValueOfOnesOwn() throws {
        var routes = RouteTable()
        try routes.register("/orders/:id")
        let match = try #require(try routes.match("/orders/ord_123"))

        // sample RouteParameterValue/RouteParameterValue
        struct OrderID: RouteParameterValue {
            let rawValue: String
            init?(routeParameter: String) {
                guard routeParameter.hasPrefix("ord_") else { return nil }
                rawValue = routeParameter
            }
            var routeParameter: String { rawValue }
        }
        let id = try match.parameters.value("id", as: OrderID.self)
        // sample end

        #expect(id.rawValue == "ord_123")
        let other = try #require(try routes.match("/orders/123"))
        #expect(throws: RouteError.self) { try other.parameters.value("id", as: OrderID.self) }
    }

    @Test func theParametersOfAMatch() throws {
        var routes = RouteTable()
        try routes.register("myapp://users/:id<int>")

        // sample RouteParameters/RouteParameters
        let match = try routes.match("myapp://users/42?tab=posts&tag=a&tag=b")
        let text = match?.parameters["id"]  // "42"
        let id = try match?.parameters.value("id", as: Int.self)  // 42
        let tags = match?.parameters.values(for: "tag")  // ["a", "b"]
        // sample end

        #expect(text == "42")
        #expect(id == 42)
        #expect(tags == ["a", "b"])
        #expect(match?.parameters["tab"] == "posts")
    }

    @Test func theSchemaOfARouteType() throws {
        struct MessageRoute: Route {
            static let pattern = "/messages/:id<int>"
            var id: Int
            var highlight: String?
        }
        var routes = RouteTable()

        // sample RouteSchema/RouteSchema
        let schema = try routes.register(MessageRoute.self)
        let name = schema.typeName  // "MessageRoute"
        let fields = schema.fields.map(\.description)  // ["id: int (path)", "highlight: string? (query)"]
        // sample end

        #expect(name == "MessageRoute")
        #expect(fields == ["id: int (path)", "highlight: string? (query)"])
    }

    @Test func reverseRouting() throws {
        var routes = RouteTable()
        try routes.register("/messages/:id<int>")
        try routes.register("myapp://files/**")

        // sample RouteTable+ReverseRouting/url
        let message = try routes.url(for: "/messages/:id<int>", parameters: ["id": 42, "from": "push"])
        // "/messages/42?from=push"
        let files = try routes.url(for: "myapp://files/**", rest: ["a b", "c"])
        // "myapp://files/a%20b/c"
        // sample end

        #expect(message == "/messages/42?from=push")
        #expect(files == "myapp://files/a%20b/c")
    }

    @Test func registeringAndWritingARouteType() throws {
        typealias MessageRoute = HighlightedMessageRoute

        // swift-format-ignore
        do {
            // sample RouteTable+TypedRoutes/register
            var routes = RouteTable()
            try routes.register(MessageRoute.self)   // "/messages/:id<int>", fields id and highlight
            // sample end

            // sample RouteTable+TypedRoutes/url
            let url = try routes.url(for: MessageRoute(id: 42, highlight: "a b"))  // "/messages/42?highlight=a%20b"
            // sample end

            #expect(routes.patterns.map(\.text) == ["/messages/:id<int>"])
            #expect(url == "/messages/42?highlight=a%20b")
        }
    }

    @Test func aRouteTable() throws {
        // sample RouteTable/RouteTable
        var routes = RouteTable()
        try routes.register("/inbox")
        try routes.register("/messages/:id<int>")
        try routes.register("myapp://compose/:to?")
        try routes.register("https://mail.example.com/**")

        let match = try routes.match("myapp://messages/42?highlight=true#reply")
        let pattern = match?.pattern.text  // "/messages/:id<int>"
        let id = try match?.parameters.value("id", as: Int.self)  // 42
        let fragment = match?.fragment  // "reply"
        // sample end

        #expect(pattern == "/messages/:id<int>")
        #expect(id == 42)
        #expect(fragment == "reply")
    }
}
