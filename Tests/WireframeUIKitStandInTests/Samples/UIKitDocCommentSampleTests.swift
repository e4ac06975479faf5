import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport

// Holds samples of the `///` comments of ChildContainer.swift, Wireframe.swift, NibLoadable.swift,
// UIWindow+RootContainer.swift and ViewSource+UIKit.swift: the samples that need UIKit, written
// here once, between the `sample` markers (the doc comments show what is written here:
// `SampleSourcesTests`), compiled against the UIKit stand-in and run there. Those that show part of
// an app (a builder's view source, a scene's window) get the least code around them that makes them
// whole.

/// The view of ViewSource+UIKit.swift's and NibLoadable.swift's samples: the User module's view
/// (see `UserModule/`) under the Profile name those samples use.
final class ProfileViewController: UIViewController, ModuleView, UserViewContract {
    let links = ViewLinks<any UserViewOutput>()
    var contract: any UserViewContract { self }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    func show(name: String) { title = name }
}

/// The page view of ChildContainer.swift's sample: pages the user swipes between.
final class PagesViewController: UIViewController {
    var pages: [UINavigationController] = []
    var currentPage = 0
}

// sample ChildContainer/ChildContainer
// A page view of the app's own, each page a navigation controller added with addChild(_:).
extension PagesViewController: ChildContainer {
    var childScreens: [any Screen] { pages }
    var activeChild: (any Screen)? { pages.indices.contains(currentPage) ? pages[currentPage] : nil }
}
// sample end

@MainActor
@Suite("Doc-comment sample: a container of the app's own")
struct ChildContainerSampleTests {
    @Test func theTopmostScreenIsOnTheCurrentPage() {
        let pages = PagesViewController()
        let first = UINavigationController(rootViewController: UIViewController())
        let second = UINavigationController(rootViewController: UIViewController())
        second.viewControllers[0].restorationIdentifier = "page two"
        pages.pages = [first, second]
        pages.currentPage = 1
        let window = UIWindow()
        window.rootViewController = pages
        #expect(window.topmostScreen?.screenIdentifier == "page two")
        pages.currentPage = 5
        #expect(pages.activeChild == nil)
    }
}

// sample NibLoadable/NibLoadable
extension ProfileViewController: NibLoadable {}
// sample end

typealias ProfileBuilder = ModuleBuilder<ProfileViewController, UserPresenter, UserInteractor, UserRouter>

/// A builder whose view comes from a storyboard of the main bundle, as ViewSource+UIKit.swift's
/// sample declares it.
enum StoryboardProfileBuilder: ModuleBuilding {
    typealias View = ProfileViewController
    typealias Presenter = UserPresenter
    typealias Interactor = UserInteractor
    typealias Router = UserRouter
    // sample ViewSource+UIKit/storyboard
    static var viewSource: ViewSource<ProfileViewController> { .storyboard(name: "Profile") }
    // sample end
}

/// UIWindow+RootContainer.swift's sample, as a scene delegate runs it once its scene is there.
@MainActor
func attachWindow(of windowScene: UIWindowScene, to wireframe: Wireframe) -> UIWindow {
    // sample UIWindow+RootContainer/UIWindow
    let window = UIWindow(windowScene: windowScene)
    window.makeKeyAndVisible()
    wireframe.attach(root: window)
    // sample end
    return window
}

@MainActor
@Suite("Documentation samples: the UIKit doc comments", .timeLimit(.minutes(1)))
struct UIKitDocCommentSampleTests {
    @Test func theWireframesOverview() async throws {
        let window = UIWindow()
        let wireframe = try await endingAnimations(in: window) {
            // sample Wireframe/Wireframe
            let wireframe = Wireframe(containerFactory: UIKitContainerFactory())
            try wireframe.register("/inbox", access: .openToOutsideLinks, option: .replaceRoot(inStack: true)) { _ in
                InboxModule.build()
            }
            try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
                MessageModule.build(id: try request.parameters.value("id", as: Int.self))
            }
            wireframe.attach(root: window)
            try await wireframe.route(to: "/inbox")
            try await wireframe.route(to: "myapp://messages/42", option: .present(inStack: true))
            // sample end
            return wireframe
        }

        #expect(wireframe.root === window)
        let stack = try #require(window.rootViewController as? UINavigationController)
        #expect(stack.viewControllers.map(\.screenIdentifier) == ["inbox"])
        let modal = try #require(stack.presentedViewController as? UINavigationController)
        #expect(modal.viewControllers.map(\.screenIdentifier) == ["message:42"])
    }

    @Test func aViewFromANib() throws {
        // The stand-in's main bundle holds no nib, so the build reports the one it looked for.
        let error = #expect(throws: ModuleError.self) {
            // sample ViewSource+UIKit/nib
            let module = try ProfileBuilder.build(viewSource: .nib(name: "ProfileCompact"))
            // sample end
            Issue.record("the main bundle of the stand-in holds no nib, yet \(module.name) was built")
        }
        #expect(error?.code == .viewUnavailable)
        #expect(error?.message == "module \"Profile\": no nib \"ProfileCompact\" in bundle /stand-in/Main.app")

        let bundle = Bundle(standInPath: "/stand-in/Profile.bundle", nibs: ["ProfileCompact": StandInNib()])
        let module = try ProfileBuilder.build(viewSource: .nib(name: "ProfileCompact", bundle: bundle))
        #expect(module.view.nibName == "ProfileCompact")
        #expect(module.view.viewIfLoaded == nil)
    }

    @Test func aViewFromAStoryboard() throws {
        // The stand-in's main bundle holds no storyboard, so the build reports the one it looked for.
        let error = #expect(throws: ModuleError.self) { try StoryboardProfileBuilder.build() }
        #expect(error?.message == "module \"Profile\": no storyboard \"Profile\" in bundle /stand-in/Main.app")
        #expect(StoryboardProfileBuilder.viewSource.description == "storyboard \"Profile\"")
    }

    @Test func theWindowOfAScene() {
        let wireframe = Wireframe(containerFactory: UIKitContainerFactory())
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
        let window = attachWindow(of: scene, to: wireframe)
        #expect(window.windowScene === scene)
        #expect(window.isKeyWindow)
        #expect(wireframe.root === window)
    }
}
