import WireframeKit

/// The typed route of a message, `/messages/:id<int>`: what the inbox's rows link to.
struct MailMessageRoute: Route {
    static let pattern = "/messages/:id<int>"
    var id: Int
}
