import WireframeHeadless
import WireframePresentation
import WireframeTestSupport

// Compile-time checks of what may cross isolation domains: the clock can go anywhere; the
// screens and the window are main-actor types (and so Sendable as references).
private func requireSendable<T: Sendable>(_: T.Type) {}

@MainActor
private func sendableChecks() {
    requireSendable(ManualClock.self)
    requireSendable(ManualClock.Instant.self)
    requireSendable(HeadlessWindow.self)
    requireSendable(HeadlessScreen.self)
    requireSendable(HeadlessStack.self)
    requireSendable(HeadlessTabs.self)
    requireSendable(NavigationObservation.self)
}
