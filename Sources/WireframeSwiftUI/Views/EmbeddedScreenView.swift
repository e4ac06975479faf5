#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
import UIKitStandIn
import WireframeSwiftUI
#elseif canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit
#else
import SwiftUI
#endif

#if WIREFRAME_SWIFTUI_STANDIN || (canImport(UIKit) && !os(watchOS))
/// A screen of another backend: a UIKit view controller through a
/// `UIViewControllerRepresentable`; any other screen by its identifier.
struct EmbeddedScreenView: View {
    let screen: EmbeddedScreen

    var body: some View {
        if let controller = screen.embedded as? UIViewController {
            ControllerView(controller: controller)
        } else {
            Text(verbatim: screen.screenIdentifier)
        }
    }

    /// Shows the controller, which its model made and keeps, inside a container made for each
    /// identity of this view (see ``EmbeddingController``): the newest shows it.
    private struct ControllerView: UIViewControllerRepresentable {
        let controller: UIViewController

        func makeUIViewController(context: Context) -> EmbeddingController {
            let container = EmbeddingController()
            container.embed(controller)
            return container
        }

        // Nothing to update: the view's identity is its screen's, so its controller never
        // changes; and taking the controller back here from a newer container would move it
        // between windows at every update.
        func updateUIViewController(_ container: EmbeddingController, context: Context) {}
    }
}
#else
/// A screen of another backend, by its identifier: this platform has no UIKit view controllers.
struct EmbeddedScreenView: View {
    let screen: EmbeddedScreen

    var body: some View {
        Text(verbatim: screen.screenIdentifier)
    }
}
#endif
#endif
