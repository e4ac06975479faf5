#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
import WireframeUIKit
#endif
import WireframeKit

/// One scene of the mail app: its window, and the navigation state shown in it, with its own
/// store, router and wireframe. Each scene has its own, so that a second window never takes over
/// the first one's root or the user navigation it reports.
@MainActor
final class MailScene {
    /// The key of the saved navigation state in the scene's restoration activity.
    static let savedStateKey = "navigationState"
    /// The activity type of the scene's restoration activity.
    static let restorationActivityType = "org.wireframekit.mail.scene"

    let window: UIWindow
    let store = BasicNavigationStore()
    let router: StateRouter

    /// Sets up the scene's window and router, with the app's links.
    init(window: UIWindow) throws {
        self.window = window
        router = StateRouter(
            store: store,
            window: window,
            screens: try MailScreens.make(),
            wireframe: Wireframe(containerFactory: UIKitContainerFactory())
        )
        try router.registerLink("/inbox", access: .openToOutsideLinks) { _ in MailScreens.home }
        try router.registerLink("/messages/:id<int>", access: .openToOutsideLinks) { match in
            MailScreens.home + [try MailScreens.message(match.parameters.value("id", as: Int.self))]
        }
        try router.registerLink("/compose") { _ in MailScreens.home + ["compose"] }
        router.wireframe.attach(root: window)
    }

    /// Shows the state `activity` saved (``restorationActivity()``), or the inbox when there is
    /// none or it cannot be shown any more.
    func restore(from activity: NSUserActivity?) async throws {
        guard let saved = activity?.userInfo?[Self.savedStateKey] as? Data else {
            try await router.apply(.setPath(MailScreens.home, animated: false))
            return
        }
        _ = try await router.restore(from: saved, fallback: MailScreens.home)
    }

    /// Opens `url`, a link from outside the app (a custom-scheme URL, or a universal link's web
    /// page).
    func open(_ url: URL) async throws {
        try await router.open(url.absoluteString, origin: .outsideLink)
    }

    /// The activity saving what the scene shows, which UIKit gives back to ``restore(from:)``
    /// when the scene connects again.
    func restorationActivity() -> NSUserActivity? {
        guard let data = try? store.navigationState.jsonData() else { return nil }
        let activity = NSUserActivity(activityType: Self.restorationActivityType)
        activity.addUserInfoEntries(from: [Self.savedStateKey: data])
        return activity
    }
}
#endif
