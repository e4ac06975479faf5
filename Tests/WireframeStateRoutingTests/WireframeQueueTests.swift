import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// The router's changes and the wireframe's requests share the wireframe's queue when both drive
/// the same window: they never overlap.
@MainActor
@Suite("One queue: the router takes turns with the wireframe", .timeLimit(.minutes(1)))
struct WireframeQueueTests {
    private func setUp() async throws -> (MailApp, Wireframe) {
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(), clock: ManualClock())
        try wireframe.register("/help", option: .present(animated: true)) { _ in HeadlessScreen("help") }
        let app = try MailApp(animationDuration: .milliseconds(300), wireframe: wireframe)
        wireframe.attach(root: app.window)
        return (app, wireframe)
    }

    @Test("a change waits for the wireframe's request in progress, and a request for the change")
    func turns() async throws {
        let (app, wireframe) = try await setUp()
        try await app.router.apply(.setPath(["mail", "settings"], animated: false))
        var order: [String] = []
        let help = Task {
            try await wireframe.route(to: "/help")
            order.append("help shown")
        }
        try await waitUntil("help animates") { app.clock.sleeperCount > 0 }
        app.store.dispatch(.setPath(["mail", "inbox", try messageSegment(42)]))
        let second = Task {
            try await wireframe.route(to: "/help")
            order.append("second help shown")
        }
        try await waitUntil("the router and the request wait") { wireframe.navigator.waitingTurnCount == 2 }
        #expect(app.router.isBusy)
        #expect(try app.find("inbox", as: HeadlessStack.self).screens.screenIdentifiers == ["list"])
        try await runAnimations(on: app.clock, step: .milliseconds(300)) { order.count == 2 }
        try await help.value
        try await second.value
        try await app.router.settle()
        #expect(order == ["help shown", "second help shown"])
        // The router ran between the two: the second help is presented over the message.
        #expect(try app.find("message:42", as: HeadlessScreen.self).presentedScreen?.screenIdentifier == "help")
    }

    @Test("a screen the wireframe shows joins the path by the segment its provider gives it, else by its route's")
    func wireframeScreensJoinThePathBySegment() async throws {
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(), clock: ManualClock())
        try wireframe.register("/messages/:id<int>", option: .push) { request in
            let id = try request.parameters.value("id", as: Int.self)
            let screen = HeadlessScreen("message:\(id)")
            screen.pathSegment = try messageSegment(id)
            return screen
        }
        try wireframe.register("/draft", option: .push) { _ in HeadlessScreen("draft") }
        let app = try MailApp(wireframe: wireframe)
        wireframe.attach(root: app.window)
        try await app.router.apply(.setPath(["mail", "inbox"]))

        try await wireframe.route(to: "/messages/7")
        #expect(app.route == #"mail / inbox / message({"id":7})"#)
        try await wireframe.route(to: "/draft")
        #expect(app.route == #"mail / inbox / message({"id":7}) / /draft("/draft")"#)
        let inbox = try app.find("inbox", as: HeadlessStack.self)
        #expect(inbox.screens.screenIdentifiers == ["list", "message:7", "draft"])

        try await wireframe.navigator.back()
        try await wireframe.navigator.back()
        #expect(app.route == "mail / inbox")
        #expect(!app.router.isBusy, "the router navigated again")
        #expect(inbox.screens.screenIdentifiers == ["list"])
    }
}
