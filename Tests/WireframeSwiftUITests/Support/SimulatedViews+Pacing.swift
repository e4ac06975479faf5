import WireframeSwiftUI

extension SimulatedViews {
    /// Says each update is on screen as it comes, until the views show what the models of
    /// `window` hold: what SwiftUI does, one transition after the other.
    @MainActor
    func showUpdatesUntilShown(_ window: SwiftUIWindow) async {
        for _ in 0..<1_000 {
            if pendingUpdate != nil {
                showPendingUpdate()
            } else if window.shownTree == window.modelTree {
                break
            }
            await Task.yield()
        }
        await window.waitUntilShown()
    }
}
