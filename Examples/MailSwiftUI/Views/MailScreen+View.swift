#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
#else
import SwiftUI
#endif
import WireframeSwiftUI

// Which SwiftUI view shows each screen the navigation makes (../Navigation/MailScreen.swift).
extension MailScreen {
    /// The screen's model, showing its SwiftUI view.
    @MainActor
    func withView() -> SwiftUIScreen {
        let screen = model()
        switch self {
        case .welcome: screen.setView { WelcomeView() }
        case .signIn: screen.setView { SignInView() }
        case .inbox(let messages): screen.setView { InboxListView(messages: messages) }
        case .settings: screen.setView { AccountSettingsView() }
        case .message(let message): screen.setView { MessageDetailView(message: message) }
        case .compose: screen.setView { ComposeMessageView() }
        }
        return screen
    }
}
#endif
