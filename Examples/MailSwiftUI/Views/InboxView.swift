#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
#else
import SwiftUI
#endif
import WireframeSwiftUI

/// The inbox: a row per message, each a link to its typed route, and a button to write one.
struct InboxListView: View {
    let messages: [MailMessage]

    var body: some View {
        List {
            ForEach(messages) { message in
                WireframeLink(to: MailMessageRoute(id: message.id)) { Text(verbatim: message.subject) }
            }
        }
        WireframeLink(to: "/compose") { Text(verbatim: "Compose") }
    }
}

/// A message, with a reply that opens the compose screen.
struct MessageDetailView: View {
    let message: MailMessage

    var body: some View {
        Text(verbatim: "The text of \(message.subject)")
        WireframeLink(to: "/compose") { Text(verbatim: "Reply") }
    }
}

/// The compose screen, a full-screen cover: sending dismisses it.
struct ComposeMessageView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text(verbatim: "To:")
        Button(action: { dismiss() }, label: { Text(verbatim: "Send") })
    }
}

/// The settings tab.
struct AccountSettingsView: View {
    var body: some View {
        Text(verbatim: "Signature")
    }
}
#endif
