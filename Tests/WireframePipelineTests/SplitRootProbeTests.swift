import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// The four probes that found the walks over the hierarchy disagreeing about custom containers:
/// with a split view as the window's root, every request keeps the whole-or-nothing promise and
/// finds what is shown as it does with a stack as the root.
@MainActor
@Suite("A split view as the root: the probes of the navigation core")
struct SplitRootProbeTests {
    /// A window whose root is split "split": primary stack "list" holding "users", secondary
    /// stack "detail" holding "user:1"; and a wireframe without a container factory.
    @MainActor
    private struct SplitApp {
        let window = HeadlessWindow(animationDuration: .zero)
        let detail: HeadlessStack
        let wireframe = Wireframe()

        init() async throws {
            detail = try HeadlessStack("detail", screens: [HeadlessScreen("user:1")])
            let split = try HeadlessSplit(
                "split",
                primary: try HeadlessStack("list", screens: [HeadlessScreen("users")]),
                secondary: detail
            )
            try await window.setRoot(split, animated: false)
            for name in ["news", "compose", "login", "main"] {
                try wireframe.register("/\(name)") { _ in HeadlessScreen(name) }
            }
            wireframe.attach(root: window)
        }
    }

    @Test("a request that fails after its prerequisite was pushed into the detail column takes it back")
    func prerequisiteTakenBack() async throws {
        let app = try await SplitApp()
        try app.wireframe.setPrerequisites([.route("/news", option: .push)], forRoute: "/compose")
        let before = app.window.dump()
        let error = await #expect(throws: WireframeError.self) {
            try await app.wireframe.route(to: "/compose", option: .present(inStack: true))
        }
        #expect(error?.code == .noContainerFactory)
        #expect(app.detail.screens.map(\.screenIdentifier) == ["user:1"])
        #expect(app.window.dump() == before)
    }

    @Test("a transition of the app's own that pushes into the detail column and throws is named as having changed it")
    func brokenPromiseSeen() async throws {
        let app = try await SplitApp()
        struct Planned: Error {}
        try app.wireframe.addTransition(name: "pushes then throws", for: PushOption.self) { screen, _, context in
            try await context.visibleStack?.push(screen, animated: false)
            throw Planned()
        }
        let error = await #expect(throws: WireframeError.self) {
            try await app.wireframe.route(to: "/news", option: .push)
        }
        #expect(error?.code == .hierarchyChanged)
        #expect(error?.message.contains(#"added "news""#) == true)
    }

    @Test("dismissModal(all:) finds a modal presented inside the detail column")
    func dismissAll() async throws {
        let app = try await SplitApp()
        try await app.wireframe.route(to: "/login", option: .present(animated: false))
        let result = try await app.wireframe.navigator.dismissModal(all: true, animated: false)
        #expect(result.removed.map(\.screenIdentifier) == ["login"])
        #expect(app.window.topmostScreen?.screenIdentifier == "user:1")
    }

    @Test("a stack prerequisite is satisfied by the detail column's stack: the split view stays")
    func stackPrerequisiteSatisfied() async throws {
        let app = try await SplitApp()
        try app.wireframe.setPrerequisites(
            [.stack(builtBy: "/main", option: .replaceRoot(inStack: true))],
            forRoute: "/news"
        )
        try await app.wireframe.route(to: "/news", option: .push(animated: false))
        #expect(app.window.root?.screenIdentifier == "split")
        #expect(app.detail.screens.map(\.screenIdentifier) == ["user:1", "news"])
    }
}
