import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A state router made without a window (its routables show the app's own UI) registered its
/// links in a wireframe that had no root, so every link failed with "the root container the
/// wireframe was attached to has been freed", though none had ever been attached.
@MainActor
@Suite("Links of a state router without a window", .timeLimit(.minutes(1)))
struct WindowlessLinkTests {
    let log = RoutableLog()

    @Test("a link opens through the router's own wireframe; a screen route there is refused, saying why")
    func linkWithoutAWindow() async throws {
        let router = StateRouter(store: BasicNavigationStore(), root: RecordingRoutable(log), clock: ManualClock())
        try router.registerLink("/abc") { _ in ["a", "b", "c"] }
        #expect(try await router.open("/abc") == .shown)
        #expect(router.shownPath == ["a", "b", "c"])
        #expect(log.bareCalls == ["push a on root", "push b on a", "push c on b"])

        try router.wireframe.register("/screen", option: .replaceRoot()) { _ in HeadlessScreen("screen") }
        let error = await #expect(throws: WireframeError.self) { try await router.wireframe.route(to: "/screen") }
        #expect(error?.message.contains("made without a window") == true)
        #expect(error?.message.contains("freed") == false)
    }
}
