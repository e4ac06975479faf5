#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
import WireframeUIKit
#endif
import WireframeKit

// The class below is the sample of WireframeUIKit.md, "Attaching a window", verbatim.

// sample WireframeUIKit/overview
/// The mail app's scene delegate: a window and a ``MailScene`` per scene, the saved state
/// restored, and the links the scene is opened with or receives while it runs.
final class MailSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private(set) var mail: MailScene?  // this scene's own store, router and wireframe

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        window.makeKeyAndVisible()
        do {
            mail = try MailScene(window: window)
        } catch {
            lastError = error
            return
        }
        // A cold start: the saved state first, then the links the scene was opened for.
        let links =
            connectionOptions.urlContexts.map(\.url)
            + connectionOptions.userActivities.compactMap(Self.universalLink)
        run { mail in
            try await mail.restore(from: session.stateRestorationActivity)
            for url in links { try await mail.open(url) }
        }
    }

    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        let links = contexts.map(\.url)
        run { mail in
            for url in links { try await mail.open(url) }
        }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let url = Self.universalLink(userActivity) else { return }
        run { mail in try await mail.open(url) }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        mail?.restorationActivity()
    }

    /// The scene's work in flight (its restoration, then its links, in order).
    private(set) var pending: Task<Void, Never>?
    /// What the last restoration or link threw; the app would log it.
    private(set) var lastError: (any Error)?
}
// sample end

extension MailSceneDelegate {
    /// The web page of a universal link, or `nil` for another kind of activity.
    fileprivate static func universalLink(_ activity: NSUserActivity) -> URL? {
        activity.activityType == NSUserActivityTypeBrowsingWeb ? activity.webpageURL : nil
    }

    /// Runs `work` with the scene after the work already asked of it, keeping what it throws.
    fileprivate func run(_ work: @escaping @MainActor (MailScene) async throws -> Void) {
        guard let mail else { return }
        let previous = pending
        pending = Task { @MainActor in
            await previous?.value
            do {
                try await work(mail)
            } catch {
                self.lastError = error
            }
        }
    }
}
#endif
