import WireframeHeadless
import WireframeKit

/// The mail app's routes, each with the screen it shows and how it is shown.
///
/// | pattern | outside links | shows | option |
/// | --- | --- | --- | --- |
/// | `/inbox` | open | the Inbox tab | select tab 0 |
/// | `/messages/:id<int>` | open | `message:<id>` | push; from outside, in the Inbox tab |
/// | `https://mail.example.com/m/:id<int>` | open | redirected to `/messages/<id>` | |
/// | `/search` | open | the Search tab | select tab 1 |
/// | `/settings` | open | the Settings tab | select tab 2 |
/// | `/settings/:page` | internal | `settings:<page>` | push in the Settings tab |
/// | `/compose` | internal | `compose` | present in a new stack |
@MainActor
enum MailRoutes {
    /// The web app's old message links, still in people's email: redirected, never shown.
    static let oldMessageLink = "https://mail.example.com/m/:id<int>"

    /// Registers the routes and their plug-ins on `wireframe`; the tab screens are the app's.
    static func register(
        on wireframe: Wireframe,
        inbox: HeadlessScreen,
        search: HeadlessScreen,
        settings: HeadlessScreen
    ) throws(RouteError) {
        let open = RouteAccess.openToOutsideLinks
        try wireframe.register("/inbox", access: open, option: .selectTab(0), name: "inbox tab") { _ in inbox }
        try wireframe.register("/search", access: open, option: .selectTab(1), name: "search tab") { _ in search }
        try wireframe.register("/settings", access: open, option: .selectTab(2), name: "settings tab") { _ in settings }
        try wireframe.register(
            "/settings/:page",
            option: .selectTab(2, then: .push),
            name: "settings page"
        ) { request in
            let page = try request.parameters.value("page", as: String.self)
            return HeadlessScreen("settings:\(page)", title: page.prefix(1).uppercased() + page.dropFirst())
        }
        try wireframe.register("/compose", option: .present(inStack: true), name: "compose") { request in
            HeadlessScreen("compose", title: request.parameters["to"].map { "To \($0)" } ?? "New Message")
        }
        try wireframe.register("/messages/:id<int>", access: open, option: .push, name: "message") { request in
            let id = try request.parameters.value("id", as: Int.self)
            // Declines a message that is not in the mailbox: the request fails with noScreen.
            guard let subject = Mailbox.subjects[id] else { return nil }
            return HeadlessScreen("message:\(id)", title: subject)
        }
        // Priority -1: consulted after the route's own option provider (push), whose choice it wraps.
        try wireframe.addOptionProvider(
            name: "outside: in inbox tab",
            priority: -1,
            patterns: ["/messages/:id<int>"],
            inInboxTabFromOutside
        )
        try wireframe.register(oldMessageLink, access: open)
        try wireframe.addObserver(name: "old message links", patterns: [oldMessageLink], willRoute: redirectOldLink)
    }

    /// A message link from outside may arrive while any tab is shown: select the Inbox tab, then
    /// show the message there as chosen so far.
    private static func inInboxTabFromOutside(
        _ request: RoutingRequest,
        current: (any RoutingOption)?
    ) -> (any RoutingOption)? {
        guard request.origin == .outsideLink else { return current }
        return SelectTabOption(0, then: current ?? PushOption())
    }

    /// `https://mail.example.com/m/42` becomes `/messages/42`.
    private static func redirectOldLink(_ request: RoutingRequest) -> RoutingDecision {
        do {
            return .redirect(to: "/messages/\(try request.parameters.value("id", as: Int.self))")
        } catch {
            return .reject(error)
        }
    }
}
