#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
import WireframeSwiftUI
#else
import Combine
import SwiftUI
#endif
import WireframePresentation

/// Renders a view again when an update of its window changes what it shows: a stack's screens,
/// a tab view's tabs or selection, a level's modal. Without animation when the change was asked
/// without.
@MainActor
final class ShownStateObserver: ObservableObject {
    /// Counts the renders asked for; SwiftUI watches it.
    @Published private(set) var version = 0
    private var observation: NavigationObservation?

    /// Observes what the views show of `screen` in `window`.
    init(_ screen: SwiftUIScreen, in window: SwiftUIWindow) {
        let id = ViewTree.NodeID(screen.screenID)
        observation = window.observeShownChanges { [weak self] change in
            guard change.nodes.contains(id) else { return }
            Self.send(animated: change.isAnimated) { self?.version &+= 1 }
        }
    }

    /// Runs `change`, in a transaction without animation unless `animated`.
    static func send(animated: Bool, _ change: () -> Void) {
        guard !animated else { return change() }
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction, change)
    }
}
#endif
