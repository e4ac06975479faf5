#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
import WireframeSwiftUI
#else
import SwiftUI
#endif
import WireframePresentation

/// A stack model as a `NavigationStack(path:)`: its root screen as the stack's root view, the
/// screens above it as the path, bound to the model, so that the back button and the edge swipe
/// come back as the user going back.
struct StackView: View {
    let stack: SwiftUIStack
    let window: SwiftUIWindow
    @StateObject private var observer: ShownStateObserver

    init(stack: SwiftUIStack, window: SwiftUIWindow) {
        self.stack = stack
        self.window = window
        _observer = StateObject(wrappedValue: ShownStateObserver(stack, in: window))
    }

    var body: some View {
        NavigationStack(path: Binding(stack.pathBinding)) {
            root.navigationDestination(for: ScreenID.self) { id in destination(id) }
        }
    }

    @ViewBuilder private var root: some View {
        if let screen = stack.shownRootScreen {
            ScreenView(screen: screen, window: window)
        } else {
            EmptyView()
        }
    }

    @ViewBuilder private func destination(_ id: ScreenID) -> some View {
        if let screen = stack.shownScreen(id) {
            ScreenView(screen: screen, window: window)
        } else {
            EmptyView()
        }
    }
}
#endif
