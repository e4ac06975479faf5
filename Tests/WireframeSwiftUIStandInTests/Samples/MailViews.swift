import SwiftUIStandIn

// The views the documentation's SwiftUI samples take for granted, as an app declares them.

struct InboxView: View {
    var body: some View { Text(verbatim: "Inbox") }
}

struct SettingsView: View {
    var body: some View { Text(verbatim: "Settings") }
}

struct MessageView: View {
    let id: Int

    var body: some View { Text(verbatim: "Message \(id)") }
}

struct ComposeView: View {
    var body: some View { Text(verbatim: "Compose") }
}

struct ReplyView: View {
    var body: some View { Text(verbatim: "Reply") }
}
