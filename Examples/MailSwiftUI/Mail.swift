#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
#else
import SwiftUI
#endif
import WireframeKit
import WireframeSwiftUI

/// The mail app's navigation: its window, its wireframe and its routes. Each route makes the
/// SwiftUI screen it shows; the views navigate by URL (`WireframeLink`, `@Environment(\.navigate)`),
/// and the wireframe decides where each screen goes.
@MainActor
final class MailNavigation {
    /// The window model the app's scene shows.
    let window = SwiftUIWindow()
    /// Routes every navigation of the app.
    let wireframe: Wireframe
    /// The messages of the inbox.
    let inbox = (1...5).map { MailMessage(id: $0, subject: "Message \($0)") }

    init() {
        wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
    }

    /// Registers the app's routes: a welcome screen, the sign-in sheet over it, the main tabs
    /// (the inbox's stack, settings), messages pushed on the inbox (open to outside links), and
    /// the compose screen as a full-screen cover.
    func registerRoutes() throws {
        try wireframe.register("/welcome", option: .replaceRoot()) { _ in
            SwiftUIScreen("welcome") { WelcomeView() }
        }
        try wireframe.register("/sign-in", option: .present(inStack: true)) { _ in
            SwiftUIScreen("sign-in", title: "Sign in") { SignInView() }
        }
        try wireframe.register("/main", option: .replaceRoot()) { [inbox] _ in
            let list = SwiftUIScreen("inbox", title: "Inbox") { InboxListView(messages: inbox) }
            let settings = SwiftUIScreen("settings", title: "Settings") { AccountSettingsView() }
            return try SwiftUITabs("main", tabs: [try SwiftUIStack("mail", screens: [list]), settings])
        }
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { [inbox] request in
            let id = try request.parameters.value("id", as: Int.self)
            let message = inbox.first { $0.id == id } ?? MailMessage(id: id, subject: "Message \(id)")
            return SwiftUIScreen("message:\(id)", title: message.subject) { MessageDetailView(message: message) }
        }
        try wireframe.register("/compose", option: .present(inStack: true)) { _ in
            SwiftUIScreen("compose", title: "New message", modalStyle: .fullScreenCover) { ComposeMessageView() }
        }
    }

    /// The action the views navigate with: routes without waiting; a failure goes to the
    /// wireframe's `onModuleError`.
    var navigate: NavigateAction {
        NavigateAction { [wireframe] url in wireframe.routeWithoutWaiting(to: url) }
    }

    /// Where the links the app is opened with go: routed as outside links.
    var outsideLinks: NavigateAction {
        NavigateAction { [wireframe] url in wireframe.routeWithoutWaiting(to: url, origin: .outsideLink) }
    }
}

/// A message of the inbox.
struct MailMessage: Identifiable, Hashable, Sendable {
    let id: Int
    let subject: String
}
#endif
