import WireframeFlow
import WireframeTestSupport

// Compile-time checks of what may cross isolation domains: a context, its errors, the streams
// of its values, a hand-over and a flow can go anywhere.
private func requireSendable<T: Sendable>(_: T.Type) {}

private func sendableChecks() {
    requireSendable(FlowContext.self)
    requireSendable(FlowContextError.self)
    requireSendable(FlowContextError.Code.self)
    requireSendable(AsyncStream<Step.Value>.self)
    requireSendable(FlowContextHandover.self)
    requireSendable((any ScreenFlow).self)
}
