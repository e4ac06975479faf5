import Foundation
import Logging
import WireframeHeadless
import WireframeKit

/// The mail app `wireframe-demo --interactive` runs: its screens follow a navigation state
/// (Inbox, Search and Settings tabs, messages on the inbox's stack, a compose modal), and every
/// link is a state link of its wireframe, which sets the whole path. So what the user types (a
/// link, `back`, a tab tap) shows in the window and in the state at once, and the state saved as
/// JSON can be restored.
///
/// | link | outside links | path |
/// | --- | --- | --- |
/// | `/inbox` | open | `mail / inbox` |
/// | `/search` | open | `mail / search` |
/// | `/settings` | open | `mail / settings` |
/// | `/messages/:id<int>` | open | `mail / inbox / message({"id":42})`, for a message of the mailbox |
/// | `/compose` | internal | the path shown, then `compose`, presented over it |
@MainActor
final class InteractiveMail {
    /// Where the path starts, and where `restore` falls back to.
    static let home: [PathSegment] = ["mail", "inbox"]

    let window = HeadlessWindow(animationDuration: .zero)
    let store = BasicNavigationStore()
    /// The demo prints its own outcomes, so the wireframe's log is left silent.
    let wireframe = Wireframe(
        containerFactory: HeadlessContainerFactory(naming: .afterFirstScreen),
        logger: Logger(label: "wireframe-demo") { _ in SwiftLogNoOpLogHandler() }
    )
    let router: StateRouter

    /// The app with its links registered; ``launch()`` shows the inbox.
    init() throws {
        let screens = SegmentScreens()
        try screens.registerTabs("mail", tabs: ["inbox", "search", "settings"]) { tabs in
            try HeadlessTabs("mail", tabs: tabs)
        }
        try screens.register("inbox") { _ in
            try HeadlessStack("inbox", screens: [HeadlessScreen("list", title: "Inbox")])
        }
        try screens.register("search") { _ in HeadlessScreen("search", title: "Search") }
        try screens.register("settings") { _ in HeadlessScreen("settings", title: "Settings") }
        try screens.register(StateDrivenMail.message) { ref in
            HeadlessScreen("message:\(ref.id)", title: Mailbox.messages[ref.id]?.subject)
        }
        try screens.register("compose", presentation: .modal) { _ in
            HeadlessScreen("compose", title: "New message")
        }
        router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
        try registerLinks()
        // Outside links may use myapp:// (and no scheme at all); any other scheme is refused.
        wireframe.allowOutsideLinks(withSchemes: ["myapp"])
    }

    /// Shows the inbox, and attaches the wireframe to the window.
    func launch() async throws {
        wireframe.attach(root: window)
        try await router.apply(.setPath(Self.home, animated: false))
    }

    private func registerLinks() throws {
        let open = RouteAccess.openToOutsideLinks
        for tab in ["inbox", "search", "settings"] {
            try router.registerLink("/\(tab)", access: open) { _ in ["mail", PathSegment(tab)] }
        }
        try router.registerLink("/messages/:id<int>", access: open) { match in
            let id = try match.parameters.value("id", as: Int.self)
            guard Mailbox.messages[id] != nil else { throw NoSuchMessage(id: id) }
            return ["mail", "inbox", try StateDrivenMail.message(MessageRef(id: id))]
        }
        // Over whatever is shown: the path the store holds now, with the modal on top.
        try router.registerLink("/compose") { [store] _ in
            let path = store.navigationState.path.filter { $0.identifier != "compose" }
            return path + ["compose"]
        }
    }
}

/// A message link for a message the mailbox does not have.
struct NoSuchMessage: Error, CustomStringConvertible {
    let id: Int

    var description: String {
        "no message \(id) in the mailbox (it has \(Mailbox.messages.keys.sorted().map(String.init).joined(separator: " and ")))"
    }
}
