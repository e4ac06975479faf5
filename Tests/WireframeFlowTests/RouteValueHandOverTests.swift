import Testing
import WireframeFlow
import WireframeHeadless
import WireframePipeline
import WireframeRouting
import WireframeTestSupport
import WireframeTesting

/// A route of the tests, as a value.
private struct NoteRoute: Route {
    static let pattern = "/notes/:id<int>"
    var id: Int
}

private enum Author: FlowContextKey { static let defaultValue = "" }

@MainActor
struct RouteValueHandOverTests {
    @Test func routingToAValueHandsOnTheContextAsked() async throws {
        let app = try await HeadlessFixture(.stack("main", ["inbox"]))
        let wireframe = Wireframe(root: app.window, containerFactory: HeadlessContainerFactory())
        try wireframe.register(NoteRoute.self, option: .push) { route, _ in HeadlessScreen("note:\(route.id)") }
        let context = FlowContext()
        context[Author.self] = "ana"
        let result = try await wireframe.route(to: NoteRoute(id: 3), flowContext: .context(context))
        #expect(result.screen.flowContext === context)
        #expect(result.screen.flowContext?[Author.self] == "ana")
    }
}
