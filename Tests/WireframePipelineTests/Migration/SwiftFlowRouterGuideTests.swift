import Testing
import WireframeHeadless
import WireframeKit

// Holds the sample of MigratingFromSwiftFlowRouter.md, the DocC guide "Migrating from
// SwiftFlowRouter and ReSwift-Router" (WireframeKit.docc/Articles/Migrating), written once between
// the `sample` markers (the page shows what is written here: `SampleSourcesTests`), then run.
@MainActor
@Suite("DocC: Migrating from SwiftFlowRouter and ReSwift-Router")
struct SwiftFlowRouterGuideTests {
    @Test func aPathSetsTheTabsTheStackAndTheMessage() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        // sample MigratingFromSwiftFlowRouter/the-same-app
        struct MessageRef: Codable, Hashable, Sendable {
            var id: Int
        }
        let message = SegmentKind<MessageRef>("message")

        let screens = SegmentScreens()
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in try HeadlessTabs("mail", tabs: tabs) }
        try screens.register("inbox") { _ in try HeadlessStack("inbox", screens: [HeadlessScreen("list")]) }
        try screens.register("settings") { _ in HeadlessScreen("settings") }
        try screens.register(message) { ref in HeadlessScreen("message:\(ref.id)") }

        let store = BasicNavigationStore()
        let router = StateRouter(store: store, window: window, screens: screens)
        try await router.apply(.setPath(["mail", "inbox", try message(MessageRef(id: 42))]))
        let shown = store.navigationState.description  // mail / inbox / message({"id":42})
        // sample end
        #expect(shown == #"mail / inbox / message({"id":42})"#)
        #expect(window.topmostScreen?.screenIdentifier == "message:42")
    }
}
