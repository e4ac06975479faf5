// Holds samples of ThePipeline.md (the documentation tests check that they stay the same).
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// Tabs that refuse to select a tab they were not made with, to show that a tab added for a
/// request that then fails is taken away again.
@MainActor
private final class RefusingTabs: TabContainer, RootContainer {
    let screenIdentifier = "refusing"
    let screenAttachments = ScreenAttachments()
    let title: String? = nil
    let firstCount: Int
    var enclosingStack: (any StackContainer)? { nil }
    var enclosingTabs: (any TabContainer)? { nil }
    var presentedScreen: (any Screen)? { nil }
    var presentingScreen: (any Screen)? { nil }
    var tabs: [any Screen]
    var selectedIndex: Int? = 1
    var root: (any Screen)? { self }
    private let observers = UserNavigationObservers()

    init(tabs: [any Screen]) {
        self.tabs = tabs
        firstCount = tabs.count
    }

    func present(_ screen: any Screen, animated: Bool) async throws {}
    func dismissPresented(animated: Bool) async throws {}
    func setTabs(_ tabs: [any Screen], animated: Bool) async throws {
        self.tabs = tabs
        selectedIndex = 0
    }
    func selectTab(at index: Int) async throws {
        guard index < firstCount else { throw PresentationError(.tabOutOfRange, "tab \(index) is refused") }
        selectedIndex = index
    }
    func setRoot(_ screen: any Screen, animated: Bool) async throws {}
    func observeUserNavigation(_ handler: @escaping @MainActor (UserNavigationEvent) -> Void) -> NavigationObservation {
        observers.add(handler)
    }
}

/// "If the tab exists, select it, else add it": route-composer's city list, a tab added the first
/// time it is asked for and selected after.
@MainActor
@Suite("Selecting a tab, or adding it")
struct SelectOrAddTabTests {
    let window = HeadlessWindow(animationDuration: .zero)
    let tabs: HeadlessTabs
    let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(naming: .named("cities")))

    init() async throws {
        let inbox = try HeadlessStack("inbox", screens: [HeadlessScreen("inbox")])
        tabs = try HeadlessTabs("tabs", tabs: [inbox, HeadlessScreen("settings")])
        try await window.setRoot(tabs, animated: false)
        let wireframe = wireframe
        // sample ThePipeline/reusing-what-is-shown-3
        try wireframe.register("/cities", option: .selectOrAddTab(inStack: true)) { _ in HeadlessScreen("cities") }
        // sample end
        try wireframe.register(
            "/settings",
            option: .selectOrAddTab(matching: .where { screen, _ in screen.screenIdentifier == "settings" })
        ) { _ in HeadlessScreen("another settings") }
        try wireframe.register("/cities/:name") { request in HeadlessScreen("city:\(request.parameters["name"] ?? "?")")
        }
        wireframe.attach(root: window)
    }

    @Test func aMissingTabIsAddedAndSelected() async throws {
        let result = try await wireframe.route(to: "/cities")
        #expect(result.placement.summary == "added as tab 2 of \"tabs\"")
        #expect(tabs.tabs.screenIdentifiers == ["inbox", "settings", "cities"])
        #expect(tabs.selectedIndex == 2)
        #expect(window.topmostScreen === result.screen)
    }

    @Test func anExistingTabIsSelectedWithoutANewScreen() async throws {
        let first = try await wireframe.route(to: "/cities")
        try await wireframe.route(to: "/cities/paris", option: .push)
        try await tabs.selectTab(at: 0)
        let again = try await wireframe.route(to: "/cities")
        #expect(again.screen === first.screen)
        #expect(again.screenProvider == Wireframe.alreadyShown)
        #expect(again.placement.summary == "selected tab 2 of \"tabs\"")
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.tabs.count == 3)
        // The tab is selected as the user left it.
        #expect(window.topmostScreen?.screenIdentifier == "city:paris")
    }

    @Test func aTabTheWireframeDidNotAddIsFoundByAPredicate() async throws {
        let result = try await wireframe.route(to: "/settings")
        #expect(result.screen.screenIdentifier == "settings")
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.tabs.count == 2)
    }

    @Test func withoutTabsNothingChanges() async throws {
        let plain = HeadlessWindow(animationDuration: .zero)
        try await plain.setRoot(HeadlessStack("main", screens: [HeadlessScreen("inbox")]), animated: false)
        wireframe.attach(root: plain)
        let before = plain.dump()
        let error = await #expect(throws: WireframeError.self) { try await wireframe.route(to: "/cities") }
        #expect(error?.code == .noContainer)
        #expect(error?.message == "route to \"/cities\": no tabs to select or add a tab for \"cities\" in")
        #expect(plain.dump() == before)
    }

    @Test func aTabAddedForARequestThatFailsIsTakenAwayAgain() async throws {
        let refusing = RefusingTabs(tabs: [ForeignScreen("inbox"), ForeignScreen("settings")])
        let other = Wireframe(root: refusing)
        try other.register("/cities", option: .selectOrAddTab) { _ in ForeignScreen("cities") }
        let error = await #expect(throws: WireframeError.self) { try await other.route(to: "/cities") }
        #expect(error?.code == .presentationFailed)
        #expect(refusing.tabs.screenIdentifiers == ["inbox", "settings"])
        #expect(refusing.selectedIndex == 1)
    }
}
