import WireframeTestSupport
import WireframeTesting

// Compile-time checks of what may cross isolation domains: the checks and their failures go
// anywhere (Swift Testing passes checks as arguments); fixtures are main-actor types.
private func requireSendable<T: Sendable>(_: T.Type) {}

@MainActor
private func sendableChecks() {
    requireSendable(BackendContract.Check.self)
    requireSendable([BackendContract.Check].self)
    requireSendable(ContractFailure.self)
    requireSendable(ContractFailure.Code.self)
    requireSendable(HeadlessFixture.Layout.self)
    requireSendable(UserNavigationRecorder.self)
    requireSendable(ForeignScreen.self)
}
