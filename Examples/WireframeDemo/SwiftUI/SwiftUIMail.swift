import WireframeKit
import WireframeSwiftUI

/// The state-driven mail app on WireframeSwiftUI's models: tabs "mail" (the inbox stack over its
/// list, settings), messages pushed on the inbox, a reply presented as a sheet over a message
/// and its attachments as a sheet over the reply. Its links set whole paths.
///
/// On Apple platforms each screen gets its SwiftUI view (`Views/`), and `MailDemoScene` shows the
/// window; here ``SimulatedViews`` stand for the views and record every update SwiftUI would be
/// given.
@MainActor
final class SwiftUIMail {
    /// The link the tour opens: three messages of a thread, the reply to the last and its
    /// attachments.
    static let link = "mailapp://inbox/messages/3/reply/attachments"

    let window: SwiftUIWindow
    let store = BasicNavigationStore()
    let screens = SegmentScreens()
    let wireframe = Wireframe(containerFactory: SwiftUIContainerFactory())
    let router: StateRouter
    let views: SimulatedViews

    /// The app, its window not yet attached to the wireframe (a cold start), its views planned
    /// for `limits`.
    init(limits: SwiftUILimits) throws {
        window = SwiftUIWindow(limits: limits)
        views = SimulatedViews(showing: window)
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in try SwiftUITabs("mail", tabs: tabs) }
        try screens.register("inbox") { _ in try SwiftUIStack("inbox", screens: [Self.screen("list", title: "Inbox")]) }
        try screens.register("settings") { _ in Self.screen("settings", title: "Settings") }
        try screens.register(StateDrivenMail.message) { ref in
            Self.screen("message:\(ref.id)", title: "Message \(ref.id)")
        }
        try screens.register("reply", presentation: .modal) { _ in Self.screen("reply", title: "Reply") }
        try screens.register("attachments", presentation: .modal) { _ in
            Self.screen("attachments", title: "Attachments")
        }
        router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
        try router.registerLink("/inbox/messages/:id<int>/reply/attachments", access: .openToOutsideLinks) { match in
            try Self.thread(upTo: match.parameters.value("id", as: Int.self)) + ["reply", "attachments"]
        }
    }

    /// The app with its window attached, showing ``link``.
    static func showingLink(limits: SwiftUILimits) async throws -> SwiftUIMail {
        let app = try SwiftUIMail(limits: limits)
        app.wireframe.attach(root: app.window)
        try await app.router.open(link, origin: .outsideLink)
        await app.window.waitUntilShown()
        return app
    }

    /// `mail / inbox / message(1) … message(id)`: every message of the thread up to `id`.
    static func thread(upTo id: Int) throws -> [PathSegment] {
        var path: [PathSegment] = ["mail", "inbox"]
        for number in 1...max(1, id) { path.append(try StateDrivenMail.message(MessageRef(id: number))) }
        return path
    }

    /// The screen `identifier`, with its SwiftUI view where there is SwiftUI.
    static func screen(_ identifier: String, title: String) -> SwiftUIScreen {
        let screen = SwiftUIScreen(identifier, title: title)
        #if canImport(SwiftUI)
        MailDemoViews.giveView(to: screen)
        #endif
        return screen
    }

    /// The window's screen named `identifier`, if it is a model of type `T`.
    func screen<T: SwiftUIScreen>(_ identifier: String, as _: T.Type = SwiftUIScreen.self) -> T? {
        window.screen(withIdentifier: identifier) as? T
    }

    /// The updates the views got since the first `count`, one line each.
    func updates(after count: Int) -> [String] {
        views.updates.dropFirst(count).map(\.description)
    }
}
