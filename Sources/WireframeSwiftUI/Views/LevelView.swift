#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
import WireframeSwiftUI
#else
import SwiftUI
#endif
import WireframePresentation

/// One level of a window: its content (the root's, or a modal's), and the sheet or full-screen
/// cover presented over it, bound to the level's modal. SwiftUI shows one modal per level, and
/// a level's content is on screen whenever the level is, so the modal is presented from here,
/// whichever screen of the level presents it. Its identity is its content's (`id(_:)`, set by
/// who makes it), so that its observer is made for the screen it shows.
struct LevelView: View {
    let content: SwiftUIScreen
    let window: SwiftUIWindow
    @StateObject private var observer: ShownStateObserver

    init(content: SwiftUIScreen, window: SwiftUIWindow) {
        self.content = content
        self.window = window
        _observer = StateObject(wrappedValue: ShownStateObserver(content, in: window))
    }

    var body: some View {
        ScreenView(screen: content, window: window)
            .sheet(item: Binding(content.levelModalBinding(.sheet))) { item in modal(item) }
            .coverOrSheet(item: Binding(content.levelModalBinding(.fullScreenCover))) { item in modal(item) }
    }

    /// The level over this one: the screen of `item`, which SwiftUI keeps while it dismisses the
    /// modal, when the models no longer present it.
    @ViewBuilder private func modal(_ item: ModalItem) -> some View {
        if let presented = item.screen {
            LevelView(content: presented, window: window).id(presented.screenID)
        } else {
            EmptyView()
        }
    }
}

extension View {
    /// `fullScreenCover(item:content:)`; a sheet on macOS, which has no full-screen cover.
    fileprivate func coverOrSheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        #if os(macOS)
        sheet(item: item, content: content)
        #else
        fullScreenCover(item: item, content: content)
        #endif
    }
}
#endif
