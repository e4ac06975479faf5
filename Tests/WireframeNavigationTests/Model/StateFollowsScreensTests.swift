import Foundation
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A seeded, randomised run of the state router beside the wireframe and the user in one window:
/// state changes (some naming a segment whose screen cannot be made), the router's deep links,
/// URLs the wireframe pushes and presents, `back()`, and back swipes, swipe-downs and tab taps.
/// After each of them the router's state is what the screens show, read off them segment by
/// segment (`pathOnScreens()`), and a failed request of the wireframe changed nothing.
///
/// Its seed is ``FrontEndModelTests/seed`` (fixed unless `WIREFRAME_MODEL_SEED` names one);
/// `WIREFRAME_MODEL_STEPS=<n>` sets how many requests the run makes (default 150).
@MainActor
@Suite("The state router follows every front-end", .timeLimit(.minutes(5)))
struct StateFollowsScreensTests {
    static let page = SegmentKind<Int>("page")

    struct Fault: Error {}

    @Test("after every request the state is what the screens show")
    func stateIsWhatIsShown() async throws {
        let seed = FrontEndModelTests.seed
        var generator = SeededGenerator(seed: seed)
        let window = HeadlessWindow(animationDuration: .zero)
        let screens = SegmentScreens()
        try screens.registerTabs("main", tabs: ["a", "b"]) { try HeadlessTabs("main", tabs: $0) }
        try screens.register("a") { _ in try HeadlessStack("a", screens: [HeadlessScreen("a0")]) }
        try screens.register("b") { _ in try HeadlessStack("b", screens: [HeadlessScreen("b0")]) }
        try screens.register(Self.page) { n in HeadlessScreen("page:\(n)") }
        try screens.register("boom") { _ in throw Fault() }
        try screens.register("about", presentation: .modal) { _ in HeadlessScreen("about") }
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/item/:n<int>", option: .push(animated: false)) { request in
            HeadlessScreen("item:\(try request.parameters.value("n", as: Int.self))")
        }
        try wireframe.register("/sheet", option: .present(inStack: true, animated: false)) { _ in
            HeadlessScreen("sheet")
        }
        try wireframe.register("/broken", option: .push(animated: false)) { _ in throw Fault() }
        let store = BasicNavigationStore()
        let router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
        try router.registerLink("/pages/:n<int>") { match in
            ["main", "b", try Self.page(match.parameters.value("n", as: Int.self))]
        }
        try await router.apply(.setPath(["main", "a"], animated: false))

        for step in 0..<FrontEndModelTests.steps {
            let n = Int.random(in: 0..<100, using: &generator)
            let tab: PathSegment = Bool.random(using: &generator) ? "a" : "b"
            let before = window.dump()
            var what = ""
            var mustNotChange = false
            do {
                switch Int.random(in: 0..<11, using: &generator) {
                case 0:
                    what = "state: main / \(tab) / page \(n)"
                    try await router.apply(.setPath(["main", tab, try Self.page(n)], animated: false))
                case 1:
                    what = "state: push page \(n)"
                    try await router.apply(.push(try Self.page(n), animated: false))
                case 2:
                    what = "state: pop"
                    try await router.apply(.pop(animated: false))
                case 3:
                    what = "state: push boom"
                    try await router.apply(.push("boom", animated: false))
                case 4:
                    what = "state: about"
                    try await router.apply(.push("about", animated: false))
                case 5:
                    what = "link /pages/\(n)"
                    try await router.open("/pages/\(n)", animated: false)
                case 6:
                    what = "wireframe: /item/\(n)"
                    try await wireframe.route(to: "/item/\(n)")
                case 7:
                    what = "wireframe: /sheet"
                    try await wireframe.route(to: "/sheet")
                case 8:
                    what = "wireframe: /broken"
                    mustNotChange = true
                    try await wireframe.route(to: "/broken")
                case 9:
                    what = "wireframe: back"
                    try await wireframe.navigator.back(animated: false)
                default:
                    if let top = window.topmostScreen as? HeadlessScreen, top.presentingScreen != nil {
                        what = "user: swipe down"
                        try await top.simulateSwipeDown(animated: false)
                    } else if let stack = window.topmostScreen?.enclosingStack as? HeadlessStack,
                        stack.screens.count > 1
                    {
                        what = "user: back swipe"
                        try await stack.simulateBackSwipe(animated: false)
                    } else if let tabs = window.root as? HeadlessTabs {
                        what = "user: tab tap"
                        try await tabs.simulateTabTap(tabs.selectedIndex == 0 ? 1 : 0, animated: false)
                    }
                }
            } catch {
                if mustNotChange {
                    #expect(
                        window.dump() == before,
                        "seed \(seed), request \(step) (\(what)) failed but changed the screens"
                    )
                }
            }
            try? await router.settle()
            let context = "seed \(seed), request \(step) (\(what))"
            #expect(store.navigationState.path == router.shownPath, "\(context): the state is not the router's")
            let onScreens = try router.pathOnScreens()
            #expect(
                store.navigationState.path == onScreens,
                "\(context): the state says \(store.navigationState.path.pathDescription), the screens show \(onScreens.pathDescription)\n\(window.dump())"
            )
            if store.navigationState.path != onScreens { break }
        }
    }
}
