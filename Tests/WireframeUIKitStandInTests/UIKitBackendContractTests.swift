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
    /// The checks that expect `presentingScreen` to be the screen that asked to present. UIKit
    /// presents from the presentation context, the outermost container of that screen, and its
    /// `presentingViewController` is that container (see
    /// `UIViewControllerScreenTests.aChildPresentsFromItsOutermostContainerAsUIKitDoes`).
    static let presentingIsTheContainer: Set<String> = [
        "present links both screens; dismiss ends the chain",
        "the screens of a presented stack know who presented it",
    ]

    @Test(arguments: BackendContract.checks)
    func contract(_ check: BackendContract.Check) async throws {
        try await withKnownIssue("UIKit's presentingViewController is the presenting screen's outermost container") {
            try await check.run(UIKitBackendFactory())
        } when: {
            Self.presentingIsTheContainer.contains(check.name)
        }
    }
}
