// Holds samples of ThePipeline.md (the documentation tests check that they stay the same).
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// A container the wireframe has no built-in knowledge of, `HeadlessSplit` (a `ChildContainer`),
/// as the root: XCoordinator's user list and user detail, the list in the primary column and the
/// detail in the secondary one.
@MainActor
@Suite("Custom containers take part in routing")
struct CustomContainerTests {
    let window = HeadlessWindow(animationDuration: .zero)
    let list: HeadlessStack
    let detail: HeadlessStack
    let split: HeadlessSplit
    let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())

    init() async throws {
        list = try HeadlessStack("list", screens: [HeadlessScreen("users")])
        detail = try HeadlessStack("detail", screens: [HeadlessScreen("user:1")])
        split = try HeadlessSplit("split", primary: list, secondary: detail)
        try await window.setRoot(split, animated: false)
        try wireframe.register("/users/:id<int>") { request in HeadlessScreen("user:\(request.parameters["id"] ?? "?")")
        }
        try wireframe.register("/users/:id<int>/news") { _ in HeadlessScreen("news") }
        try wireframe.register("/login") { _ in HeadlessScreen("login") }
        wireframe.attach(root: window)
    }

    @Test func theTopmostScreenIsFoundThroughTheActiveChild() throws {
        #expect(window.topmostScreen === detail.topScreen)
        split.setCollapsed(true)
        #expect(window.topmostScreen?.screenIdentifier == "users")
    }

    @Test func pushGoesOntoTheSecondaryColumnWhileBothShow() async throws {
        let result = try await wireframe.route(to: "/users/2/news", option: .push)
        #expect(result.placement.summary == "pushed onto \"detail\"")
        #expect(detail.screens.screenIdentifiers == ["user:1", "news"])
        #expect(list.screens.screenIdentifiers == ["users"])
        #expect(window.topmostScreen === result.screen)
    }

    @Test func pushGoesOntoThePrimaryColumnOnceCollapsed() async throws {
        split.setCollapsed(true)
        try await wireframe.route(to: "/users/2")
        #expect(list.screens.screenIdentifiers == ["users", "user:2"])
        #expect(detail.screens.screenIdentifiers == ["user:1"])
        let back = try await wireframe.navigator.back()
        #expect(back.removed.screenIdentifiers == ["user:2"])
        #expect(list.screens.screenIdentifiers == ["users"])
    }

    @Test func theArticleSampleFollowsTheActiveColumn() async throws {
        // sample ThePipeline/containers-of-your-own
        // The user list in the primary column, the detail in the secondary one.
        try await wireframe.route(to: "/users/2/news", option: .push)  // onto the detail column's stack
        split.setCollapsed(true)
        try await wireframe.route(to: "/users/3", option: .push)  // onto the list's stack, as on iPhone
        // sample end
        #expect(detail.screens.screenIdentifiers == ["user:1", "news"])
        #expect(list.screens.screenIdentifiers == ["users", "user:3"])
    }

    @Test func presentGoesOverTheActiveColumn() async throws {
        let result = try await wireframe.route(to: "/login", option: .present(inStack: true))
        #expect(result.placement.summary.hasPrefix("presented by \"user:1\""))
        #expect(
            window.dump()
                == """
                window
                └─ split "split"
                   ├─ stack "list"
                   │  └─ screen "users"
                   └─ stack "detail"
                      └─ screen "user:1"
                         └─ presents stack
                            └─ screen "login"
                """
        )
    }

    @Test func aSecondaryColumnWithoutAStackFailsAPushAndChangesNothing() async throws {
        try await split.showSecondary(HeadlessScreen("welcome"), animated: false)
        let before = window.dump()
        let error = await #expect(throws: WireframeError.self) {
            try await wireframe.route(to: "/users/2", option: .push)
        }
        #expect(error?.code == .noContainer)
        #expect(
            error?.message
                == "route to \"/users/2\": no stack to push \"user:2\" on: the visible screen \"welcome\" is not on a stack"
        )
        #expect(window.dump() == before)
        // `.show` presents from it instead, as UIKit's show(_:sender:) does outside a stack.
        let shown = try await wireframe.route(to: "/users/2", option: .show)
        #expect(shown.placement.summary == "presented by \"welcome\"")
    }

    @Test func theSplitRefusesAColumnAlreadyShownElsewhere() async throws {
        let error = #expect(throws: PresentationError.self) {
            try HeadlessSplit(primary: list)
        }
        #expect(error?.code == .alreadyInHierarchy)
        #expect(list.enclosingStack == nil)
        #expect(window.topmostScreen === detail.topScreen)
    }
}
