import WireframeKit

/// The links a small mail app opens: its own `mailapp://` scheme, universal links on
/// `https://mail.example.com`, and paths that any scheme may carry.
enum MailRoutes {
    /// The patterns, in registration order. Precedence does not depend on this order: the most
    /// specific pattern wins.
    static let patterns: [String] = [
        "/inbox",
        // An optional trailing page number: `/mailboxes/archive` and `/mailboxes/archive/3`.
        "/mailboxes/:mailbox/:page<int>?",
        "/messages/drafts",
        "/messages/:id<int>",
        "/messages/:id<int>/reply",
        "/threads/:thread<uuid>",
        "/contacts/:name",
        "/search",
        // Every settings page, however deep, opens the settings screen at that path.
        "/settings/**",
        "mailapp://compose",
        "mailapp://labels/:label/:unreadOnly<bool>?",
        "https://mail.example.com/m/:id<int>",
        // Any other page of the web app: handed to an in-app browser.
        "https://mail.example.com/**",
    ]

    /// A table with every pattern registered.
    static func makeTable() throws(RouteError) -> RouteTable {
        var table = RouteTable()
        for pattern in patterns {
            try table.register(pattern)
        }
        return table
    }
}
