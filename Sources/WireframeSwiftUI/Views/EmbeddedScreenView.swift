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

    /// Shows the controller as it is: the controller was made, and is kept, by its model.
    private struct ControllerView: UIViewControllerRepresentable {
        let controller: UIViewController

        func makeUIViewController(context: Context) -> UIViewController { controller }

        func updateUIViewController(_ controller: UIViewController, context: Context) {}
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
