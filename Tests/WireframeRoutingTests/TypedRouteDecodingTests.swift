import Foundation
import Testing
import WireframeRouting
import WireframeTestSupport

/// Reading route values from URLs, and the errors that name the field and the value.
@Suite("Typed routes: decoding")
struct TypedRouteDecodingTests {
    let routes: RouteTable

    init() throws {
        var routes = RouteTable()
        for type in [
            MessageRoute.self, FilesRoute.self, DocumentRoute.self, ScalarRoute.self, ProfileRoute.self,
            SettingsRoute.self,
        ] as [any Route.Type] {
            try routes.register(type)
        }
        self.routes = routes
    }

    func route<R: Route>(_ url: String, as type: R.Type) throws -> R {
        let match = try #require(try routes.match(url), "no match for \(url)")
        return try match.route(as: type)
    }

    /// The error reading `url` as `type` throws.
    func failure<R: Route>(_ url: String, as type: R.Type) throws -> RouteError? {
        let match = try #require(try routes.match(url), "no match for \(url)")
        do {
            _ = try match.route(as: type)
            return nil
        } catch {
            return error
        }
    }

    @Test("path parameters, optional, repeated and defaulted query items")
    func pathAndQuery() throws {
        #expect(try route("/messages/42", as: MessageRoute.self) == MessageRoute(id: 42))
        #expect(
            try route(
                "myapp://messages/-7?highlight=a+b&tags=x&tags=&tags=%C3%BC&folder=drafts&other=1",
                as: MessageRoute.self
            )
                == MessageRoute(id: -7, highlight: "a b", tags: ["x", "", "ü"], folder: .drafts)
        )
        #expect(try route("/messages/1?highlight", as: MessageRoute.self).highlight == "")
    }

    @Test("`**` fills an array, empty when nothing follows; its field can be renamed")
    func rest() throws {
        #expect(try route("myapp://files", as: FilesRoute.self) == FilesRoute(rest: []))
        #expect(
            try route("myapp://files/a%2Fb/c%20d?sort=name", as: FilesRoute.self)
                == FilesRoute(rest: ["a/b", "c d"], sort: "name")
        )
        #expect(try route("/docs/team/a/b", as: DocumentRoute.self) == DocumentRoute(space: "team", path: ["a", "b"]))
    }

    @Test("every scalar kind, in the path and in the query")
    func scalars() throws {
        let uuid = try #require(UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000"))
        let route = try route(
            "/scalars/12/2.5/true/123e4567-e89b-12d3-a456-426614174000/hi?small=-128&unsigned=18446744073709551615"
                + "&ratio=0.25&ids=1&ids=-2&priorities=high&priorities=low&when=\(uuid.uuidString)",
            as: ScalarRoute.self
        )
        #expect(
            route
                == ScalarRoute(
                    int: 12,
                    double: 2.5,
                    bool: true,
                    uuid: uuid,
                    text: "hi",
                    small: -128,
                    unsigned: .max,
                    ratio: 0.25,
                    ids: [1, -2],
                    priorities: [.high, .low],
                    when: uuid
                )
        )
    }

    @Test("an optional trailing segment may be there or not")
    func optionalSegment() throws {
        #expect(try route("/users/jane", as: ProfileRoute.self) == ProfileRoute(name: "jane"))
        #expect(try route("/users/jane/sent", as: ProfileRoute.self) == ProfileRoute(name: "jane", tab: .sent))
    }

    @Test("a route that is one value reads the pattern's only parameter")
    func wholeValue() throws {
        #expect(try route("/settings/privacy", as: SettingsRoute.self) == .privacy)
        let error = try #require(try failure("/settings/colours", as: SettingsRoute.self))
        #expect(error.code == .invalidParameterValue)
        #expect(error.subject == "page")
        #expect(error.message == "SettingsRoute field \"page\": \"colours\" is not a valid SettingsRoute")
    }

    @Test("a value that is not an enum's case names the field and the value")
    func invalidEnum() throws {
        let error = try #require(try failure("/messages/4?folder=archived", as: MessageRoute.self))
        #expect(error.code == .invalidParameterValue)
        #expect(error.subject == "folder")
        #expect(error.message == "MessageRoute field \"folder\": \"archived\" is not a valid Folder")
        let element = try #require(try failure("/users/j/spam", as: ProfileRoute.self))
        #expect(element.message == "ProfileRoute field \"tab\": \"spam\" is not a valid Folder")
    }

    @Test("a query value of the wrong kind, or out of range, names the field and the value")
    func invalidScalars() throws {
        let base = "/scalars/1/1/true/123e4567-e89b-12d3-a456-426614174000/x?"
        let cases: [(query: String, field: String, value: String)] = [
            ("small=128", "small", "128"),
            ("unsigned=-1", "unsigned", "-1"),
            ("ratio=1e5", "ratio", "1e5"),
            ("ids=1&ids=x", "ids", "x"),
            ("priorities=urgent", "priorities", "urgent"),
            ("when=123", "when", "123"),
            ("small=%2B1", "small", "+1"),
        ]
        for (query, field, value) in cases {
            let error = try #require(try failure(base + query, as: ScalarRoute.self), "\(query)")
            #expect(error.code == .invalidParameterValue, "\(query)")
            #expect(error.subject == field, "\(query)")
            #expect(error.message.contains("\"\(value)\""), "\(error)")
        }
    }

    @Test("a required query item that is missing is named")
    func missing() throws {
        struct SearchRoute: Route {
            static let pattern = "/search"
            var q: String
            var page: Int
        }
        var routes = RouteTable()
        try routes.register(SearchRoute.self)
        let match = try #require(try routes.match("/search?page=2"))
        #expect(throws: RouteError.self) { try match.route(as: SearchRoute.self) }
        do {
            _ = try match.route(as: SearchRoute.self)
        } catch {
            #expect(error.code == .missingParameter)
            #expect(error.message == "SearchRoute field \"q\": the URL has no parameter \"q\"")
        }
        #expect(try routes.match("/search?q=&page=2")?.route(as: SearchRoute.self) == SearchRoute(q: "", page: 2))
    }

    @Test("a match of another pattern is not read as this route type")
    func otherPattern() throws {
        let error = try #require(try failure("/messages/4", as: ProfileRoute.self))
        #expect(error.code == .unknownPattern)
        #expect(error.message.contains("/users/:name/:tab?"))
    }

    /// `**` read into a list of numbers and a query item into a type of one value: both go
    /// through the field's own decoder, which reads the segments of `**` for the rest field and
    /// the parameters for the others.
    struct PageTrailRoute: Route {
        struct Root: Codable, Hashable, Sendable {
            let name: String
            init(from decoder: any Decoder) throws { name = try decoder.singleValueContainer().decode(String.self) }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(name)
            }
        }
        static let pattern = "/trail/**"
        static let restField = "pages"
        var pages: [Int]
        var root: Root?
    }

    @Test("`**` and a query item read through a field type's own decoder")
    func restThroughFieldDecoder() throws {
        var routes = RouteTable()
        try routes.register(PageTrailRoute.self)
        let trail = try #require(try routes.match("/trail/3/1/4?root=home")).route(as: PageTrailRoute.self)
        #expect(trail.pages == [3, 1, 4])
        #expect(trail.root?.name == "home")
        let error = try #require(throws: RouteError.self) {
            try #require(try routes.match("/trail/3/x")).route(as: PageTrailRoute.self)
        }
        #expect(error.code == .invalidParameterValue)
        #expect(error.message.contains("pages"))
    }

    @Test("parameters can be read without a match")
    func fromParameters() throws {
        #expect(try MessageRoute(parameters: ["id": "3", "tags": "a"]) == MessageRoute(id: 3, tags: ["a"]))
        #expect(try FilesRoute(parameters: [:], rest: ["x"]) == FilesRoute(rest: ["x"]))
        #expect(throws: RouteError.self) { try MessageRoute(parameters: ["id": "three"]) }
    }
}
