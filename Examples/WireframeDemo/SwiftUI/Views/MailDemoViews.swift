#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
#else
import SwiftUI
#endif
import WireframeSwiftUI

// The mail app's SwiftUI views. They compile on Linux against the SwiftUI stand-in (through the
// link Tests/WireframeSwiftUIStandInTests/DemoViews) and for iOS 16 and macOS 13 in
// check-as-ios.sh; the demo itself runs on the models.

/// Gives each screen of the mail app its view, by the screen's identifier.
enum MailDemoViews {
    @MainActor
    static func giveView(to screen: SwiftUIScreen) {
        let name = screen.screenIdentifier
        if name == "list" {
            screen.setView { MailListView() }
        } else if name.hasPrefix("message:") {
            let id = Int(name.dropFirst("message:".count)) ?? 0
            screen.setView { MailMessageView(id: id) }
        } else {
            screen.setView { MailTitledView(title: screen.title ?? name) }
        }
    }
}

/// The app's scene: the window of the models, shown by the module's `WindowView`.
struct MailDemoScene: Scene {
    let window: SwiftUIWindow

    var body: some Scene {
        WindowGroup {
            WindowView(window)
        }
    }
}

/// The inbox's list.
struct MailListView: View {
    var body: some View { Text(verbatim: "Inbox") }
}

/// One message.
struct MailMessageView: View {
    let id: Int

    var body: some View { Text(verbatim: "Message \(id)") }
}

/// A screen that shows its title.
struct MailTitledView: View {
    let title: String

    var body: some View { Text(verbatim: title) }
}
#endif
