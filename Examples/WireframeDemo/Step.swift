import WireframeKit

/// One thing that happens to the running app: a link to route, or a navigation action.
struct Step {
    enum Action {
        /// Route the link; `.outsideLink` for links the app did not make itself.
        case route(String, origin: RoutingOrigin)
        /// The app's back button: `Wireframe.back()`.
        case back
        /// Close the visible modal: `Wireframe.dismissModal()`.
        case dismissModal
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

    /// `outside link https://…`, `app link /compose`, `back()`, `dismissModal()`.
    var title: String {
        switch action {
        case .route(let link, let origin): "\(origin == .outsideLink ? "outside" : "app") link \(link)"
        case .back: "back()"
        case .dismissModal: "dismissModal()"
        }
    }
}
