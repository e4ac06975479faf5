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
/// <!-- sample WireframeLink/WireframeLink -->
/// ```swift
/// WireframeLink(to: "/messages/42") { Text(verbatim: "Open the message") }
/// ```
///
/// or to a typed route, which the app's wireframe writes as a URL (see ``NavigateAction``):
///
/// <!-- sample WireframeLink/WireframeLink-2 -->
/// ```swift
/// WireframeLink(to: MessageRoute(id: 42)) { Text(verbatim: "Open the message") }
/// ```
public struct WireframeLink<Label: View>: View {
    @Environment(\.navigate) private var navigate
    private let destination: @MainActor @Sendable (NavigateAction) -> Void
    private let label: Label

    /// A link to the route of `url`, showing `label`.
    public init(to url: String, @ViewBuilder label: () -> Label) {
        self.destination = { navigate in navigate(url) }
        self.label = label()
    }

    /// A link to `route`, a typed route (a value of a type conforming to WireframeKit's
    /// `Route`), showing `label`.
    public init(to route: some Codable & Hashable & Sendable, @ViewBuilder label: () -> Label) {
        self.destination = { navigate in navigate(route) }
        self.label = label()
    }

    /// The button.
    public var body: some View {
        Button(action: { destination(navigate) }, label: { label })
    }
}
#endif
