import Testing
import WireframeHeadless
import WireframeKit
import WireframeTesting

/// A deep link sets a whole route through the route table: the screens below the last one are
/// real, and Back works.
@MainActor
@Suite("Deep links build the whole stack", .timeLimit(.minutes(1)))
struct DeepLinkTests {
    static func links() throws -> DeepLinks {
        var links = DeepLinks()
        try links.register("/inbox/messages/:id<int>") { match in
            ["mail", "inbox", try message(MessageRef(id: match.parameters.value("id", as: Int.self)))]
        }
        try links.register("/inbox") { _ in ["mail", "inbox"] }
        try links.register("/compose") { _ in ["mail", "inbox", "compose"] }
        try links.register("/archive") { _ in ["mail", "archive"] }
        try links.register("/broken") { _ in throw PlannedFailure(segment: "broken") }
        return links
    }

    @Test("a link builds the tabs, the tab, its list and the message; Back goes to the list")
    func wholeStack() async throws {
        let app = try MailApp()
        try await app.router.open("myapp://inbox/messages/42", with: Self.links())
        #expect(app.route == #"mail / inbox / message({"id":42})"#)
        #expect(
            app.dump() == """
                window
                └─ tabs "mail" (selected: 0)
                   ├─ [0] stack "inbox"
                   │  ├─ screen "list"
                   │  └─ screen "message:42"
                   └─ [1] screen "settings"
                """
        )
        let inbox = try app.find("inbox", as: HeadlessStack.self)
        try await inbox.simulateBackSwipe(animated: false)
        #expect(inbox.screens.screenIdentifiers == ["list"])
        #expect(app.route == "mail / inbox")
    }

    @Test("a link from where the app is takes only the steps that differ")
    func fromWhereItIs() async throws {
        let app = try MailApp()
        try await app.router.open("myapp://inbox/messages/1", with: Self.links())
        let list = try app.find("list", as: HeadlessScreen.self)
        try await app.router.open("myapp://inbox/messages/2", with: Self.links())
        #expect(try app.find("inbox", as: HeadlessStack.self).screens.first === list)
        #expect(try app.find("inbox", as: HeadlessStack.self).screens.screenIdentifiers == ["list", "message:2"])
    }

    @Test("a link that matches nothing, or whose route names an unknown segment, changes nothing")
    func badLinks() async throws {
        let app = try MailApp()
        try await app.router.open("myapp://inbox", with: Self.links())
        let before = app.dump()
        let links = try Self.links()
        let noMatch = await expectStateError(.noLink) { try await app.router.open("myapp://nowhere", with: links) }
        #expect(noMatch?.message == #"link "myapp://nowhere" matches no registered link"#)
        let unknown = await expectStateError(.unknownSegment) {
            try await app.router.open("myapp://archive", with: links)
        }
        #expect(unknown?.segment == "archive")
        let broken = await expectStateError(.noLink) { try await app.router.open("myapp://broken", with: links) }
        #expect(
            broken?.message
                == #"link "myapp://broken" (pattern /broken) cannot build its route: planned failure of broken"#
        )
        await expectStateError(.noLink) { try await app.router.open("myapp://inbox/%zz", with: links) }
        #expect(app.dump() == before)
        #expect(app.route == "mail / inbox")
    }

    @Test("a link that arrives before the window is attached to the wireframe waits for it")
    func coldStart() async throws {
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        let app = try MailApp(wireframe: wireframe)
        let router = app.router
        let opening = Task { try await router.open("myapp://inbox/messages/42", with: Self.links()) }
        try await waitUntil("the router waits for its turn") { wireframe.waitingRequestCount == 1 }
        #expect(app.window.root == nil)
        wireframe.attach(root: app.window)
        try await opening.value
        #expect(app.route == #"mail / inbox / message({"id":42})"#)
        #expect(try app.find("inbox", as: HeadlessStack.self).screens.screenIdentifiers == ["list", "message:42"])
    }
}
