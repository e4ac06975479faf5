import WireframeKit
import WireframeTestSupport

// Compile-time checks of what may cross isolation domains: errors go anywhere; the roles' links
// are main-actor types (and so Sendable as references).
private func requireSendable<T: Sendable>(_: T.Type) {}

@MainActor
private func sendableChecks() {
    requireSendable(ModuleError.self)
    requireSendable(ModuleError.Code.self)
    requireSendable(RouterLinks.self)
    requireSendable(ViewLinks<Int>.self)
    requireSendable(PresenterLinks<Int, Int, Int>.self)
    requireSendable(InteractorLinks<Int>.self)
    requireSendable(NavigationWithoutWaiting.self)
}
