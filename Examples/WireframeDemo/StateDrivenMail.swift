import Foundation
import WireframeHeadless
import WireframeKit

// The mail app's screens driven by navigation state instead of by requests: a deep link sets the
// whole path, the user's back swipe is written back into the state, a URL and a back() through
// the router's wireframe change the same screens in the same navigator, with the state
// following each, and the state saved as JSON rebuilds the same screens in a second window, as
// it would at the next launch.

/// The data of a message segment: which message it shows.
struct MessageRef: Codable, Hashable, Sendable {
    var id: Int
}

/// A mail app whose window follows a ``NavigationState`` in a store.
@MainActor
struct StateDrivenMail {
    /// The segment kind of a message screen, with its typed data.
    nonisolated static let message = SegmentKind<MessageRef>("message")

    /// How each segment is shown: the tabs, the inbox stack with its list, settings, a message.
    let screens = SegmentScreens()

    init() throws {
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in
            try HeadlessTabs("mail", tabs: tabs)
        }
        try screens.register("inbox") { _ in try HeadlessStack("inbox", screens: [HeadlessScreen("list")]) }
        try screens.register("settings") { _ in HeadlessScreen("settings") }
        try screens.register(Self.message) { ref in HeadlessScreen("message:\(ref.id)") }
    }

    /// Registers the links that set a whole route, in the route table of `router`'s wireframe.
    static func registerLinks(of router: StateRouter) throws {
        try router.registerLink("/inbox/messages/:id<int>", access: .openToOutsideLinks) { match in
            ["mail", "inbox", try Self.message(MessageRef(id: match.parameters.value("id", as: Int.self)))]
        }
    }

    /// Opens a deep link, takes a back swipe, saves the state and restores it in a new window;
    /// the lines to print, the windows' dumps among them.
    func run() async throws -> [String] {
        var lines: [String] = []
        let window = HeadlessWindow(animationDuration: .zero)
        let store = BasicNavigationStore()
        let router = StateRouter(store: store, window: window, screens: screens)
        try Self.registerLinks(of: router)

        try await router.open("mailapp://inbox/messages/42", origin: .outsideLink)
        lines.append("deep link   mailapp://inbox/messages/42 sets the state \(store.navigationState)")
        lines += window.dump().split(separator: "\n").map { "            " + $0 }

        guard let inbox = window.screen(withIdentifier: "inbox") as? HeadlessStack else {
            return lines + ["no inbox stack was built"]
        }
        try await inbox.simulateBackSwipe(animated: false)
        lines.append("back swipe  the user swipes back; the state is now \(store.navigationState)")

        // The router's wireframe shares its navigator: a URL routed through it and its back()
        // take turns with the router, and the state follows what they show.
        try await router.wireframe.route(to: "mailapp://inbox/messages/7")
        lines.append(
            "URL         wireframe.route(to: \"mailapp://inbox/messages/7\"); the state: \(store.navigationState)"
        )
        try await router.wireframe.navigator.back()
        lines.append("back()      wireframe.navigator.back(); the state: \(store.navigationState)")
        try await router.apply(.push(Self.message(MessageRef(id: 42)), animated: false))
        lines.append("apply       router.apply(.push(message 42)); the state: \(store.navigationState)")

        let saved = try store.navigationState.jsonData()
        lines.append("saved       \(String(decoding: saved, as: UTF8.self))")
        let relaunched = HeadlessWindow(animationDuration: .zero)
        let restorer = StateRouter(store: BasicNavigationStore(), window: relaunched, screens: screens)
        let outcome = try await restorer.restore(from: saved, fallback: ["mail", "inbox"])
        let same = relaunched.dump() == window.dump() ? "the same screens" : "other screens"
        lines.append("restored    a new window, from the saved JSON: \(outcome), \(same)")
        lines += relaunched.dump().split(separator: "\n").map { "            " + $0 }
        return lines
    }
}
