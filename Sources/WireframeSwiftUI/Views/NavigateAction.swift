#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
public import SwiftUIStandIn
#else
public import SwiftUI
#endif

/// What a SwiftUI view calls to navigate, read from its environment: a route's URL, handed to
/// the app's wireframe without waiting, so that a button's action needs no `Task` and no
/// `catch` (a failure goes to the one handler the app set, the wireframe's `onModuleError`).
///
/// The app sets it once, around its window's view, from its wireframe (WireframeModules'
/// `routeWithoutWaiting(to:origin:from:)`):
///
/// <!-- sample NavigateAction/NavigateAction -->
/// ```swift
/// let view = WindowView(window)
///     .environment(\.navigate, NavigateAction { url in wireframe.routeWithoutWaiting(to: url) })
/// ```
///
/// and a view reads it and calls it:
///
/// <!-- sample NavigateAction/NavigateAction-2 -->
/// ```swift
/// struct InboxRow: View {
///     @Environment(\.navigate) private var navigate
///     let id: Int
///
///     var body: some View {
///         Button(action: { navigate("/messages/\(id)") }, label: { Text(verbatim: "Message \(id)") })
///     }
/// }
/// ```
///
/// A view navigates to a typed route (a value of a type conforming to WireframeKit's `Route`)
/// the same way, when the app made the action with a handler of routes as well:
///
/// <!-- sample NavigateAction/NavigateAction-3 -->
/// ```swift
/// let navigate = NavigateAction(
///     url: { url in wireframe.routeWithoutWaiting(to: url) },
///     route: { route in wireframe.routeWithoutWaiting(to: route) }
/// )
/// navigate(MessageRoute(id: 42))
/// ```
///
/// Where the app set none, calling it does nothing, and an action made with URLs only does
/// nothing with a typed route. `NavigationLink(value:)` is not the way to navigate: a stack's
/// path holds the identities of the wireframe's screens, not the app's values, so SwiftUI finds
/// no destination for them; a link routes through the wireframe instead (``WireframeLink``).
public struct NavigateAction: Sendable {
    // WireframeSwiftUI does not depend on the wireframe, nor on WireframeRouting (neither
    // compiles against check-as-ios.sh's stand-in SDK, which has no Foundation), so a typed
    // route crosses it as what `Route` refines; the wireframe checks that it is one.
    private let urlHandler: @MainActor @Sendable (String) -> Void
    private let routeHandler: (@MainActor @Sendable (any Codable & Hashable & Sendable) -> Void)?

    /// An action that hands each URL to `handler`.
    public init(_ handler: @escaping @MainActor @Sendable (String) -> Void) {
        urlHandler = handler
        routeHandler = nil
    }

    /// An action that hands each URL to `url` and each typed route to `route`.
    public init(
        url: @escaping @MainActor @Sendable (String) -> Void,
        route: @escaping @MainActor @Sendable (any Codable & Hashable & Sendable) -> Void
    ) {
        urlHandler = url
        routeHandler = route
    }

    /// Navigates to the route of `url`.
    @MainActor
    public func callAsFunction(_ url: String) {
        urlHandler(url)
    }

    /// Navigates to `route`, a typed route: a value of a type conforming to WireframeKit's
    /// `Route`, whose URL the app's wireframe writes.
    @MainActor
    public func callAsFunction(_ route: some Codable & Hashable & Sendable) {
        routeHandler?(route)
    }
}

extension EnvironmentValues {
    /// How the views in this environment navigate: see ``NavigateAction``.
    public var navigate: NavigateAction {
        get { self[NavigateKey.self] }
        set { self[NavigateKey.self] = newValue }
    }
}

/// The key of ``NavigateAction`` in the environment; none set, it does nothing.
private struct NavigateKey: EnvironmentKey {
    static let defaultValue = NavigateAction { _ in }
}
#endif
