#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
import WireframeSwiftUI
#else
import SwiftUI
#endif

/// Shows one screen model as what it is: a stack as a `NavigationStack`, tabs as a `TabView`, a
/// screen of another backend through a representable, any other screen as its own view.
struct ScreenView: View {
    let screen: SwiftUIScreen
    let window: SwiftUIWindow

    var body: some View {
        if let stack = screen as? SwiftUIStack {
            StackView(stack: stack, window: window)
        } else if let tabs = screen as? SwiftUITabs {
            TabsView(tabs: tabs, window: window)
        } else if let embedded = screen as? EmbeddedScreen {
            EmbeddedScreenView(screen: embedded)
        } else {
            ScreenContentView(screen: screen)
        }
    }
}
#endif
