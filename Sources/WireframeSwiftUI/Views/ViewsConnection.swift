#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
import WireframeSwiftUI
#else
import Combine
import SwiftUI
#endif
import WireframePresentation

/// What a ``WindowView`` keeps while it lives: its registration with the window as the views
/// that show it, and an observation that renders it again when the window's root changes.
@MainActor
final class ViewsConnection: ObservableObject {
    /// Counts the renders asked for; SwiftUI watches it.
    @Published private(set) var version = 0
    /// Why the view shows no navigation: another view shows the window already.
    @Published private(set) var refusal: String?
    private let window: SwiftUIWindow
    private let pacing: UpdatePacing
    private var attachment: AttachedViews?
    private var observation: NavigationObservation?

    init(window: SwiftUIWindow, pacing: UpdatePacing) {
        self.window = window
        self.pacing = pacing
        observation = window.observeShownChanges { [weak self] change in
            guard change.nodes.contains(nil) else { return }
            self?.render(animated: change.isAnimated)
        }
    }

    /// The view is on screen: the window's changes come as the steps of its plan.
    func appear() {
        guard attachment == nil else { return }
        guard !window.isShownByViews else {
            refusal =
                "This window cannot show the app's navigation: another window shows the same SwiftUIWindow, and "
                + "SwiftUI cannot show one navigation state (one path per stack, one sheet per level) in two "
                + "windows. Give each window its own SwiftUIWindow."
            return
        }
        refusal = nil
        let attachment = AttachedViews(showing: window)
        let pacing = pacing
        attachment.onUpdate = { [weak attachment] update in
            Task { @MainActor in
                if let wait = pacing.waitAfterUpdate {
                    await wait()
                } else {
                    try? await Task.sleep(for: pacing.delay(after: update))
                }
                attachment?.acknowledge(update)
            }
        }
        self.attachment = attachment
    }

    /// The view left the screen: the window publishes each change at once again.
    func disappear() {
        attachment?.detach()
        attachment = nil
    }

    private func render(animated: Bool) {
        ShownStateObserver.send(animated: animated) { version &+= 1 }
    }
}
#endif
