import Testing
import WireframeKit
import WireframeSwiftUI

/// What the views of a window get: with no views, each change at once; with views, the
/// planner's updates one at a time, each once the views show the one before.
@MainActor
@Suite("Window: the updates the views get", .timeLimit(.minutes(1)))
struct ViewUpdateTests {
    @Test("without views, every change is shown at once")
    func withoutViews() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        var heard: [String] = []
        let observation = window.observeViewUpdates { heard.append($0.description) }
        let stack = try SwiftUIStack("main", screens: [SwiftUIScreen("inbox")])
        try await window.setRoot(stack, animated: false)
        try await stack.push(SwiftUIScreen("message"), animated: true)
        #expect(window.shownTree == window.modelTree)
        #expect(stack.pathBinding.wrappedValue == [try #require(stack.topScreen).screenID])
        #expect(
            heard == [
                #"update 1: set the root to "main""#, #"update 2: set the screens of "main" to ["inbox", "message"]"#,
            ]
        )
        observation.cancel()
    }

    @Test(
        "a deep link of tab, three pushes, a sheet and a sheet over it reaches the views in three updates",
        arguments: [
            SwiftUILimits.iOS16, .iOS17,
        ]
    )
    func deepLinkInThreeUpdates(_ limits: SwiftUILimits) async throws {
        let app = try SwiftUIMail(limits: limits)
        try await app.router.apply(.setPath(["mail", "settings"]))
        let views = SimulatedViews(showing: app.window, pace: .manual)
        try await app.router.open("mailapp://inbox/messages/3/reply/attachments", origin: .outsideLink)

        // The request is done: the models hold the whole path; the views have the first update.
        #expect(app.window.modelTree.modals.count == 2)
        await Task.yield()
        #expect(
            views.changes == [
                [
                    #"select tab 0 of "mail""#,
                    #"set the screens of "inbox" to ["list", "message:1", "message:2", "message:3"]"#,
                ]
            ]
        )
        await views.showUpdatesUntilShown(app.window)
        #expect(
            views.changes.dropFirst() == [
                [#"present "reply" as a sheet over "message:3""#],
                [#"present "attachments" as a sheet over "reply""#],
            ]
        )
        #expect(app.window.shownTree == app.window.modelTree)
    }
}
