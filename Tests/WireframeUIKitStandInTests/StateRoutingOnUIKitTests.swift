import Testing
import UIKitStandIn
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// State-driven navigation on UIKit's controllers: the ready-made routables build the route, and
/// what the user does, heard from UIKit's delegate callbacks, comes back into the state.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StateRoutingOnUIKitTests {
    let window = UIWindow()
    let store = BasicNavigationStore()
    let router: StateRouter

    init() throws {
        let screens = SegmentScreens()
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in
            let tabBar = tabBar("mail", tabs.compactMap { $0 as? UIViewController })
            return tabBar
        }
        try screens.register("inbox") { _ in navigation("inbox", [controller("list")]) }
        try screens.register("settings") { _ in controller("settings") }
        try screens.register("message") { segment in controller("message:\(try segment.data(as: Int.self))") }
        try screens.register("about", presentation: .modal) { _ in controller("about") }
        router = StateRouter(store: store, window: window, screens: screens, clock: ManualClock())
    }

    private func route(_ route: [PathSegment]) async throws {
        try await router.apply(.setPath(route, animated: false))
    }

    @Test func aRouteBuildsUIKitsControllers() async throws {
        try await route(["mail", "inbox", try PathSegment("message", data: 42)])
        let tabs = try #require(window.rootViewController as? UITabBarController)
        let inbox = try #require(tabs.viewControllers?.first as? UINavigationController)
        #expect(inbox.viewControllers.map(\.restorationIdentifier) == ["list", "message:42"])
    }

    @Test func anEdgeSwipeComesBackIntoTheState() async throws {
        try await route(["mail", "inbox", try PathSegment("message", data: 42)])
        let inbox = try #require((window.rootViewController as? UITabBarController)?.viewControllers?.first)
        try #require(inbox as? UINavigationController).standInSimulateBackSwipe()
        window.standInFinishAnimations()
        #expect(store.navigationState.path == ["mail", "inbox"])
        #expect(!router.isBusy)
    }

    @Test func aTabTapComesBackIntoTheState() async throws {
        try await route(["mail", "inbox"])
        try #require(window.rootViewController as? UITabBarController).standInSimulateTabTap(at: 1)
        #expect(store.navigationState.path == ["mail", "settings"])
    }

    @Test func aSwipeDownComesBackIntoTheState() async throws {
        try await route(["mail", "settings", "about"])
        let tabs = try #require(window.rootViewController as? UITabBarController)
        #expect(tabs.presentedViewController?.restorationIdentifier == "about", "UIKit presents from the tab bar")
        try #require(tabs.presentedViewController).standInSimulateSwipeDown()
        window.standInFinishAnimations()
        #expect(store.navigationState.path == ["mail", "settings"])
    }

    @Test func aModalsOwnCancelComesBackIntoTheState() async throws {
        try await route(["mail", "settings", "about"])
        let about = try #require(window.rootViewController?.presentedViewController)
        about.dismiss(animated: true, completion: nil)
        window.standInFinishAnimations()
        #expect(store.navigationState.path == ["mail", "settings"])
        #expect(!router.isBusy)
    }
}
