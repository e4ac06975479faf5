#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
public import SwiftUIStandIn
#else
public import SwiftUI
#endif

/// A button that navigates to a route through the environment's ``NavigateAction``: what a
/// SwiftUI view writes instead of `NavigationLink(value:)`, whose value a stack of the wireframe's
/// screens cannot show.
///
/// ```swift
/// WireframeLink(to: "/messages/42") { Text(verbatim: "Open the message") }
/// ```
public struct WireframeLink<Label: View>: View {
    @Environment(\.navigate) private var navigate
    private let url: String
    private let label: Label

    /// A link to the route of `url`, showing `label`.
    public init(to url: String, @ViewBuilder label: () -> Label) {
        self.url = url
        self.label = label()
    }

    /// The button.
    public var body: some View {
        Button(action: { navigate(url) }, label: { label })
    }
}
#endif
