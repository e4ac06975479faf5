#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
public import SwiftUIStandIn
public import WireframeSwiftUI
#else
public import SwiftUI
#endif

// Which view a screen shows: given where the screen is made — in a wireframe's screen provider,
// a `SegmentScreens` factory, a module's view — so that a route or a segment keeps one
// definition.
extension SwiftUIScreen {
    /// A screen showing `content`.
    ///
    /// <!-- sample ScreenContentView/init -->
    /// ```swift
    /// try wireframe.register("/messages/:id<int>", option: .push) { request in
    ///     let id = try request.parameters.value("id", as: Int.self)
    ///     return SwiftUIScreen("message:\(id)", title: "Message") { MessageView(id: id) }
    /// }
    /// ```
    public convenience init(
        _ identifier: String,
        title: String? = nil,
        modalStyle: ViewTree.ModalStyle = .sheet,
        @ViewBuilder content: () -> some View
    ) {
        self.init(identifier, title: title, modalStyle: modalStyle)
        setView(content)
    }

    /// Makes `content` the view this screen shows: for a screen of a subclass of your own, such
    /// as a VIPER module's view, which sets it in its initializer.
    public func setView(@ViewBuilder _ content: () -> some View) {
        viewContent = ScreenBody(AnyView(content()))
    }
}

/// A screen's view, kept by the screen model.
final class ScreenBody {
    let view: AnyView

    init(_ view: AnyView) {
        self.view = view
    }
}

/// A plain screen's own view, with its title as the navigation title when it has one (else the
/// title the view sets itself stays); its identifier when it has no view.
struct ScreenContentView: View {
    let screen: SwiftUIScreen

    var body: some View {
        if let title = screen.title {
            content.navigationTitle(title)
        } else {
            content
        }
    }

    @ViewBuilder private var content: some View {
        if let body = screen.viewContent as? ScreenBody {
            body.view
        } else {
            Text(verbatim: screen.screenIdentifier)
        }
    }
}
#endif
