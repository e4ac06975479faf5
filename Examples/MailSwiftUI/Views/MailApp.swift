#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
#else
import SwiftUI
#endif
import WireframeKit
import WireframeSwiftUI

/// The app: one scene, the window of the mail's navigation, starting at the welcome screen.
/// In an app target, mark it `@main`.
struct MailSwiftUIApp: App {
    let mail = MailNavigation { screen in screen.withView() }
    /// How long the views give SwiftUI to show each update: the standard pacing in the app.
    let pacing: UpdatePacing

    init() {
        self.init(pacing: .standard)
    }

    /// The app with its updates paced by `pacing` (its tests pace them by frames).
    init(pacing: UpdatePacing) {
        self.pacing = pacing
        do {
            try mail.registerRoutes()
            mail.navigate(to: "/welcome")
        } catch {
            // The patterns are the app's own: a mistake in one is the programmer's.
            assertionFailure("the mail app's routes: \(error)")
        }
    }

    var body: some Scene {
        WireframeScene(
            mail.window,
            pacing: pacing,
            navigate: NavigateAction(
                url: { [mail] url in mail.navigate(to: url) },
                route: { [mail] route in mail.navigate(to: route) }
            ),
            outsideLinks: NavigateAction { [mail] url in mail.openOutsideLink(url) }
        )
    }
}
#endif
