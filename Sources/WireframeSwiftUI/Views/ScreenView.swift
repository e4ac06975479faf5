#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
import WireframeSwiftUI
#else
import SwiftUI
#endif
import WireframePresentation

/// Shows one screen model as what it is: a stack as a `NavigationStack`, tabs as a `TabView`, a
/// screen of another backend through a representable, any other screen as its own view.
///
/// Its identity is the screen's (`id(_:)`): SwiftUI keeps a view's `@StateObject` for as long as
/// its identity lives, so without it a stack's or tabs' view would keep observing the first
/// screen it was given when another comes in its place (a root replaced, a tab set anew).
struct ScreenView: View {
    let screen: SwiftUIScreen
    let window: SwiftUIWindow

    var body: some View {
        content.id(screen.screenID)
    }

    @ViewBuilder private var content: some View {
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
