import Testing
import WireframeHeadless
import WireframeKit

/// The lines this branch proposes for the README's paragraph on state-driven navigation and for
/// the demo (the lead writes both), run as they stand: a deep link builds the whole stack, a
/// simulated back swipe is reflected in the printed state, and a save and restore rebuilds the
/// same hierarchy.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ProposedDemoTests {
    @Test func theDemosStateDrivenSession() async throws {
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        let screens = SegmentScreens()
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in try HeadlessTabs("mail", tabs: tabs) }
        try screens.register("inbox") { _ in try HeadlessStack("inbox", screens: [HeadlessScreen("list")]) }
        try screens.register("settings") { _ in HeadlessScreen("settings") }
        try screens.register(message) { ref in HeadlessScreen("message:\(ref.id)") }
        var links = DeepLinks()
        try links.register("/inbox/messages/:id<int>") { match in
            ["mail", "inbox", try message(MessageRef(id: match.parameters.value("id", as: Int.self)))]
        }

        let window = HeadlessWindow(animationDuration: .zero)
        let store = BasicNavigationStore()
        let router = StateRouter(store: store, window: window, screens: screens)

        try await router.open("mailapp://inbox/messages/42", with: links)
        print("deep link:  \(store.navigationState)")  // mail / inbox / message({"id":42})
        let inbox = try #require(window.screen(withIdentifier: "inbox") as? HeadlessStack)
        try await inbox.simulateBackSwipe(animated: false)
        print("back swipe: \(store.navigationState)")  // mail / inbox

        let saved = try store.navigationState.jsonData()
        let relaunched = HeadlessWindow(animationDuration: .zero)
        let restorer = StateRouter(store: BasicNavigationStore(), window: relaunched, screens: screens)
        let outcome = try await restorer.restore(from: saved, fallback: ["mail", "inbox"])
        print("restored:   \(outcome == .restored), same screens: \(relaunched.dump() == window.dump())")

        #expect(
            printed == [
                #"deep link:  mail / inbox / message({"id":42})"#,
                "back swipe: mail / inbox",
                "restored:   true, same screens: true",
            ]
        )
    }
}
