import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A model object the caller already has, passed with a request rather than fetched again.
private final class Order: Sendable {
    let id: Int
    let total: String
    init(id: Int, total: String) {
        self.id = id
        self.total = total
    }
}

private struct OrderRoute: Route {
    static let pattern = "/orders/:id<int>"
    var id: Int
}

@MainActor
@Suite("Wireframe: payloads with a request")
struct RequestContextTests {
    /// A wireframe whose order screen shows the order object passed with the request.
    private func orders() async throws -> (Wireframe, HeadlessWindow) {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window)
        try wireframe.register("/home", option: .replaceRoot(animated: false)) { _ in HeadlessScreen("home") }
        try wireframe.register(OrderRoute.self, option: .present) { route, request in
            let order = try request.payload(as: Order.self)
            return HeadlessScreen("order:\(route.id) \(order.total)")
        }
        try await wireframe.route(to: "/home")
        return (wireframe, window)
    }

    @Test("a typed object passed with a request reaches the screen provider")
    func objectReachesProvider() async throws {
        let (wireframe, window) = try await orders()
        defer { withExtendedLifetime(window) {} }
        let result = try await wireframe.route(to: "/orders/7", payload: Order(id: 7, total: "12 €"))
        #expect(result.screen.screenIdentifier == "order:7 12 €")
        #expect(result.request.hasPayload)
    }

    @Test("a route value and a context object: what a URL holds, and what it cannot")
    func withRouteValue() async throws {
        let (wireframe, window) = try await orders()
        defer { withExtendedLifetime(window) {} }
        let result = try await wireframe.route(to: OrderRoute(id: 8), payload: Order(id: 8, total: "3 €"))
        #expect(result.screen.screenIdentifier == "order:8 3 €")
    }

    @Test("a payload of another type, or none, is a typed error naming both; the hierarchy is as it was")
    func mismatch() async throws {
        let (wireframe, window) = try await orders()
        let before = window.dump()
        let wrong = await #expect(throws: WireframeError.self) {
            try await wireframe.route(to: "/orders/7", payload: "7")
        }
        #expect(wrong?.code == .payloadMismatch)
        #expect(
            wrong?.message
                == #"route to "/orders/7": the request carries no payload of type Order (it carries a String)"#
        )
        let none = await #expect(throws: WireframeError.self) { try await wireframe.route(to: "/orders/7") }
        #expect(none?.message.hasSuffix("(it carries none)") == true)
        #expect(window.dump() == before)
    }

    @Test("a callback passed with a request is called by the screen it reaches")
    func callback() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window)
        var picked: [String] = []
        try wireframe.register("/colour-picker", option: .replaceRoot(animated: false)) { request in
            let onPick = try request.payload(as: (@MainActor @Sendable (String) -> Void).self)
            onPick("green")
            return HeadlessScreen("picker")
        }
        let onPick: @MainActor @Sendable (String) -> Void = { picked.append($0) }
        try await wireframe.route(to: "/colour-picker", payload: onPick)
        #expect(picked == ["green"])
    }

    @Test("the context object goes along a redirect, and guards and observers see it")
    func redirectKeepsContext() async throws {
        let (wireframe, window) = try await orders()
        defer { withExtendedLifetime(window) {} }
        try wireframe.register("/o/:id<int>")
        try wireframe.addObserver(
            name: "old links",
            patterns: ["/o/:id<int>"],
            willRoute: { request in
                .redirect(to: "/orders/\(request.parameters["id"] ?? "")")
            }
        )
        var seen: [String] = []
        try wireframe.addGuard(name: "reads it", patterns: ["/orders/:id<int>"]) { session in
            seen.append(try session.request.payload(as: Order.self).total)
            return .proceed
        }
        let result = try await wireframe.route(to: "/o/5", payload: Order(id: 5, total: "1 €"))
        #expect(result.screen.screenIdentifier == "order:5 1 €")
        #expect(seen == ["1 €"])
    }
}
