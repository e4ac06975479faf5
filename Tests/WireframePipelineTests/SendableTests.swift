import Testing
import WireframeKit
import WireframeTestSupport

/// Compile-time checks that the values that travel between tasks are `Sendable`.
@Suite("Wireframe: Sendable values")
struct SendableTests {
    func requireSendable<Value: Sendable>(_: Value.Type) {}

    @Test("requests, options, decisions, errors, access levels and route values are Sendable")
    func sendable() {
        requireSendable(RoutingRequest.self)
        requireSendable(RoutingDecision.self)
        requireSendable(WireframeError.self)
        requireSendable(RouteAccess.self)
        requireSendable(RoutingOrigin.self)
        requireSendable(PushOption.self)
        requireSendable(PresentOption.self)
        requireSendable(ReplaceRootOption.self)
        requireSendable(SelectTabOption.self)
        requireSendable(ShowOption.self)
        requireSendable((any RoutingOption).self)
        requireSendable(RouteSchema.self)
        requireSendable((any Route).self)
    }
}
