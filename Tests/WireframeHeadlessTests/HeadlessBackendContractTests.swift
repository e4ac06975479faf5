import Testing
import WireframeHeadless
import WireframeKit

/// Builds the headless backend's screens for ``BackendContract``.
@MainActor
struct HeadlessBackendFactory: PresentationBackendFactory {
    func makeWindow() -> any RootContainer { HeadlessWindow(clock: ManualClock()) }
    func makeScreen(_ identifier: String) -> any Screen { HeadlessScreen(identifier) }
    func makeStack(_ identifier: String) -> any StackContainer { HeadlessStack(identifier) }
    func makeTabs(_ identifier: String) -> any TabContainer { HeadlessTabs(identifier) }
}

/// The headless backend passes the contract every presentation backend must pass.
@MainActor
struct HeadlessBackendContractTests {
    @Test(arguments: BackendContract.checks)
    func contract(_ check: BackendContract.Check) async throws {
        try await check.run(HeadlessBackendFactory())
    }
}
