import WireframeKit
import WireframeSwiftUI

// SwiftUI-free: the app's navigation runs on the SwiftUI models wherever Swift runs. The app
// compiles it with its views (../Views); the demo and WireframeSwiftUITests compile it alone
// (their MailNavigation folder is a link to this one) and run it on Linux.

/// The mail app's navigation: its window, its wireframe and its routes. Each route makes the
/// screen it shows (``MailScreen``); the views navigate by URL or typed route (`WireframeLink`,
/// `@Environment(\.navigate)`), and the wireframe decides where each screen goes.
@MainActor
final class MailNavigation {
    /// The window model the app's scene shows.
    let window: SwiftUIWindow
    /// Routes every navigation of the app.
    let wireframe: Wireframe
    /// The messages of the inbox.
    let inbox = (1...5).map { MailMessage(id: $0, subject: "Message \($0)") }
    /// The last navigation that failed, for the app to show: the wireframe's one handler of
    /// failures keeps it here.
    private(set) var failure: ModuleError?
    private let makeScreen: @MainActor (MailScreen) -> SwiftUIScreen

    /// The navigation of `window`; `screens` makes the model of each screen — with its SwiftUI
    /// view in the app, the model alone on Linux and in tests.
    init(
        window: SwiftUIWindow = SwiftUIWindow(),
        screens: @escaping @MainActor (MailScreen) -> SwiftUIScreen = { $0.model() }
    ) {
        self.window = window
        self.makeScreen = screens
        wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        wireframe.onModuleError = { [weak self] error in self?.failure = error }
    }

    /// Registers the app's routes: a welcome screen, the sign-in sheet over it, the main tabs
    /// (the inbox's stack, settings), messages pushed on the inbox (open to outside links), and
    /// the compose screen as a full-screen cover.
    func registerRoutes() throws {
        try wireframe.register("/welcome", option: .replaceRoot()) { [makeScreen] _ in makeScreen(.welcome) }
        try wireframe.register("/sign-in", option: .present(inStack: true)) { [makeScreen] _ in makeScreen(.signIn) }
        try wireframe.register("/main", option: .replaceRoot()) { [makeScreen, inbox] _ in
            let list = makeScreen(.inbox(inbox))
            return try SwiftUITabs("main", tabs: [try SwiftUIStack("mail", screens: [list]), makeScreen(.settings)])
        }
        try wireframe.register(MailMessageRoute.self, access: .openToOutsideLinks, option: .push) {
            [makeScreen, inbox] route, _ in
            let message = inbox.first { $0.id == route.id } ?? MailMessage(id: route.id, subject: "Message \(route.id)")
            return makeScreen(.message(message))
        }
        try wireframe.register("/compose", option: .present(inStack: true)) { [makeScreen] _ in makeScreen(.compose) }
    }

    /// Where the views' links by URL go: routed without waiting; a failure goes to ``failure``.
    func navigate(to url: String) {
        wireframe.routeWithoutWaiting(to: url)
    }

    /// Where the views' links by typed route (``MailMessageRoute``) go, as links by URL do.
    func navigate(to route: any Codable & Hashable & Sendable) {
        wireframe.routeWithoutWaiting(to: route)
    }

    /// Where the links the app is opened with go: routed as outside links.
    func openOutsideLink(_ url: String) {
        wireframe.routeWithoutWaiting(to: url, origin: .outsideLink)
    }
}
