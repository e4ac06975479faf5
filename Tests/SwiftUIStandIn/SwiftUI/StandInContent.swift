// Stand-in only, not SwiftUI API: what the stand-in's primitive views and modifiers hold, so that
// the simulated runtime (Tests/SwiftUIStandIn/Runtime, not compiled by check-as-ios.sh) can run a
// hierarchy of views as SwiftUI would. The declarations keep SwiftUI's signatures; only their
// stored content is added.

/// A primitive view's content, as the simulated runtime reads it.
@MainActor
protocol StandInPrimitiveView {
    /// What the view is made of.
    var standInContent: StandInContent { get }
}

/// What a primitive view is made of.
enum StandInContent {
    /// Shows nothing.
    case empty
    /// Shows text.
    case text(String)
    /// Shows a color.
    case color
    /// A button: its action and its label.
    case button(@MainActor () -> Void, label: any View)
    /// Another view, whose type is its identity.
    case erased(any View)
    /// One of the two branches of an `if`.
    case conditional(isFirst: Bool, any View)
    /// A view with a modifier.
    case modified(any View, StandInModifier)
    /// A view per element, identified by the element's identity.
    case list([(id: AnyHashable, view: any View)])
    /// A navigation stack: its root and its path.
    case navigationStack(StandInPath, root: any View)
    /// A tab view: its tabs and its selection.
    case tabView(StandInValue?, content: any View)
}

/// What a modifier does.
enum StandInModifier {
    case navigationDestination(for: Any.Type, destination: (AnyHashable) -> (any View)?)
    case navigationTitle(String)
    case presentation(StandInPresentation)
    case onAppear(() -> Void)
    case onDisappear(() -> Void)
    case tabItem(any View)
    case tag(AnyHashable)
    case id(AnyHashable)
    case environment((inout EnvironmentValues) -> Void)
    /// Hands a URL the app opens, as a string, to the view's `onOpenURL`.
    case onOpenURL((String) -> Void)
}

/// A binding to a value, read and written as `Any`.
struct StandInValue {
    let read: () async -> AnyHashable?
    let write: (StandInUnchecked<AnyHashable>) async -> Void
}

/// A navigation stack's path binding: its elements, and what going back to the first `count`
/// of them writes.
struct StandInPath {
    let read: () async -> [AnyHashable]
    let keepFirst: (Int) async -> Void
}

/// A sheet's or a full-screen cover's item binding and content.
struct StandInPresentation {
    let isFullScreenCover: Bool
    /// The item's identity and the content made of the item, or `nil` when nothing is presented.
    let read: () async -> (id: AnyHashable, content: () -> any View)?
    /// What the user's dismissal writes: `nil`.
    let dismiss: () async -> Void
}
