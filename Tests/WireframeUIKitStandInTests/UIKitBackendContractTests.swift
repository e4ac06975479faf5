// Holds samples of HoldingABackendToTheContract.md (the documentation tests check they stay the same).
import Testing
import UIKitStandIn
import WireframeKit
import WireframeTesting

/// UIKit's controllers (the stand-in's here) under the contract. The adapter does not report
/// UIKit's delegate callbacks as user navigation yet, so it simulates no user action.
@MainActor
struct UIKitBackend: BackendUnderTest {
    func makeWindow() -> any RootContainer { UIWindow() }
    func makeScreen(_ identifier: String) -> any Screen { controller(identifier) }
    func makeStack(_ identifier: String) -> any StackContainer { navigation(identifier) }
    func makeTabs(_ identifier: String) -> any TabContainer { tabBar(identifier, []) }
}

/// The UIKit adapter passes the contract every presentation backend must pass. The checks that
/// need a user action simulated are known issues until the adapter reports what the user does.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UIKitBackendContractTests {
    @Test(arguments: BackendContract.checks)
    func contract(_ check: BackendContract.Check) async throws {
        guard check.simulatesUserActions else {
            return try await check.run(on: UIKitBackend())
        }
        try await withKnownIssue("the UIKit adapter does not report user navigation yet") {
            try await check.run(on: UIKitBackend())
        } matching: { issue in
            (issue.error as? ContractFailure)?.code == .simulationNotSupported
        }
    }
}
