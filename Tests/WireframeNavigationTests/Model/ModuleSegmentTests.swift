import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A module a module's router shows joins the navigation state by the module's name, as a screen
/// the wireframe shows joins it by its route: a pop of the state removes exactly it, and a saved
/// state shows it again with the screen registered under the module's name.
@MainActor
@Suite("Derived segments of modules", .timeLimit(.minutes(1)))
struct ModuleSegmentTests {
    /// A window whose state router shows `main` (a stack holding "root"), and a wireframe with a
    /// route `/card` that pushes a card module.
    private func app() throws -> (HeadlessWindow, BasicNavigationStore, StateRouter) {
        let window = HeadlessWindow(animationDuration: .zero)
        let screens = SegmentScreens()
        try screens.register("main") { _ in try HeadlessStack("main", screens: [HeadlessScreen("root")]) }
        try screens.register(CardBuilder.moduleName) { _ in try CardBuilder.build().view }
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/card", option: .push(animated: false), module: CardBuilder.self)
        let store = BasicNavigationStore()
        let router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
        return (window, store, router)
    }

    @Test("a module a module's router pushes is in the state by its name; pop removes it alone; restored, it is shown")
    func moduleJoinsTheState() async throws {
        let (window, store, router) = try app()
        try await router.apply(.setPath(["main"], animated: false))
        try await router.wireframe.route(to: "/card")
        let first = try #require(window.topmostScreen as? CardView)
        let cardRouter = try #require((first.presenter as? CardPresenter)?.router as? CardRouter)
        try await cardRouter.push(CardBuilder.build(), animated: false)
        #expect(store.navigationState.path == ["main", try PathSegment("/card", data: "/card"), "Card"])
        let saved = try store.navigationState.jsonData()

        try await router.apply(.pop(animated: false))
        let stack = try #require(window.root as? HeadlessStack)
        #expect(stack.screens.count == 2, "the pop removed more than the module's screen")
        #expect(stack.screens.last === first)

        let (restoredWindow, restoredStore, restoredRouter) = try app()
        #expect(try await restoredRouter.restore(from: saved, fallback: ["main"]) == .restored)
        #expect(restoredStore.navigationState.path == ["main", try PathSegment("/card", data: "/card"), "Card"])
        let restoredStack = try #require(restoredWindow.root as? HeadlessStack)
        #expect(restoredStack.screens.count == 3)
        #expect(restoredStack.screens.dropFirst().allSatisfy { $0 is CardView })
    }
}
