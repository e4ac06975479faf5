import Foundation
import Testing
import WireframeRouting
import WireframeTestSupport

/// Reverse routing of route values: the URLs written, and the values that cannot be written.
@Suite("Typed routes: reverse routing")
struct TypedRouteEncodingTests {
    let routes: RouteTable

    init() throws {
        var routes = RouteTable()
        for type in [MessageRoute.self, FilesRoute.self, ScalarRoute.self, ProfileRoute.self, SettingsRoute.self]
            as [any Route.Type]
        {
            try routes.register(type)
        }
        self.routes = routes
    }

    func failure<R: Route>(_ route: R, in routes: RouteTable? = nil) -> RouteError? {
        do {
            _ = try (routes ?? self.routes).url(for: route)
            return nil
        } catch {
            return error
        }
    }

    @Test("path fields fill the pattern, the rest go into the query in field order")
    func urls() throws {
        #expect(try routes.url(for: MessageRoute(id: 42)) == "/messages/42")
        #expect(
            try routes.url(for: MessageRoute(id: 42, highlight: "a b&c=d#e+f%", tags: ["x", "", "ü"], folder: .drafts))
                == "/messages/42?highlight=a%20b%26c%3Dd%23e%2Bf%25&tags=x&tags=&tags=%C3%BC&folder=drafts"
        )
        #expect(
            try routes.url(for: MessageRoute(id: -1, highlight: ""), fragment: "reply")
                == "/messages/-1?highlight=#reply"
        )
        #expect(
            try routes.url(for: FilesRoute(rest: ["a/b", "ü", "."], sort: "name"))
                == "myapp://files/a%2Fb/%C3%BC/.?sort=name"
        )
        #expect(try routes.url(for: FilesRoute(rest: [])) == "myapp://files")
        #expect(try routes.url(for: ProfileRoute(name: "jane doe")) == "/users/jane%20doe")
        #expect(try routes.url(for: ProfileRoute(name: "jane", tab: .inbox)) == "/users/jane/inbox")
        #expect(try routes.url(for: SettingsRoute.about) == "/settings/about")
    }

    @Test("numbers are written as plain decimals, so that they read back")
    func numbers() throws {
        let uuid = try #require(UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000"))
        let route = ScalarRoute(
            int: .min,
            double: 1e-7,
            bool: false,
            uuid: uuid,
            text: "t",
            small: nil,
            unsigned: .max,
            ratio: 3e20,
            ids: [0],
            priorities: [],
            when: nil
        )
        let url = try routes.url(for: route)
        #expect(
            url == "/scalars/-9223372036854775808/0.0000001/false/123E4567-E89B-12D3-A456-426614174000/t"
                + "?unsigned=18446744073709551615&ratio=300000000000000000000&ids=0"
        )
        #expect(try routes.match(url)?.route(as: ScalarRoute.self) == route)
    }

    @Test("a value that cannot stand in its place is refused, naming it")
    func refused() throws {
        let empty = try #require(failure(ProfileRoute(name: "")))
        #expect(empty.code == .invalidParameterValue)
        #expect(empty.message.contains("empty"))
        let emptyRest = try #require(failure(FilesRoute(rest: ["a", ""])))
        #expect(emptyRest.code == .invalidParameterValue)
        let uuid = UUID()
        let infinite = try #require(
            failure(
                ScalarRoute(int: 1, double: .infinity, bool: true, uuid: uuid, text: "t", ids: [], priorities: [])
            )
        )
        #expect(infinite.subject == "double")
        #expect(infinite.message.contains("inf"))
    }

    @Test("an unregistered route type has no URL")
    func unregistered() throws {
        let error = try #require(failure(MessageRoute(id: 1), in: RouteTable()))
        #expect(error.code == .unknownPattern)
        #expect(error.message.contains("MessageRoute"))
    }

    @Test("a value whose URL a more specific pattern matches is refused")
    func shadowed() throws {
        struct NamedRoute: Route {
            static let pattern = "/people/:name"
            var name: String
        }
        var routes = RouteTable()
        try routes.register("/people/new")
        try routes.register(NamedRoute.self)
        #expect(try routes.url(for: NamedRoute(name: "newt")) == "/people/newt")
        let error = try #require(failure(NamedRoute(name: "new"), in: routes))
        #expect(error.code == .invalidParameterValue)
        #expect(error.message.contains("\"/people/new\""))
    }

    @Test("the route table names the type registered for each pattern")
    func description() throws {
        var routes = RouteTable()
        try routes.register("/inbox")
        try routes.register(MessageRoute.self)
        #expect(
            routes.description == """
                #  pattern             route type    scope  parameters
                1  /inbox              -             any
                2  /messages/:id<int>  MessageRoute  any    id: int
                """
        )
        var untyped = RouteTable()
        try untyped.register("/inbox")
        #expect(untyped.description == "#  pattern  scope  parameters\n1  /inbox   any")
    }
}
