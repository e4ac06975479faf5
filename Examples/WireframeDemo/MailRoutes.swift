import WireframeHeadless
import WireframeKit

/// The mail app's routes, each with the module it shows and how it is shown.
///
/// | pattern | outside links | shows | option |
/// | --- | --- | --- | --- |
/// | `/inbox` | open | the Inbox tab | select tab 0 |
/// | `/messages/:id<int>` | open | a Message module, `message:<id>` | push; from outside, in the Inbox tab |
/// | `https://mail.example.com/m/:id<int>` | open | redirected to `/messages/<id>` | |
/// | `/search` | open | the Search tab | select tab 1 |
/// | `/settings` | open | the Settings tab | select tab 2 |
/// | `/settings/:page` | internal | a Settings page module, the page as its input | push in the Settings tab |
/// | `/compose` | internal | a Compose module, `to` as its draft's recipient | present in a new stack |
@MainActor
enum MailRoutes {
    /// The web app's old message links, still in people's email: redirected, never shown.
    static let oldMessageLink = "https://mail.example.com/m/:id<int>"

    /// Registers the routes and their plug-ins on `wireframe`; the tabs are the app's own
    /// modules, shown from launch on.
    static func register(on wireframe: Wireframe, tabs: [Tab: TabView]) throws(RouteError) {
        let open = RouteAccess.openToOutsideLinks
        for (tab, index) in [(Tab.inbox, 0), (.search, 1), (.settings, 2)] {
            let view = tabs[tab]
            try wireframe.register("/\(tab.rawValue)", access: open, option: .selectTab(index), name: "\(tab) tab") {
                [weak view] _ in view
            }
        }
        try wireframe.registerModule(SettingsPageRoute.self, option: .selectTab(2, then: .push), name: "settings page")
        {
            route,
            _ in try SettingsPageBuilder.build(input: route.page)
        }
        try wireframe.registerModule(ComposeRoute.self, option: .present(inStack: true), name: "compose") { route, _ in
            try ComposeBuilder.build(input: ComposeDraft(to: route.to))
        }
        try wireframe.registerModule(MessageRoute.self, access: open, option: .push, name: "message") { route, _ in
            // Declines a message that is not in the mailbox: the request fails with noScreen.
            guard Mailbox.messages[route.id] != nil else { return nil }
            return try MessageBuilder.build(id: route.id)
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
