public import WireframePresentation

/// What the front-ends that stand on the navigator — a VIPER module's router, the state router —
/// are given to navigate through: the navigator whose turns they take, the factory of the new
/// stacks they show screens in, and the few things they ask of the app's URL routes.
///
/// The app's `Wireframe` conforms: give it to a module's entry point or to a state router, and
/// their turns share its queue, their new stacks come from its container factory, and a state
/// that names a screen one of its routes showed is restored through that route.
///
/// <!-- sample URLRouting/URLRouting -->
/// ```swift
/// let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
/// let routing: any URLRouting = wireframe
/// let shared = routing.navigator === wireframe.navigator  // true: one queue for every front-end
/// ```
@MainActor
public protocol URLRouting: AnyObject {
    /// The navigator every turn of the front-ends given this routing runs in.
    var navigator: Navigator { get }

    /// Makes the new stacks the front-ends show screens in; `nil` when there is none, and then a
    /// screen that needs a new stack is refused.
    var containerFactory: (any ContainerFactory)? { get }

    /// Whether `pattern`, a route pattern's text, is one of the registered routes: what a state
    /// segment derived from a route is named by.
    func isRoute(_ pattern: String) -> Bool

    /// The screen the route of `url` makes, shown nowhere: what a restored state shows for a
    /// segment derived from that route.
    ///
    /// - Throws: the routing's own error when no route makes a screen for `url`, or a route
    ///   refuses it (the `Wireframe`'s: `WireframeError`).
    // Untyped: the error is the routing's, which the core does not know (the wireframe's lives
    // above it), and the one caller, the state router, words any failure in its own error with
    // the routing's as the underlying one; a protocol-owned error would be one more translation.
    func makeScreen(forURL url: String) async throws -> any Screen
}
