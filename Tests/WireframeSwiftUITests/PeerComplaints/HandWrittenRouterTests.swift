import Foundation
import Testing
import WireframeKit
import WireframeSwiftUI

/// What a `NavigationStack` with a hand-written router lacks (Dimillian/AppRouter #5, and
/// SwiftUI itself): a path that can be read and iterated, more than one sheet, pop to root, a
/// saved form that does not depend on type names, and links that arrive at cold start.
@MainActor
@Suite("Peer complaints: what a hand-written NavigationStack router lacks", .timeLimit(.minutes(1)))
struct HandWrittenRouterTests {
    @Test("the path is readable and iterable, sheets nest, and pop to root is one call")
    func readableNestedPopToRoot() async throws {
        let app = try SwiftUIMail(limits: .iOS16)
        try await app.router.open("mailapp://inbox/messages/3/reply/attachments", origin: .outsideLink)
        let inbox = try #require(app.inbox)
        #expect(inbox.screens.map(\.screenIdentifier) == ["list", "message:1", "message:2", "message:3"])
        #expect(
            app.router.shownPath.map(\.identifier) == [
                "mail", "inbox", "message", "message", "message", "reply", "attachments",
            ]
        )
        #expect(app.window.modelTree.modals.map(\.content.name) == ["reply", "attachments"])
        try await app.wireframe.navigator.dismissModal(all: true)
        try await app.wireframe.navigator.popToRoot()
        #expect(inbox.screens.map(\.screenIdentifier) == ["list"])
        #expect(app.store.navigationState.path == ["mail", "inbox"])
    }

    @Test("a link that arrives before the window has a root is held, then shown whole")
    func coldStartLinkIsKept() async throws {
        let app = try SwiftUIMail(limits: .iOS16, coldStart: true)
        let link = Task { try await app.router.open("mailapp://inbox/messages/2", origin: .outsideLink) }
        for _ in 0..<100 where app.wireframe.navigator.waitingTurnCount == 0 { await Task.yield() }
        #expect(app.wireframe.navigator.waitingTurnCount == 1)
        #expect(app.window.root == nil)
        app.wireframe.attach(root: app.window)
        _ = try await link.value
        #expect(app.inbox?.screens.map(\.screenIdentifier) == ["list", "message:1", "message:2"])
    }
}
