import Testing
import WireframeHeadless
import WireframeKit
import WireframeSwiftUI
import WireframeTesting

/// Screens of another backend inside SwiftUI's containers, in one hierarchy: a UIKit-shaped
/// (headless) screen pushed on a SwiftUI stack, and a UIKit-shaped stack as a SwiftUI tab; pops
/// on either side written back. (`WireframeUIKitStandInTests` does the same with the UIKit
/// adapter's controllers.)
@MainActor
@Suite("Mixed hierarchies: other backends' screens in SwiftUI", .timeLimit(.minutes(1)))
struct EmbeddedScreenTests {
    @Test("a legacy screen on a SwiftUI stack: pushed by the state, popped by the user, written back")
    func legacyScreenOnASwiftUIStack() async throws {
        let app = try SwiftUIMail(limits: .iOS16)
        try app.screens.register("legacy") { _ in EmbeddedScreen(HeadlessScreen("legacy")) }
        try await app.router.apply(.setPath(try SwiftUIMail.thread(upTo: 1) + ["legacy"]))
        let inbox = try #require(app.inbox)
        #expect(inbox.screens.map(\.screenIdentifier) == ["list", "message:1", "legacy"])

        // The wireframe pushes above it, onto the SwiftUI stack: a plain embedded screen is a leaf.
        try app.wireframe.register("/details", option: .push) { _ in SwiftUIScreen("details") }
        try await app.wireframe.route(to: "/details")
        #expect(inbox.screens.map(\.screenIdentifier) == ["list", "message:1", "legacy", "details"])

        UserActions.swipeBack(inbox)
        UserActions.swipeBack(inbox)
        #expect(app.store.navigationState.path == (try SwiftUIMail.thread(upTo: 1)))
    }

    @Test("a UIKit-shaped stack as a SwiftUI tab: the wireframe pushes into it, its back swipe is reported")
    func foreignStackInASwiftUITab() async throws {
        let archiveWindow = HeadlessWindow(animationDuration: .zero)
        let archive = try HeadlessStack("archive", screens: [HeadlessScreen("folders")])
        try await archiveWindow.setRoot(archive, animated: false)
        let window = SwiftUIWindow(limits: .iOS16)
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        let embedded = EmbeddedScreen(archive, reportingUserNavigationOf: archiveWindow)
        let tabs = try SwiftUITabs(
            "mail",
            tabs: [try SwiftUIStack("inbox", screens: [SwiftUIScreen("list")]), embedded]
        )
        try await window.setRoot(tabs, animated: false)
        try wireframe.register("/folders/:name", option: .push) { request in
            HeadlessScreen("folder:\(request.parameters["name"] ?? "")")
        }
        let recorder = UserNavigationRecorder(window)
        var userChanges: [String] = []
        let observation = wireframe.navigator.observeChanges { change in
            if change.source == .user { userChanges.append(change.summary) }
        }

        UserActions.tapTab(1, of: tabs)
        try await wireframe.route(to: "/folders/2025")
        #expect(archive.screens.map(\.screenIdentifier) == ["folders", "folder:2025"])
        #expect(window.topmostScreen?.screenIdentifier == "folder:2025")

        try await archive.simulateBackSwipe(animated: false)
        #expect(
            recorder.summaries == [
                #"selectedTab tabs "mail" index 1"#, #"wentBack stack "archive" popped [folder:2025]"#,
            ]
        )
        #expect(userChanges == [#"user: removed nothing"#, #"user: removed "folder:2025""#])
        observation.cancel()
    }

    @Test("what another window reports outside the embedded screen is not forwarded")
    func onlyTheEmbeddedScreensEvents() async throws {
        let otherWindow = HeadlessWindow(animationDuration: .zero)
        let other = try HeadlessStack("other", screens: [HeadlessScreen("a"), HeadlessScreen("b")])
        try await otherWindow.setRoot(other, animated: false)
        let window = SwiftUIWindow(limits: .iOS16)
        let embedded = EmbeddedScreen(HeadlessScreen("legacy"), reportingUserNavigationOf: otherWindow)
        try await window.setRoot(
            try SwiftUIStack("main", screens: [SwiftUIScreen("inbox"), embedded]),
            animated: false
        )
        let recorder = UserNavigationRecorder(window)
        try await other.simulateBackSwipe(animated: false)
        #expect(recorder.summaries.isEmpty)
    }
}
