import WireframeSupport

/// How messages name a turn: `route to "/inbox"` for a route, or the name of a navigation
/// action or of a turn of the app's own (`back`, `module "Inbox": push "Message"`). Made into
/// text only when a message needs it, so a turn that needs none costs no formatting.
package struct TurnSubject: Sendable {
    // A name that is worked out from values (a state path, a module's action) is kept as the
    // closure that formats it: most turns end without a message, and formatting a path of ten
    // segments cost more than the rest of a state-router pass's bookkeeping.
    private enum Name: Sendable {
        case none
        case text(String)
        case describedBy(@Sendable () -> String)
    }

    /// The URL routed, or `nil`.
    package let url: String?
    private let naming: Name

    /// A route to `url`.
    package init(url: String) {
        self.url = url
        self.naming = .none
    }

    /// A turn named `name` (already escaped), routing `url` if any.
    package init(name: String?, url: String? = nil) {
        self.url = url
        self.naming = name.map(Name.text) ?? .none
    }

    /// A turn whose name (already escaped) `describe` makes when a message first needs it.
    package init(describedBy describe: @escaping @Sendable () -> String) {
        self.url = nil
        self.naming = .describedBy(describe)
    }

    /// The turn's name, already safe to print, or `nil` for a route.
    package var name: String? {
        switch naming {
        case .none: nil
        case .text(let text): text
        case .describedBy(let describe): describe()
        }
    }

    /// `route to "<url>"`, or the name.
    package var text: String {
        name ?? url.map { "route to \(MessageText.quoted($0))" } ?? "request"
    }
}
