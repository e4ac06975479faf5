import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// A thread of messages: a path parameter, an optional query item and an enum with a default.
struct ThreadRoute: Route {
    static let pattern = "/threads/:id<int>"
    var id: Int
    var highlight: String?
    var folder: MailFolder = .inbox
}

enum MailFolder: String, Codable, CaseIterable, RouteDefaultValue {
    case inbox, archive, spam
    static let routeDefault = MailFolder.inbox
}

/// The path of an attachment, in the segments of `**`.
struct AttachmentRoute: Route {
    static let pattern = "myapp://attachments/**"
    var rest: [String]
}

@MainActor
@Suite("Wireframe: typed routes")
struct TypedRouteTests {
    /// The shared fixture, with `ThreadRoute` registered (open to outside links, pushed) making
    /// `thread:<id>:<highlight or ->:<folder>`, and `AttachmentRoute` registered.
    static func fixture() async throws -> WireframeFixture {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register(ThreadRoute.self, access: .openToOutsideLinks, option: .push, name: "thread") {
            route,
            _ in
            HeadlessScreen("thread:\(route.id):\(route.highlight ?? "-"):\(route.folder)")
        }
        try fixture.wireframe.register(AttachmentRoute.self) { route, _ in
            HeadlessScreen("attachment:" + route.rest.joined(separator: "/"))
        }
        return fixture
    }

    @Test("a route value is routed by the URL it writes, and the screen provider gets the value")
    func routesAValue() async throws {
        let fixture = try await Self.fixture()
        let result = try await fixture.wireframe.route(to: ThreadRoute(id: 7, highlight: "a b", folder: .archive))
        #expect(result.url == "/threads/7?highlight=a%20b&folder=archive")
        #expect(result.screen.screenIdentifier == "thread:7:a b:archive")
        #expect(result.option is PushOption)
        #expect(result.request.route(as: ThreadRoute.self) == ThreadRoute(id: 7, highlight: "a b", folder: .archive))
        try await fixture.wireframe.route(to: AttachmentRoute(rest: ["2024", "report final.pdf"]))
        #expect(
            fixture.stack.screens.screenIdentifiers == [
                "inbox", "thread:7:a b:archive", "attachment:2024/report final.pdf",
            ]
        )
    }

    @Test("a URL of a typed route is decoded too, with the caller's parameters merged")
    func routesAURL() async throws {
        let fixture = try await Self.fixture()
        let link = try await fixture.wireframe.route(to: "myapp://threads/9?folder=spam", origin: .outsideLink)
        #expect(link.screen.screenIdentifier == "thread:9:-:spam")
        let merged = try await fixture.wireframe.route(to: "/threads/3?highlight=old", parameters: ["highlight": "new"])
        #expect(merged.screen.screenIdentifier == "thread:3:new:inbox")
    }

    @Test("a URL that matches but does not decode fails before any plug-in, naming the field and value")
    func invalidValue() async throws {
        let fixture = try await Self.fixture()
        var observed = 0
        try fixture.wireframe.addObserver(
            name: "counter",
            willRoute: { _ in
                observed += 1
                return .proceed
            }
        )
        let error = await expectWireframeError(
            .invalidRouteValue,
            naming: ["\"/threads/9?folder=junk\"", "ThreadRoute field \"folder\"", "\"junk\"", "MailFolder"],
            in: fixture
        ) {
            try await fixture.wireframe.route(to: "/threads/9?folder=junk")
        }
        #expect(error?.url == "/threads/9?folder=junk")
        #expect((error?.underlyingError as? RouteError)?.subject == "folder")
        #expect(observed == 0)
        await expectWireframeError(.invalidRouteValue, naming: ["\"id\""], in: fixture) {
            _ = try await fixture.wireframe.screen(for: "/threads/1", parameters: ["id": "one"])
        }
    }

    @Test("a redirect to a URL that does not decode fails the same way")
    func invalidRedirect() async throws {
        let fixture = try await Self.fixture()
        try fixture.redirect("/settings", to: "/threads/1?folder=junk", observer: "old settings")
        await expectWireframeError(.invalidRouteValue, naming: ["junk"], in: fixture) {
            try await fixture.wireframe.route(to: "/settings")
        }
    }

    @Test("guards and observers see the typed value; a request for another type has none")
    func guardsSeeTheValue() async throws {
        let fixture = try await Self.fixture()
        var told: [ThreadRoute] = []
        try fixture.wireframe.addObserver(
            name: "no spam",
            patterns: [ThreadRoute.pattern],
            willRoute: { request in
                #expect(request.route(as: AttachmentRoute.self) == nil)
                guard let thread = request.route(as: ThreadRoute.self), thread.folder == .spam else { return .proceed }
                return .redirect(to: "/login")
            },
            didRoute: { result in
                if let thread = result.request.route(as: ThreadRoute.self) { told.append(thread) }
            }
        )
        let redirected = try await fixture.wireframe.route(to: ThreadRoute(id: 5, folder: .spam))
        #expect(redirected.screen.screenIdentifier == "login")
        try await fixture.wireframe.route(to: ThreadRoute(id: 6))
        #expect(told == [ThreadRoute(id: 6)])
    }

    @Test("a value of a type not registered, or that cannot be written, fails and changes nothing")
    func unroutableValues() async throws {
        let fixture = try await Self.fixture()
        struct Unregistered: Route {
            static let pattern = "/nowhere"
        }
        await expectWireframeError(.noRoute, naming: ["Unregistered", "/nowhere"], in: fixture) {
            try await fixture.wireframe.route(to: Unregistered())
        }
        await expectWireframeError(.invalidRouteValue, naming: ["rest segment 2 is empty"], in: fixture) {
            try await fixture.wireframe.route(to: AttachmentRoute(rest: ["a", ""]))
        }
        #expect(throws: WireframeError.self) { try fixture.wireframe.url(for: AttachmentRoute(rest: [""])) }
        #expect(try fixture.wireframe.url(for: ThreadRoute(id: 1)) == "/threads/1")
    }

    @Test("a route type that does not fit its pattern is refused and nothing is registered")
    func refusedRegistration() async throws {
        let fixture = try await Self.fixture()
        struct Mismatch: Route {
            static let pattern = "/labels/:id"
            var id: Int
        }
        let count = fixture.wireframe.routeTable.count
        #expect(throws: RouteError.self) {
            try fixture.wireframe.register(Mismatch.self) { _, _ in HeadlessScreen("label") }
        }
        #expect(fixture.wireframe.routeTable.count == count)
        #expect(!fixture.wireframe.canRoute(to: "/labels/1"))
        #expect(fixture.wireframe.routeTableDescription.contains("/labels") == false)
    }
}
