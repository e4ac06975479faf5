import Foundation
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

// Holds samples of TypedRoutes.md, the DocC article "Typed routes"
// (WireframeKit.docc/Articles/TypedRoutes.md), compiled and run; the documentation tests check
// that every sample of the article stands here line for line, so it cannot drift from what compiles.

// sample TypedRoutes/overview
enum MessageFolder: String, Codable, RouteDefaultValue {
    case inbox, drafts, archive
    static let routeDefault = MessageFolder.inbox
}

struct MessageRoute: Route {
    static let pattern = "/messages/:id<int>"
    var id: Int
    var highlight: String?
    var tags: [String] = []
    var folder: MessageFolder = .inbox
}
// sample end

// sample TypedRoutes/where-each-field-comes-from
enum SettingsRoute: String, Route, CaseIterable {
    static let pattern = "/settings/:page"
    case general, privacy
}
// sample end

@MainActor
@Suite("DocC: the Typed routes article")
struct TypedRoutesArticleTests {
    let window = HeadlessWindow(animationDuration: .zero)
    let wireframe: Wireframe

    init() async throws {
        wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/home", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("home") }
        try wireframe.register("/login") { _ in HeadlessScreen("login") }
        try await wireframe.route(to: "/home")
    }

    @Test("overview: register a type, route to values and to deep links")
    func overview() async throws {
        // sample TypedRoutes/overview-2
        try wireframe.register(MessageRoute.self, access: .openToOutsideLinks, option: .push) { route, _ in
            HeadlessScreen("message:\(route.id)")
        }
        try await wireframe.route(to: MessageRoute(id: 42, highlight: "lunch"))
        // shows "/messages/42?highlight=lunch"

        try await wireframe.route(to: "myapp://messages/7?folder=archive", origin: .outsideLink)
        // a deep link decodes into MessageRoute(id: 7, folder: .archive)
        // sample end

        #expect(
            try #require(window.root as? HeadlessStack).screens.screenIdentifiers == [
                "home", "message:42", "message:7",
            ]
        )
    }

    @Test("overview: a route table alone")
    func routeTable() throws {
        // sample TypedRoutes/overview-3
        var routes = RouteTable()
        try routes.register(MessageRoute.self)
        let url = try routes.url(for: MessageRoute(id: 42, tags: ["a b", "ü"]))
        // "/messages/42?tags=a%20b&tags=%C3%BC"
        let route = try routes.match(url)?.route(as: MessageRoute.self)
        // MessageRoute(id: 42, tags: ["a b", "ü"]), the value we started from
        // sample end

        #expect(url == "/messages/42?tags=a%20b&tags=%C3%BC")
        #expect(route == MessageRoute(id: 42, tags: ["a b", "ü"]))
    }

    @Test("a route that is one value")
    func oneValue() throws {
        var routes = RouteTable()
        try routes.register(SettingsRoute.self)
        #expect(try routes.match("/settings/privacy")?.route(as: SettingsRoute.self) == .privacy)
        #expect(try routes.url(for: SettingsRoute.general) == "/settings/general")
    }

    @Test("registration refuses `:id` for an Int field")
    func refusal() {
        // sample TypedRoutes/registration-checks-the-type-against-its-pattern
        struct LabelRoute: Route {
            static let pattern = "/labels/:id"
            var id: Int
        }
        do {
            try wireframe.register(LabelRoute.self) { route, _ in HeadlessScreen("label:\(route.id)") }
        } catch {
            print(error.code == .fieldTypeMismatch, error.subject)  // true id
            print(error)  // LabelRoute field "id": the field reads an int but the parameter ":id" … write ":id<int>" …
        }
        // sample end

        do {
            try wireframe.register(LabelRoute.self)
            Issue.record("LabelRoute was registered")
        } catch {
            #expect(error.code == .fieldTypeMismatch)
            #expect(error.subject == "id")
            #expect(
                error.message.hasPrefix("LabelRoute field \"id\": the field reads an int but the parameter \":id\"")
            )
            #expect(error.message.contains("write \":id<int>\""))
        }
        #expect(wireframe.routeTable.pattern("/labels/:id") == nil)
    }

    @Test("a URL that matches but does not decode")
    func invalidValue() async throws {
        try wireframe.register(MessageRoute.self) { route, _ in HeadlessScreen("message:\(route.id)") }
        // sample TypedRoutes/a-url-that-matches-but-does-not-decode
        do {
            try await wireframe.route(to: "/messages/42?folder=spam")
        } catch {
            print(error.code == .invalidRouteValue)  // true
            // route to "/messages/42?folder=spam": MessageRoute field "folder": "spam" is not a valid MessageFolder
            print(error)
        }
        // sample end

        var caught: WireframeError?
        do {
            try await wireframe.route(to: "/messages/42?folder=spam")
        } catch {
            caught = error
        }
        #expect(caught?.code == .invalidRouteValue)
        #expect(
            caught?.message
                == "route to \"/messages/42?folder=spam\": MessageRoute field \"folder\": \"spam\" is not a valid MessageFolder"
        )
    }

    @Test("guards see the value")
    func guardSeesTheValue() async throws {
        struct Session { var isLoggedIn = false }
        let session = Session()
        try wireframe.register(MessageRoute.self) { route, _ in HeadlessScreen("message:\(route.id)") }
        // sample TypedRoutes/guards-and-observers-see-the-value
        try wireframe.addObserver(name: "archive needs a login", patterns: [MessageRoute.pattern]) { request in
            guard request.route(as: MessageRoute.self)?.folder == .archive, !session.isLoggedIn else {
                return .proceed
            }
            return .redirect(to: "/login")
        }
        // sample end
        #expect(try await wireframe.route(to: MessageRoute(id: 1, folder: .archive)).screen.screenIdentifier == "login")
        #expect(try await wireframe.route(to: MessageRoute(id: 2)).screen.screenIdentifier == "message:2")
    }
}
