import Logging
import WireframeHeadless
import WireframeKit

/// A small mail app, headless: a window whose root is a tab container (Inbox, Search,
/// Settings), and the wireframe that routes links to screens in it.
///
/// Transitions are instant (the window's animations take no time), so the demo's output is the
/// same on every run.
@MainActor
final class MailApp {
    let window = HeadlessWindow(animationDuration: .zero)
    let inbox = HeadlessScreen("inbox", title: "Inbox")
    let search = HeadlessScreen("search", title: "Search")
    let settings = HeadlessScreen("settings", title: "Settings")

    /// Stacks that `inStack: true` options make are named after their first screen
    /// (`compose-stack`), as the tabs' own stacks are. The demo prints its own outcomes, so the
    /// wireframe's log is left silent.
    let wireframe = Wireframe(
        containerFactory: HeadlessContainerFactory(naming: .afterFirstScreen),
        logger: Logger(label: "wireframe-demo") { _ in SwiftLogNoOpLogHandler() }
    )

    /// Creates the app with its routes registered and no root yet, as at cold start.
    init() throws(RouteError) {
        try MailRoutes.register(on: wireframe, inbox: inbox, search: search, settings: settings)
    }

    /// Shows the tabs as the window's root and attaches the wireframe, which then runs the
    /// requests it held.
    func launch() async throws(PresentationError) {
        let tabs = try HeadlessTabs(tabs: [
            try HeadlessStack("inbox-stack", screens: [inbox]),
            search,
            try HeadlessStack("settings-stack", screens: [settings]),
        ])
        try await window.setRoot(tabs, animated: false)
        wireframe.attach(root: window)
    }
}
