import Testing
import WireframeHeadless
import WireframeKit

/// VISPER's wireframe tests register a controller provider for every route, and some routes run
/// a closure instead of showing a controller. On the wireframe an action route shows no screen:
/// its action runs, no screen provider is asked for it, and the three ways of asking about the
/// route — the route table, `route(to:)` and `screen(for:)` — give that one answer.
@MainActor
@Suite("A screen provider and an action route: one rule")
struct ActionRouteScreenProviderTests {
    let window = HeadlessWindow(animationDuration: .zero)
    let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
    let ran = Ran()

    @MainActor final class Ran { var count = 0 }

    init() async throws {
        try wireframe.register("/home", option: .replaceRoot) { _ in HeadlessScreen("home") }
        let ran = ran
        try wireframe.registerAction("/logout", name: "log out") { _ in ran.count += 1 }
        wireframe.attach(root: window)
        try await wireframe.route(to: "/home")
    }

    @Test("a provider limited to the action route: the table, route(to:) and screen(for:) all name the action")
    func limitedProvider() async throws {
        try wireframe.addScreenProvider(name: "logout screen", patterns: ["/logout"]) { _ in HeadlessScreen("bye") }
        try await expectOneAnswer()
    }

    @Test("a provider for every route is not asked for an action route either")
    func providerForEveryRoute() async throws {
        var asked: [String] = []
        try wireframe.addScreenProvider(name: "everything", priority: 10) { request in
            asked.append(request.url)
            return nil
        }
        try await expectOneAnswer()
        #expect(asked.isEmpty)
    }

    private func expectOneAnswer() async throws {
        let row = wireframe.routeTableDescription.split(separator: "\n").first { $0.contains("/logout") }
        #expect(row?.contains("action \"log out\"") == true)
        #expect(row?.contains("logout screen") == false)
        let result = try await wireframe.route(to: "/logout")
        #expect(result.action == "log out")
        #expect(ran.count == 1)
        #expect(window.dump() == "window\n└─ screen \"home\"")
        let error = await #expect(throws: WireframeError.self) { _ = try await wireframe.screen(for: "/logout") }
        #expect(error?.code == .noScreen)
        #expect(
            error?.message
                == #"route to "/logout": it is an action route (action "log out"), which runs its action and shows no screen"#
        )
        #expect(ran.count == 1)
        #expect(wireframe.canRoute(to: "/logout"))
    }
}
