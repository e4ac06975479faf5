import WireframeSwiftUI

/// A screen of the mail app, as its navigation names it: the navigation makes its model, and
/// the app's views say which SwiftUI view shows it.
enum MailScreen: Hashable, Sendable {
    case welcome
    case signIn
    case inbox([MailMessage])
    case settings
    case message(MailMessage)
    case compose

    /// The screen's identifier, as outlines and errors name it.
    var identifier: String {
        switch self {
        case .welcome: "welcome"
        case .signIn: "sign-in"
        case .inbox: "inbox"
        case .settings: "settings"
        case .message(let message): "message:\(message.id)"
        case .compose: "compose"
        }
    }

    /// The title the screen shows, if any.
    var title: String? {
        switch self {
        case .welcome: nil
        case .signIn: "Sign in"
        case .inbox: "Inbox"
        case .settings: "Settings"
        case .message(let message): message.subject
        case .compose: "New message"
        }
    }

    /// The screen's model, with no view: what runs on Linux and in tests.
    @MainActor
    func model() -> SwiftUIScreen {
        SwiftUIScreen(identifier, title: title, modalStyle: self == .compose ? .fullScreenCover : .sheet)
    }
}
