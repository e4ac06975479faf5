import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// Holds samples of README.md: its section "Navigation state as a value", run as it stands.

/// The README's state-driven sample: a deep link builds the whole stack, a pop is written into
/// the state, and the saved state rebuilds the same screens in a new window.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ReadmeSampleTests {
    @Test func navigationStateAsAValue() async throws {
        let screens = SegmentScreens()
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in try HeadlessTabs("mail", tabs: tabs) }
        try screens.register("inbox") { _ in try HeadlessStack("inbox", screens: [HeadlessScreen("list")]) }
        try screens.register("settings") { _ in HeadlessScreen("settings") }
        try screens.register(message) { ref in HeadlessScreen("message:\(ref.id)") }
        let window = HeadlessWindow(animationDuration: .zero)
        let newWindow = HeadlessWindow(animationDuration: .zero)

        // sample README/navigation-state-as-a-value
        let store = BasicNavigationStore()
        let router = StateRouter(store: store, window: window, screens: screens)
        try router.registerLink("/inbox/messages/:id<int>", access: .openToOutsideLinks) { match in
            ["mail", "inbox", try message(MessageRef(id: match.parameters.value("id", as: Int.self)))]
        }
        try await router.open("mailapp://inbox/messages/42", origin: .outsideLink)  // mail / inbox / message({"id":42})
        try await router.apply(.pop())  // mail / inbox
        let saved = try store.navigationState.jsonData()

        // At the next launch, in a new window:
        let relaunched = StateRouter(store: BasicNavigationStore(), window: newWindow, screens: screens)
        let outcome = try await relaunched.restore(from: saved, fallback: ["mail", "inbox"])  // .restored
        // sample end

        #expect(store.navigationState.description == "mail / inbox")
        #expect(outcome == .restored)
        #expect(newWindow.dump() == window.dump())
    }
}
