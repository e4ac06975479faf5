import WireframeRouting

/// How messages name a turn: `route to "/inbox"` for a route, or the name of a navigation
/// action or of a turn of the app's own (`back`, `module "Inbox": push "Message"`). Made into
/// text only when a message needs it, so a turn that needs none costs no formatting.
@usableFromInline
package struct TurnSubject: Sendable {
    /// The URL routed, or `nil`.
    package let url: String?
    /// The turn's name, already safe to print, or `nil` for a route.
    package let name: String?

    /// A route to `url`.
    package init(url: String) {
        self.url = url
        self.name = nil
    }

    /// A turn named `name` (already escaped), routing `url` if any.
    package init(name: String?, url: String? = nil) {
        self.url = url
        self.name = name
    }

    /// `route to "<url>"`, or the name.
    package var text: String {
        name ?? url.map { "route to \(MessageText.quoted($0))" } ?? "request"
    }
}
