import WireframeKit

// The mail app's routes as values: a link from outside decodes into one of these, and the app
// routes to them without writing a URL by hand.

/// A message of the mailbox: `/messages/42`.
struct MessageRoute: Route {
    static let pattern = "/messages/:id<int>"
    var id: Int
}

/// A page of the settings: `/settings/signature`.
struct SettingsPageRoute: Route {
    static let pattern = "/settings/:page"
    var page: String
}

/// A new message, maybe to someone already: `/compose?to=ana%40example.com`.
struct ComposeRoute: Route {
    static let pattern = "/compose"
    var to: String?
}
