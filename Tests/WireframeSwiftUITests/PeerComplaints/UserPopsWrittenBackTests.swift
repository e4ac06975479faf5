import Testing
import WireframeKit
import WireframeSwiftUI

/// FlowStacks #69 (user pops written back with a lag) and TCA #3450 (state drifts from what is
/// shown): what the user does through the views — back, a tab tap, a sheet swiped down — is in
/// the navigation state before the binding's write returns, and the next request starts from it.
@MainActor
@Suite("Peer complaints: user navigation is written back at once", .timeLimit(.minutes(1)))
struct UserPopsWrittenBackTests {
    @Test("each user action is in the state when the binding's write returns")
    func noLagWindow() async throws {
        let app = try SwiftUIMail(limits: .iOS16)
        try await app.router.open("mailapp://inbox/messages/2/reply/attachments", origin: .outsideLink)
        let attachments = try #require(app.screen("attachments"))
        let reply = try #require(app.screen("reply"))
        let inbox = try #require(app.inbox)
        let mail = try #require(app.screen("mail", as: SwiftUITabs.self))

        #expect(UserActions.swipeDown(attachments))
        #expect(app.store.navigationState.path == (try SwiftUIMail.thread(upTo: 2)) + ["reply"])
        #expect(UserActions.swipeDown(reply))
        #expect(app.store.navigationState.path == (try SwiftUIMail.thread(upTo: 2)))
        UserActions.swipeBack(inbox)
        #expect(app.store.navigationState.path == (try SwiftUIMail.thread(upTo: 1)))
        UserActions.tapTab(1, of: mail)
        #expect(app.store.navigationState.path == ["mail", "settings"])
        #expect(try app.router.pathOnScreens() == app.store.navigationState.path)
    }

    @Test("the next request starts from what the user left, even when it was asked in the same breath")
    func nextRequestStartsFromTheUsersState() async throws {
        let app = try SwiftUIMail(limits: .iOS17)
        try await app.router.open("mailapp://inbox/messages/3", origin: .outsideLink)
        let inbox = try #require(app.inbox)
        UserActions.swipeBack(inbox)
        try await app.router.apply(.push(try SwiftUIMail.message(MessageRef(id: 9))))
        #expect(inbox.screens.map(\.screenIdentifier) == ["list", "message:1", "message:2", "message:9"])
        #expect(
            app.store.navigationState.path == (try SwiftUIMail.thread(upTo: 2)) + [
                try SwiftUIMail.message(MessageRef(id: 9))
            ]
        )
    }
}
