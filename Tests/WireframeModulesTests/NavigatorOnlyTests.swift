// This file imports no WireframePipeline and no WireframeKit: what it does compiles against the
// module layer, the navigation core and the headless backend alone.
import Testing
import WireframeHeadless
import WireframeModules
import WireframeNavigation
import WireframePresentation

/// A routing with no URL: a navigator and a container factory, which is all a module needs.
@MainActor
private final class NavigatorOnly: URLRouting {
    let navigator = Navigator(clock: ManualClock())
    let containerFactory: (any ContainerFactory)? = HeadlessContainerFactory()

    func isRoute(_ pattern: String) -> Bool { false }

    struct NoRoute: Error {}

    func makeScreen(forURL url: String) async throws -> any Screen {
        throw NoRoute()
    }
}

@MainActor
@Suite("Modules on the navigator alone: no wireframe, no URL")
struct NavigatorOnlyTests {
    @Test("a module attached through a navigator and a factory navigates in that navigator's turns")
    func modulesNeedNoWireframe() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let routing = NavigatorOnly()
        var sources: [NavigationChange.Source] = []
        let observation = routing.navigator.observeChanges { sources.append($0.source) }

        try await UserBuilder.build(input: 1).attach(to: window, inStack: true, wireframe: routing)
        #expect(routing.navigator.root === window)
        let top = try #require(window.topmostScreen as? UserView)
        try await top.router().push(UserBuilder.build(input: 2), animated: false)

        #expect(
            window.dump() == """
                window
                └─ stack
                   ├─ screen "UserView" (User 1)
                   └─ screen "UserView" (User 2)
                """
        )
        #expect(sources == [.moduleRouter, .moduleRouter])
        _ = observation
    }

    @Test("a step the container refuses reaches the caller as the module's error, the container's own beneath it")
    func aRefusedStepIsWordedOnce() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let routing = NavigatorOnly()
        try await UserBuilder.build(input: 1).attach(to: window, inStack: true, wireframe: routing)
        let top = try #require(window.topmostScreen as? UserView)
        let shown = try UserBuilder.build(input: 2)
        try await top.router().push(shown, animated: false)
        let before = window.dump()

        let error = await #expect(throws: ModuleError.self) {
            try await top.router().push(shown, animated: false)
        }
        #expect(error?.code == .alreadyAttached)
        #expect(error?.underlyingError is PresentationError)
        #expect(window.dump() == before)
    }
}
