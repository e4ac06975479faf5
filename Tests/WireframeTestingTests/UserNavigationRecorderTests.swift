import Testing
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

/// What the user does in a window, recorded and summed up one line per event.
@MainActor
struct UserNavigationRecorderTests {
    @Test func itRecordsEachKindOfEventInOrder() async throws {
        let app = try await HeadlessFixture(.tabs("root", [.stack("main", ["inbox", "message"]), "settings"]))
        let recorder = UserNavigationRecorder(app.window)
        let inbox = try app.screen("inbox")
        try await app.stack("main").simulateBackSwipe(animated: false)
        try await inbox.present(HeadlessScreen("compose"), animated: false)
        try await app.screen("compose").simulateSwipeDown(animated: false)
        try await app.tabs("root").simulateTabTap(1)
        #expect(
            recorder.summaries == [
                #"wentBack stack "main" popped [message]"#,
                #"dismissedModal presenter "inbox" screen "compose""#,
                #"selectedTab tabs "root" index 1"#,
            ]
        )
        #expect(recorder.events.count == 3)
    }

    @Test func itHearsNothingOnceStopped() async throws {
        let app = try await HeadlessFixture(.stack("main", ["inbox", "a", "b"]))
        let recorder = UserNavigationRecorder(app.window)
        #expect(recorder.isRecording)
        try await app.stack("main").simulateBackSwipe(animated: false)
        recorder.stop()
        #expect(!recorder.isRecording)
        try await app.stack("main").simulateBackSwipe(animated: false)
        #expect(recorder.summaries == [#"wentBack stack "main" popped [b]"#])
    }

    @Test func itDoesNotKeepTheWindowAlive() async throws {
        weak var window: HeadlessWindow?
        var recorder: UserNavigationRecorder?
        do {
            let app = try await HeadlessFixture()
            window = app.window
            recorder = UserNavigationRecorder(app.window)
        }
        #expect(window == nil)
        #expect(recorder?.events.isEmpty == true)
    }

    @Test func poppedScreensAreSummedUpTopFirst() async throws {
        let app = try await HeadlessFixture(.tabs("root", [.stack("main", ["inbox", "a", "b"])]))
        let recorder = UserNavigationRecorder(app.window)
        try await app.tabs("root").simulateTabTap(0, animated: false)
        #expect(recorder.summaries == [#"wentBack stack "main" popped [b, a]"#])
    }
}
