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

    @Test("simulated views that forget their updates record the next ones, numbered on")
    func forgettingUpdates() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        let views = SimulatedViews(showing: window)
        let stack = try SwiftUIStack("main", screens: [SwiftUIScreen("inbox")])
        try await window.setRoot(stack, animated: false)
        await window.waitUntilShown()
        views.forgetUpdates()
        #expect(views.updates.isEmpty)
        try await stack.push(SwiftUIScreen("message"), animated: false)
        await window.waitUntilShown()
        #expect(views.updates.map(\.description) == [#"update 2: set the screens of "main" to ["inbox", "message"]"#])
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

    @Test("the user going back while the plan is under way: the state follows, and the rest of the plan is dropped")
    func userActsDuringThePlan() async throws {
        let app = try SwiftUIMail(limits: .iOS16)
        try await app.router.apply(.setPath(["mail", "settings"]))
        let views = SimulatedViews(showing: app.window, pace: .manual)
        try await app.router.open("mailapp://inbox/messages/3/reply/attachments", origin: .outsideLink)
        await Task.yield()
        // The views show the pushes; the sheets are still to come. The user goes back.
        let inbox = try #require(app.inbox)
        #expect(inbox.pathBinding.wrappedValue.count == 3)
        UserActions.swipeBack(inbox)
        #expect(app.store.navigationState.path == (try SwiftUIMail.thread(upTo: 2)))
        await views.showUpdatesUntilShown(app.window)
        #expect(views.updates.count == 1)
        #expect(app.window.shownTree == app.window.modelTree)
        #expect(app.window.modelTree.modals.isEmpty)
    }

    @Test("the user going back while a tab change under the popped screen waits: the views still get that change")
    func userGoesBackWhileAChangeBelowWaits() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        let pages = try SwiftUITabs("pages", tabs: [SwiftUIScreen("first"), SwiftUIScreen("second")])
        let stack = try SwiftUIStack("main", screens: [SwiftUIScreen("inbox"), pages, SwiftUIScreen("message")])
        try await window.setRoot(stack, animated: false)
        let views = SimulatedViews(showing: window, pace: .manual)
        try await stack.push(SwiftUIScreen("reply"), animated: false)
        await Task.yield()
        #expect(views.changes == [[#"set the screens of "main" to ["inbox", "pages", "message", "reply"]"#]])
        // The tab change waits for the push to be on screen; meanwhile the user goes back.
        try await pages.selectTab(at: 1)
        stack.pathBinding.wrappedValue = Array(stack.pathBinding.wrappedValue.dropLast())
        await views.showUpdatesUntilShown(window)
        #expect(views.changes.dropFirst().contains { $0.contains(#"select tab 1 of "pages""#) })
        #expect(window.shownTree == window.modelTree)
    }

    @Test("a screen popped is freed once the views no longer show it")
    func poppedScreensLiveUntilShown() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        let stack = try SwiftUIStack("main", screens: [SwiftUIScreen("inbox")])
        try await window.setRoot(stack, animated: false)
        let views = SimulatedViews(showing: window, pace: .manual)
        weak var message: SwiftUIScreen?
        do {
            let pushed = SwiftUIScreen("message")
            message = pushed
            try await stack.push(pushed, animated: false)
        }
        await views.showUpdatesUntilShown(window)
        try await stack.pop(animated: true)
        #expect(message != nil)  // SwiftUI still shows it, animating the pop
        await views.showUpdatesUntilShown(window)
        #expect(message == nil)
    }

    @Test("views that go away stop the pacing: what is left is shown at once")
    func detachedViews() async throws {
        let app = try SwiftUIMail(limits: .iOS16)
        try await app.router.apply(.setPath(["mail", "inbox"]))
        let views = SimulatedViews(showing: app.window, pace: .manual)
        try await app.router.open("mailapp://inbox/messages/1/reply/attachments", origin: .outsideLink)
        await Task.yield()
        views.detach()
        await app.window.waitUntilShown()
        #expect(app.window.shownTree == app.window.modelTree)
        #expect(views.updates.count == 1)
    }
}
