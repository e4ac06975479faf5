#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
public import SwiftUIStandIn
public import WireframeSwiftUI
#else
public import SwiftUI
#endif
#if canImport(Foundation)
import Foundation
#endif

/// The app's window group showing a ``SwiftUIWindow``: its `WindowView`, the views inside given
/// `navigate` (``NavigateAction``), and the links the app is asked to open (`onOpenURL`: a
/// universal link, a custom scheme) handed to `outsideLinks`, so that the wireframe routes them
/// as outside links.
///
/// <!-- sample WireframeScene/WireframeScene -->
/// ```swift
/// struct MailApp: App {
///     let mail = Mail()  // the app's window and wireframe, its routes registered
///
///     var body: some Scene {
///         WireframeScene(
///             mail.window,
///             navigate: NavigateAction { url in mail.wireframe.routeWithoutWaiting(to: url) },
///             outsideLinks: NavigateAction { url in
///                 mail.wireframe.routeWithoutWaiting(to: url, origin: .outsideLink)
///             }
///         )
///     }
/// }
/// ```
///
/// (marked `@main` in the app). Several windows of the group (iPadOS, macOS, visionOS) cannot
/// show one window model: the second says so (see ``WindowView``).
public struct WireframeScene: Scene {
    private let window: SwiftUIWindow
    private let pacing: UpdatePacing
    private let navigate: NavigateAction
    private let outsideLinks: NavigateAction

    /// A window group showing `window`, paced by `pacing`; the views navigate with `navigate`,
    /// and the links the app opens go to `outsideLinks`.
    public init(
        _ window: SwiftUIWindow,
        pacing: UpdatePacing = .standard,
        navigate: NavigateAction,
        outsideLinks: NavigateAction
    ) {
        self.window = window
        self.pacing = pacing
        self.navigate = navigate
        self.outsideLinks = outsideLinks
    }

    /// The window group.
    public var body: some Scene {
        WindowGroup { content }
    }

    @ViewBuilder private var content: some View {
        #if canImport(Foundation)
        WindowView(window, pacing: pacing)
            .environment(\.navigate, navigate)
            .onOpenURL { url in outsideLinks(url.absoluteString) }
        #else
        WindowView(window, pacing: pacing).environment(\.navigate, navigate)
        #endif
    }
}
#endif
