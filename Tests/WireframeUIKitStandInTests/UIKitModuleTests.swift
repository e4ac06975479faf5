// Holds samples of README.md, VIPERModules.md and WireframeModules.md (the documentation tests
// check that they stay the same).
import Testing
import UIKitStandIn
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// The User module with a UIKit view: the presenter, interactor and router are the headless
/// tests' own, unchanged.
@MainActor
@Suite("VIPER modules on UIKit", .timeLimit(.minutes(1)))
struct UIKitModuleTests {
    @Test("the same module runs with a UIKit view: loaded when shown, navigating through the wireframe")
    func sameModule() async throws {
        let window = UIWindow()
        let wireframe = Wireframe(containerFactory: UIKitContainerFactory(), clock: ManualClock())
        let module = try UserBuilder.build(input: 1)
        #expect(module.view.viewIfLoaded == nil)
        try await module.attach(to: window, inStack: true, wireframe: wireframe)
        #expect(module.view.title == "User 1")
        // The router's push is animated: it returns when UIKit's transition ends.
        let push = await startAnimated(in: window) { try await module.presenter.didTapFriend(id: 2) }
        window.standInFinishAnimations()
        try await push.value
        let stack = try #require(window.rootViewController as? UINavigationController)
        #expect(stack.viewControllers.map(\.title) == ["User 1", "User 2"])
        let router = try #require(module.presenter.router as? UserRouter)
        try await router.present(UserBuilder.build(input: 3), inStack: true, animated: false)
        let modal = try #require(stack.presentedViewController as? UINavigationController)
        #expect(modal.viewControllers.map(\.title) == ["User 3"])
        let modalPresenter = try #require((modal.viewControllers.first as? UserViewController)?.presenter)
        let close = await startAnimated(in: window) { try await modalPresenter.didTapClose() }
        window.standInFinishAnimations()
        try await close.value
        #expect(stack.presentedViewController == nil)
    }

    @Test("a module popped from a navigation controller is freed")
    func popIsFreed() async throws {
        let window = UIWindow()
        let wireframe = Wireframe(containerFactory: UIKitContainerFactory(), clock: ManualClock())
        let root = try UserBuilder.build(input: 1)
        try await root.attach(to: window, inStack: true, wireframe: wireframe)
        let router = try #require(root.presenter.router as? UserRouter)
        weak var view: UserViewController?
        weak var presenter: UserPresenter?
        do {
            let friend = try UserBuilder.build(input: 2)
            view = friend.view
            presenter = friend.presenter
            try await router.push(friend, animated: false)
        }
        #expect(view?.title == "User 2")
        try await wireframe.navigator.back(animated: false)
        #expect(view == nil)
        #expect(presenter == nil)
    }

    @Test("the view from a storyboard's initial view controller, by default or per build")
    func storyboard() throws {
        let bundle = Bundle(
            standInPath: "/stand-in/User.bundle",
            storyboards: ["User": StandInStoryboard(initial: { UserViewController() })]
        )
        let module = try StoryboardUserBuilder.build(input: 4, viewSource: .storyboard(name: "User", bundle: bundle))
        #expect(module.presenter.userID == 4)
        #expect(module.view.presenter === module.presenter)
        let error = #expect(throws: ModuleError.self) { try StoryboardUserBuilder.build() }
        #expect(error?.message == "module \"User\": no storyboard \"User\" in bundle /stand-in/Main.app")
    }

    @Test("a storyboard that is not there, has no initial view controller, or holds another type")
    func storyboardErrors() {
        let bundle = Bundle(
            standInPath: "/stand-in/Other.bundle",
            storyboards: [
                "Empty": StandInStoryboard(initial: nil),
                "Plain": StandInStoryboard(initial: { UIViewController() }),
            ]
        )
        let cases: [(ViewSource<UserViewController>, String)] = [
            (.storyboard(name: "User"), "module \"User\": no storyboard \"User\" in bundle /stand-in/Main.app"),
            (
                .storyboard(name: "User", bundle: bundle),
                "module \"User\": no storyboard \"User\" in bundle /stand-in/Other.bundle"
            ),
            (
                .storyboard(name: "Empty", bundle: bundle),
                "module \"User\": storyboard \"Empty\" has no initial view controller"
            ),
            (
                .storyboard(name: "Plain", bundle: bundle),
                "module \"User\": the initial view controller of storyboard \"Plain\" is a UIViewController, not a UserViewController"
            ),
        ]
        for (source, message) in cases {
            let error = #expect(throws: ModuleError.self) { try UserBuilder.build(viewSource: source) }
            #expect(error?.code == .viewUnavailable)
            #expect(error?.message == message)
        }
    }

    @Test("the view from a nib: loaded from it when first shown, then viewDidLoad")
    func nib() async throws {
        let bundle = Bundle(standInPath: "/stand-in/User.bundle", nibs: ["UserCompact": StandInNib()])
        let module = try UserBuilder.build(input: 5, viewSource: .nib(name: "UserCompact", bundle: bundle))
        #expect(module.view.nibName == "UserCompact")
        #expect(module.view.nibBundle === bundle)
        #expect(module.view.viewIfLoaded == nil)
        try await module.attach(to: UIWindow(), wireframe: Wireframe(clock: ManualClock()))
        #expect(module.view.viewIfLoaded?.standInNibName == "UserCompact")
        #expect(module.view.title == "User 5")
    }

    @Test("a nib that is not there")
    func nibErrors() {
        let bundle = Bundle(standInPath: "/stand-in/User.bundle", nibs: ["Other": StandInNib()])
        let error = #expect(throws: ModuleError.self) {
            try UserBuilder.build(viewSource: .nib(name: "UserCompact", bundle: bundle))
        }
        #expect(error?.code == .viewUnavailable)
        #expect(error?.message == "module \"User\": no nib \"UserCompact\" in bundle /stand-in/User.bundle")
        let inMain = #expect(throws: ModuleError.self) {
            // sample VIPERModules/building-a-module-5
            let module = try UserBuilder.build(input: 5, viewSource: .nib(name: "UserCompact"))
            // sample end
            Issue.record("the main bundle of the stand-in holds no nib, yet \(module.name) was built")
        }
        #expect(inMain?.message == "module \"User\": no nib \"UserCompact\" in bundle /stand-in/Main.app")
    }
}
