import Testing
import WireframeHeadless
import WireframeKit

// Holds the sample of MigratingFromXCoordinator.md, the DocC guide "Migrating from XCoordinator"
// (WireframeKit.docc/Articles/Migrating), written once between the `sample` markers (the page shows
// what is written here: `SampleSourcesTests`), then run.
@MainActor
@Suite("DocC: Migrating from XCoordinator")
struct XCoordinatorGuideTests {
    @Test func routeValuesAndATurnOfSeveralSteps() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        // sample MigratingFromXCoordinator/the-same-flow
        struct UserRoute: Route {
            static let pattern = "/users/:name"
            var name: String
        }

        try wireframe.register("/users", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("users") }
        try wireframe.register(UserRoute.self, option: .push) { route, _ in HeadlessScreen("user:\(route.name)") }

        try await wireframe.route(to: "/users")
        try await wireframe.route(to: UserRoute(name: "ana"))  // the route value, checked by the compiler
        try await wireframe.inTurn(named: "two more users") { turn in  // several steps, whole or not at all
            guard let stack = turn.shown.visibleStack else { return }
            try await turn.apply(.push(HeadlessScreen("user:bo"), onto: stack))
            try await turn.apply(.push(HeadlessScreen("user:cy"), onto: stack))
        }
        try await wireframe.navigator.back()
        // sample end
        let stack = try #require(window.root as? HeadlessStack)
        #expect(stack.screens.map(\.screenIdentifier) == ["users", "user:ana", "user:bo"])
    }
}
