import Testing
import WireframeKit
import WireframeSwiftUI

/// VIPER modules whose view is a SwiftUI screen: the presenter, interactor and router are the
/// headless tests' own, unchanged.
@MainActor
@Suite("VIPER modules on SwiftUI", .timeLimit(.minutes(1)))
struct ModulesOnSwiftUITests {
    @Test("the same module runs with a SwiftUI view: loaded when shown, navigating through the wireframe")
    func sameModule() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        let wireframe = Wireframe(containerFactory: SwiftUIContainerFactory())
        let module = try UserBuilder.build(input: 1)
        try await module.attach(to: window, inStack: true, wireframe: wireframe)
        #expect(module.view.title == "User 1")
        try await module.presenter.didTapFriend(id: 2)
        let stack = try #require(window.root as? SwiftUIStack)
        #expect(stack.screens.map(\.title) == ["User 1", "User 2"])
        let router = try #require(module.presenter.router as? UserRouter)
        try await router.present(UserBuilder.build(input: 3), inStack: true, animated: false)
        // A SwiftUI screen presents from its own view (the sheet is of its level).
        let modal = try #require(module.view.presentedScreen as? SwiftUIStack)
        #expect(modal.screens.map(\.title) == ["User 3"])
        let modalPresenter = try #require((modal.screens.first as? UserSwiftUIView)?.presenter)
        try await modalPresenter.didTapClose()
        #expect(module.view.presentedScreen == nil)
    }

    @Test("a SwiftUI button's action is synchronous: the router's withoutWaiting navigates from it, in order")
    func synchronousButtonAction() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        let wireframe = Wireframe(containerFactory: SwiftUIContainerFactory())
        let module = try UserBuilder.build(input: 1)
        try await module.attach(to: window, inStack: true, wireframe: wireframe)
        let router = try #require(module.presenter.router as? UserRouter)
        // What a `Button { … }` in the view's body runs: no `await`, no `Task`.
        func buttonAction() {
            router.withoutWaiting.push(try UserBuilder.build(input: 2))
            router.withoutWaiting.push(try UserBuilder.build(input: 3))
        }
        buttonAction()
        await wireframe.waitForModuleNavigations()
        let stack = try #require(window.root as? SwiftUIStack)
        #expect(stack.screens.map(\.title) == ["User 1", "User 2", "User 3"])
    }

    @Test("a module the user pops is freed, all four parts")
    func userPopFreesTheModule() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        let wireframe = Wireframe(containerFactory: SwiftUIContainerFactory())
        let root = try UserBuilder.build(input: 1)
        try await root.attach(to: window, inStack: true, wireframe: wireframe)
        let router = try #require(root.presenter.router as? UserRouter)
        weak var view: UserSwiftUIView?
        weak var presenter: UserPresenter?
        do {
            let friend = try UserBuilder.build(input: 2)
            view = friend.view
            presenter = friend.presenter
            try await router.push(friend, animated: false)
        }
        #expect(view?.title == "User 2")
        let stack = try #require(window.root as? SwiftUIStack)
        UserActions.swipeBack(stack)
        #expect(view == nil)
        #expect(presenter == nil)
    }
}
