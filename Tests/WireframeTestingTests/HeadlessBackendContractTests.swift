// Holds samples of the `///` comments of BackendContract.swift (the documentation tests check that
// they stay the same).
// Holds samples of README.md and HoldingABackendToTheContract.md (the documentation tests check they stay the same).
import Testing
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

/// The headless backend under the contract: its screens, and its simulations of the user.
@MainActor
// sample HoldingABackendToTheContract/overview
struct HeadlessBackend: BackendUnderTest {
    func makeWindow() -> any RootContainer { HeadlessWindow(clock: ManualClock()) }
    func makeScreen(_ identifier: String) -> any Screen { HeadlessScreen(identifier) }
    func makeStack(_ identifier: String) -> any StackContainer { HeadlessStack(identifier) }
    func makeTabs(_ identifier: String) -> any TabContainer { HeadlessTabs(identifier) }

    // sample HoldingABackendToTheContract/overview-4
    func simulate(_ action: SimulatedUserAction) async throws -> Bool {
        switch action {
        case .backSwipe(let stack as HeadlessStack):
            try await stack.simulateBackSwipe(animated: false)
        case .tabTap(let tabs as HeadlessTabs, let index):
            try await tabs.simulateTabTap(index, animated: false)
        case .swipeDown(let screen as HeadlessScreen):
            try await screen.simulateSwipeDown(animated: false)
        default:
            return false
        }
        return true
    }
    // sample end
}
// sample end

/// The headless backend passes the contract every presentation backend must pass, the checks
/// that simulate the user included: the contract holds for a backend that is right.
@MainActor
struct HeadlessBackendContractTests {
    // sample README/testing-navigation-without-a-simulator-4
    // sample BackendContract/BackendContract
    @Test(arguments: BackendContract.checks)
    func contract(_ check: BackendContract.Check) async throws {
        try await check.run(on: HeadlessBackend())
    }
    // sample end
    // sample end
}
