#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
public import SwiftUIStandIn
public import WireframeSwiftUI
#else
public import SwiftUI
#endif
internal import WireframePresentation

/// Shows a ``SwiftUIWindow``: its root's content — stacks as `NavigationStack`s, tabs as a
/// `TabView`, each screen's own view — and the sheets and full-screen covers over it, following
/// the window's updates. Make it the content of the app's `WindowGroup`.
///
/// <!-- sample WindowView/WindowView -->
/// ```swift
/// struct MailScene: Scene {
///     let window: SwiftUIWindow
///
///     var body: some Scene {
///         WindowGroup {
///             WindowView(window)  // the window's root, its stacks, tabs and modals, following every change
///         }
///     }
/// }
/// ```
///
/// While it is on screen the window publishes each change as the steps of its plan, one update
/// at a time: the view tells the window an update is on screen once SwiftUI has had the time
/// `pacing` gives its transition (SwiftUI before iOS 17 reports no end of a sheet's
/// presentation, so the time is fixed). What the user does writes the models' bindings, which
/// report it to the window at once.
///
/// One `WindowView` shows a window at a time: a second window of the app's `WindowGroup` (on
/// iPadOS, visionOS and macOS) showing the same ``SwiftUIWindow`` shows why it cannot instead —
/// one model holds one path per stack and one modal per level, paced for one set of views. Give
/// each window its own ``SwiftUIWindow``.
public struct WindowView: View {
    private let window: SwiftUIWindow
    @StateObject private var connection: ViewsConnection

    /// The view of `window`, pacing its updates with `pacing`.
    public init(_ window: SwiftUIWindow, pacing: UpdatePacing = .standard) {
        self.window = window
        _connection = StateObject(wrappedValue: ViewsConnection(window: window, pacing: pacing))
    }

    /// The root's level, with the modals over it.
    public var body: some View {
        content
            .onAppear { connection.appear() }
            .onDisappear { connection.disappear() }
    }

    // Something is on screen before the window has a root (SwiftUI runs no `onAppear` of an
    // `EmptyView`), so that the view attaches at once and the first root comes paced too.
    @ViewBuilder private var content: some View {
        if let refusal = connection.refusal {
            Text(verbatim: refusal)
        } else if let root = window.shownRootScreen {
            LevelView(content: root, window: window).id(root.screenID)
        } else {
            Color.clear
        }
    }
}
#endif
