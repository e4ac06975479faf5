#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
#else
import SwiftUI
#endif
import WireframeSwiftUI

/// The first screen: a way to sign in, as a sheet.
struct WelcomeView: View {
    var body: some View {
        Text(verbatim: "Welcome to Mail")
        WireframeLink(to: "/sign-in") { Text(verbatim: "Sign in") }
    }
}

/// The sign-in sheet: signing in replaces the welcome screen (and this sheet) with the main tabs.
struct SignInView: View {
    @Environment(\.navigate) private var navigate

    var body: some View {
        Text(verbatim: "Your account")
        Button(action: { navigate("/main") }, label: { Text(verbatim: "Continue") })
    }
}
#endif
