import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// A deep link sets a whole route through the wireframe's route table: the screens below the last
/// one are real, and Back works; the wireframe's access and scheme rules apply to it.
@MainActor
@Suite("Deep links build the whole stack", .timeLimit(.minutes(1)))
struct DeepLinkTests {
    static func registerLinks(of router: StateRouter) throws {
        try router.registerLink("/inbox/messages/:id<int>", access: .openToOutsideLinks) { match in
            ["mail", "inbox", try message(MessageRef(id: match.parameters.value("id", as: Int.self)))]
        }
        try router.registerLink("/inbox", access: .openToOutsideLinks) { _ in ["mail", "inbox"] }
        try router.registerLink("/compose") { _ in ["mail", "inbox", "compose"] }
        try router.registerLink("/archive", access: .openToOutsideLinks) { _ in ["mail", "archive"] }
        try router.registerLink("/broken", access: .openToOutsideLinks) { _ in throw PlannedFailure(segment: "broken") }
    }

    static func app(wireframe: Wireframe? = nil) throws -> MailApp {
        let app = try MailApp(wireframe: wireframe)
        try registerLinks(of: app.router)
        return app
    }

    @Test("a link builds the tabs, the tab, its list and the message; Back goes to the list")
    func wholeStack() async throws {
        let app = try Self.app()
        try await app.router.open("myapp://inbox/messages/42", origin: .outsideLink)
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
        let app = try Self.app()
        try await app.router.open("myapp://inbox/messages/1")
        let list = try app.find("list", as: HeadlessScreen.self)
        try await app.router.open("myapp://inbox/messages/2")
        #expect(try app.find("inbox", as: HeadlessStack.self).screens.first === list)
        #expect(try app.find("inbox", as: HeadlessStack.self).screens.screenIdentifiers == ["list", "message:2"])
    }

    @Test("a link that matches nothing, or whose route names an unknown segment, changes nothing")
    func badLinks() async throws {
        let app = try Self.app()
        try await app.router.open("myapp://inbox")
        let before = app.dump()
        let noMatch = await expectStateError(.noLink) { try await app.router.open("myapp://nowhere") }
        #expect(
            noMatch?.message.hasPrefix(
                #"link "myapp://nowhere": route to "myapp://nowhere": no registered route matches it"#
            ) == true
        )
        let unknown = await expectStateError(.unknownSegment) { try await app.router.open("myapp://archive") }
        #expect(unknown?.segment == "archive")
        let broken = await expectStateError(.noLink) { try await app.router.open("myapp://broken") }
        #expect(
            broken?.message
                == #"link "myapp://broken" (pattern "/broken") cannot build its path: planned failure of broken"#
        )
        await expectStateError(.noLink) { try await app.router.open("myapp://inbox/%zz") }
        #expect(app.dump() == before)
        #expect(app.route == "mail / inbox")
    }

    @Test("the wireframe's rules apply: an internal link refuses outside links, and a refused scheme is refused")
    func outsideLinkRules() async throws {
        let app = try Self.app()
        try await app.router.open("myapp://inbox")
        let before = app.dump()
        let internalOnly = await expectStateError(.wireframeFailed) {
            try await app.router.open("myapp://compose", origin: .outsideLink)
        }
        #expect(
            (internalOnly?.underlyingError as? WireframeError)?.code == .notOpenToOutsideLinks,
            "\(String(describing: internalOnly))"
        )
        let script = await expectStateError(.wireframeFailed) {
            try await app.router.open("javascript://inbox", origin: .outsideLink)
        }
        #expect((script?.underlyingError as? WireframeError)?.code == .schemeNotAllowed)
        #expect(app.dump() == before)
        try await app.router.open("myapp://compose")
        #expect(app.route == "mail / inbox / compose")
    }

    @Test("the wireframe's route(to:) opens the router's links too, from the one place an app receives URLs")
    func throughTheWireframe() async throws {
        let app = try Self.app()
        let result = try await app.router.wireframe.route(to: "myapp://inbox/messages/7", origin: .outsideLink)
        #expect(result.action == "state link")
        #expect(app.route == #"mail / inbox / message({"id":7})"#)
        #expect(app.router.shownPath == app.store.navigationState.path)
    }

    @Test("a link that arrives before the window is attached to the wireframe waits for it")
    func coldStart() async throws {
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(), clock: ManualClock())
        let app = try Self.app(wireframe: wireframe)
        let router = app.router
        let opening = Task { try await router.open("myapp://inbox/messages/42", origin: .outsideLink) }
        try await waitUntil("the link waits for its turn") { wireframe.navigator.waitingTurnCount == 1 }
        #expect(app.window.root == nil)
        wireframe.attach(root: app.window)
        #expect(try await opening.value == .shown)
        #expect(app.route == #"mail / inbox / message({"id":42})"#)
        #expect(try app.find("inbox", as: HeadlessStack.self).screens.screenIdentifiers == ["list", "message:42"])
    }
}
