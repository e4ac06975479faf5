import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A routable of the app's own is handed the turn of the change it takes part in: the steps it
/// applies there are taken back with the change, as those of the ready-made routables are.
@MainActor
@Suite("Routables of the app's own: their steps are taken back with the change")
struct AppRoutableTests {
    /// Pushes a screen named after each segment on `stack`, in steps of the turn it is handed;
    /// the segment `broken` is pushed, then refused.
    final class PagesRoutable: Routable {
        let stack: HeadlessStack

        init(_ stack: HeadlessStack) {
            self.stack = stack
        }

        func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable {
            try await turn.apply(.push(HeadlessScreen(segment.identifier), onto: stack, animated: animated))
            if segment.identifier == "broken" { throw PlannedFailure(segment: segment.identifier) }
            return self
        }

        func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws {
            let below = stack.screens[stack.screens.count - 2]
            try await turn.apply(.pop(stack, to: below, animated: animated))
        }

        func change(
            _ segment: PathSegment,
            to new: PathSegment,
            animated: Bool,
            in turn: NavigationTurn
        ) async throws -> any Routable {
            try await pop(segment, animated: animated, in: turn)
            return try await push(new, animated: animated, in: turn)
        }
    }

    /// A window showing a stack with one screen, `first`, a wireframe attached to it, and a router
    /// on that wireframe whose root is a ``PagesRoutable`` on the stack.
    @MainActor
    struct Fixture {
        let window = HeadlessWindow(animationDuration: .zero)
        let stack: HeadlessStack
        let store = BasicNavigationStore()
        let router: StateRouter

        init() async throws {
            stack = try HeadlessStack("pages", screens: [HeadlessScreen("first")])
            try await window.setRoot(stack, animated: false)
            let wireframe = Wireframe()
            wireframe.attach(root: window)
            router = StateRouter(store: store, root: PagesRoutable(stack), wireframe: wireframe)
        }
    }

    @Test("a change that fails part way keeps the steps before the failing one, and takes that one back")
    func failingStepTakenBack() async throws {
        let fixture = try await Fixture()
        let error = await #expect(throws: StateRoutingError.self) {
            try await fixture.router.apply(.setPath(["a", "broken"], animated: false))
        }
        #expect(error?.message.contains("planned failure of broken") == true, "\(error?.message ?? "")")
        #expect(fixture.stack.screens.map(\.screenIdentifier) == ["first", "a"])
        #expect(fixture.store.navigationState.path == ["a"])
    }

    @Test("a link shows its path in steps of the wireframe's turn, which the app's routable is handed")
    func link() async throws {
        let fixture = try await Fixture()
        try fixture.router.registerLink("/pages") { _ in ["a", "b"] }
        #expect(try await fixture.router.open("/pages", animated: false) == .shown)
        #expect(fixture.stack.screens.map(\.screenIdentifier) == ["first", "a", "b"])
        #expect(fixture.store.navigationState.path == ["a", "b"])
    }

    @Test("a link whose path fails part way is taken back whole, the steps of the app's routable with it")
    func linkTakenBackWhole() async throws {
        let fixture = try await Fixture()
        try fixture.router.registerLink("/broken") { _ in ["a", "b", "broken"] }
        let error = await #expect(throws: StateRoutingError.self) {
            try await fixture.router.open("/broken", animated: false)
        }
        #expect(error?.message.contains("planned failure of broken") == true, "\(error?.message ?? "")")
        #expect(fixture.stack.screens.map(\.screenIdentifier) == ["first"])
        #expect(fixture.store.navigationState.path == [])
    }
}
