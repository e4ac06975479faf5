import Testing
import UIKitStandIn
import WireframeKit

/// Builds UIKit's controllers (the stand-in's here) for ``BackendContract``, the checks every
/// presentation backend must pass, shared with WireframeHeadlessTests through the symbolic
/// link `Contract`.
@MainActor
struct UIKitBackendFactory: PresentationBackendFactory {
    func makeWindow() -> any RootContainer { UIWindow() }
    func makeScreen(_ identifier: String) -> any Screen { controller(identifier) }
    func makeStack(_ identifier: String) -> any StackContainer { navigation(identifier) }
    func makeTabs(_ identifier: String) -> any TabContainer { tabBar(identifier, []) }
}

/// The UIKit adapter passes the contract every presentation backend must pass.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UIKitBackendContractTests {
    @Test(arguments: BackendContract.checks)
    func contract(_ check: BackendContract.Check) async throws {
        try await check.run(UIKitBackendFactory())
    }
}
