/// What a window knows of the views that show it: they get each update of the plan and say
/// when it is on screen. The SwiftUI face's `WindowView` makes one when it appears, and
/// ``SimulatedViews`` in tests; the window holds it weakly, so views that go away stop the
/// plan's pacing.
@MainActor
package final class AttachedViews {
    private weak var window: SwiftUIWindow?
    /// Hears each update published to the views.
    package var onUpdate: (@MainActor (ViewUpdate) -> Void)?
    /// Whether the views still show the window.
    private(set) var isActive = true

    /// Views now showing `window`.
    package init(showing window: SwiftUIWindow) {
        self.window = window
        window.viewsAttached(self)
    }

    /// Hands `update` to the views.
    func deliver(_ update: ViewUpdate) {
        onUpdate?(update)
    }

    /// The views show `update` now.
    package func acknowledge(_ update: ViewUpdate) {
        guard isActive else { return }
        window?.viewsShow(update.number)
    }

    /// The views no longer show the window.
    package func detach() {
        guard isActive else { return }
        isActive = false
        window?.viewsDetached()
    }

    deinit {
        guard isActive else { return }
        Task { @MainActor [window] in window?.viewsDetached() }
    }
}
