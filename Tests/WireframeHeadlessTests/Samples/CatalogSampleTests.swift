import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// The samples of the catalog pages WireframeHeadless.md and WireframePresentation.md, written once
// between the `sample` markers (the page shows what is written here: `SampleSourcesTests`).

// Sample: WireframePresentation.md, "Overview".
@MainActor
// sample WireframePresentation/overview
func open(_ screen: any Screen, on stack: any StackContainer) async throws -> Bool {
    try await stack.push(screen, animated: true)  // returns once the push has completed
    return stack.topScreen?.screenID == screen.screenID  // true: the same screen, by identity
}
// sample end

@MainActor
@Suite("Documentation samples: the WireframeHeadless and WireframePresentation catalogs")
struct CatalogSampleTests {
    @Test func wireframePresentationOverview() async throws {
        let clock = ManualClock()
        let window = HeadlessWindow(clock: clock)
        let stack = try HeadlessStack("inbox", screens: [HeadlessScreen("inbox")])
        try await window.setRoot(stack, animated: false)
        let opening = Task { try await open(HeadlessScreen("detail"), on: stack) }
        try await clock.waitForSleepers()
        clock.advance(by: window.animationDuration)
        #expect(try await opening.value)
    }

    @Test func wireframeHeadlessOverviewDump() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let message = HeadlessScreen("message:42")
        let inbox = try HeadlessStack(screens: [HeadlessScreen("inbox", title: "Inbox"), message])
        try await window.setRoot(try HeadlessTabs(tabs: [inbox, HeadlessScreen("settings")]), animated: false)
        try await message.present(HeadlessScreen("compose"), animated: false)
        // sample WireframeHeadless/overview
        let printed = """
            window
            └─ tabs (selected: 0)
               ├─ [0] stack
               │  ├─ screen "inbox" (Inbox)
               │  └─ screen "message:42"
               │     └─ presents screen "compose"
               └─ [1] screen "settings"
            """
        // sample end
        #expect(window.dump() == printed)
    }
}
