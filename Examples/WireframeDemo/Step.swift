import WireframeKit

/// One thing that happens to the running app: a link to route, a navigation action, or a tap
/// on the visible module's view.
struct Step {
    enum Action {
        /// Route the link; `.outsideLink` for links the app did not make itself.
        case route(String, origin: RoutingOrigin)
        /// Route to a route value, as the app does for its own navigation.
        case routeValue(any Route)
        /// The app's back button: the navigator's `back()`.
        case back
        /// Close the visible modal: the navigator's `dismissModal()`.
        case dismissModal
        /// A tap on the visible module's view, which its presenter and router carry out.
        case tap(Tap)
    }

    /// What the user taps.
    enum Tap: String {
        /// Reply, on a message: its router presents a Compose module.
        case reply = "Reply"
        /// Send, on a new message: its router dismisses the modal it is in.
        case send = "Send"
    }

    let action: Action
    /// Where the step comes from, for the person reading the output.
    let note: String

    /// A link that arrived from outside the app: a deep link, a universal link, a notification.
    static func outside(_ link: String, _ note: String) -> Step {
        Step(action: .route(link, origin: .outsideLink), note: note)
    }

    /// A link the app routes on its own behalf.
    static func app(_ link: String, _ note: String) -> Step {
        Step(action: .route(link, origin: .app), note: note)
    }

    /// A route value the app routes to on its own behalf: no URL written by hand.
    static func app(_ route: some Route, _ note: String) -> Step {
        Step(action: .routeValue(route), note: note)
    }

    /// The user taps `tap` on the visible screen.
    static func tap(_ tap: Tap, _ note: String) -> Step {
        Step(action: .tap(tap), note: note)
    }

    /// `outside link https://…`, `app link /compose`, `app route SettingsPageRoute(page: "signature")`, `back()`, `dismissModal()`, `tap Reply`.
    var title: String {
        switch action {
        case .route(let link, let origin): "\(origin == .outsideLink ? "outside" : "app") link \(link)"
        case .routeValue(let route): "app route \(route)"
        case .back: "back()"
        case .dismissModal: "dismissModal()"
        case .tap(let tap): "tap \(tap.rawValue)"
        }
    }
}
