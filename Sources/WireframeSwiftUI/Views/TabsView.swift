#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
import WireframeSwiftUI
#else
import SwiftUI
#endif
import WireframePresentation

/// A tabs model as a `TabView(selection:)`: each tab tagged with its screen's identity and
/// labelled with its title, the selection bound to the model, so that a tap on another tab
/// comes back as the user selecting it.
struct TabsView: View {
    let tabs: SwiftUITabs
    let window: SwiftUIWindow
    @StateObject private var observer: ShownStateObserver

    init(tabs: SwiftUITabs, window: SwiftUIWindow) {
        self.tabs = tabs
        self.window = window
        _observer = StateObject(wrappedValue: ShownStateObserver(tabs, in: window))
    }

    var body: some View {
        TabView(selection: Binding(tabs.selectionBinding)) {
            ForEach(tabs.shownTabScreens.map(Tab.init)) { tab in
                ScreenView(screen: tab.screen, window: window)
                    .tabLabel(tab.title)
                    .tag(tab.id)
            }
        }
    }

    /// One tab, by its screen's identity.
    private struct Tab: Identifiable {
        let id: ScreenID
        let screen: SwiftUIScreen
        let title: String

        @MainActor
        init(_ screen: SwiftUIScreen) {
            id = screen.screenID
            self.screen = screen
            title = screen.title ?? screen.screenIdentifier
        }
    }
}

extension View {
    /// The label of the tab this view is: its title; none on watchOS, whose tabs are pages.
    fileprivate func tabLabel(_ title: String) -> some View {
        #if os(watchOS)
        self
        #else
        tabItem { Text(verbatim: title) }
        #endif
    }
}
#endif
