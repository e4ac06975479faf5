import Testing
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// A tab container written by an app that, unlike UIKit and the headless backend, does not check
/// the index it is asked to select.
@MainActor
private final class UncheckedTabs: TabContainer, RootContainer {
    let screenIdentifier = "unchecked"
    let screenAttachments = ScreenAttachments()
    let title: String? = nil
    var enclosingStack: (any StackContainer)? { nil }
    var enclosingTabs: (any TabContainer)? { nil }
    var presentedScreen: (any Screen)? { nil }
    var presentingScreen: (any Screen)? { nil }
    var tabs: [any Screen] = [ForeignScreen("tab")]
    var selectedIndex: Int? = 0
    var root: (any Screen)? { self }

    func present(_ screen: any Screen, animated: Bool) async throws {}
    func dismissPresented(animated: Bool) async throws {}
    func setTabs(_ tabs: [any Screen], animated: Bool) async throws { self.tabs = tabs }
    func selectTab(at index: Int) async throws { selectedIndex = index }
    func setRoot(_ screen: any Screen, animated: Bool) async throws {}
    func observeUserNavigation(
        _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
    ) -> NavigationObservation {
        observers.add(handler)
    }
    private let observers = UserNavigationObservers()
}

@MainActor
@Suite("Wireframe: built-in transitions with containers written by the app")
struct CustomTabContainerTests {
    @Test("selectTab out of range is a typed error even when the container does not check it")
    func selectTabOutOfRangeOnAnUncheckedContainer() async throws {
        let tabs = UncheckedTabs()
        let wireframe = Wireframe(root: tabs)
        try wireframe.register("/compose") { _ in ForeignScreen("compose") }
        let error = await #expect(throws: WireframeError.self) {
            try await wireframe.route(to: "/compose", option: .selectTab(3, then: .push))
        }
        #expect(error?.code == .presentationFailed)
        #expect((error?.underlyingError as? PresentationError)?.code == .tabOutOfRange)
        #expect(error?.message.contains("tab 3 is out of range") == true)
        #expect(tabs.selectedIndex == 0)
    }
}
