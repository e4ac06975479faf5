// Holds samples of HoldingABackendToTheContract.md (the documentation tests check they stay the same).
import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// UIKit's controllers (the stand-in's here) under the contract, with the user's actions done as
/// the stand-in does them: an edge swipe, a tap on the tab bar, a swipe down, each run to the end
/// of its animation.
@MainActor
struct UIKitBackend: BackendUnderTest {
    func makeWindow() -> any RootContainer { UIWindow() }
    func makeScreen(_ identifier: String) -> any Screen { controller(identifier) }
    func makeStack(_ identifier: String) -> any StackContainer { navigation(identifier) }
    func makeTabs(_ identifier: String) -> any TabContainer { tabBar(identifier, []) }

    func simulate(_ action: SimulatedUserAction) async throws -> Bool {
        switch action {
        case .backSwipe(let stack as UINavigationController):
            let window = stack.viewIfLoaded?.window
            stack.standInSimulateBackSwipe()
            window?.standInFinishAnimations()
        case .tabTap(let tabs as UITabBarController, let index):
            let window = tabs.viewIfLoaded?.window
            tabs.standInSimulateTabTap(at: index)
            window?.standInFinishAnimations()
        case .swipeDown(let screen as UIViewController):
            let window = screen.viewIfLoaded?.window
            screen.standInSimulateSwipeDown()
            window?.standInFinishAnimations()
        default:
            return false
        }
        return true
    }
}

/// The UIKit adapter passes the contract every presentation backend must pass, the checks of the
/// user's actions included: it reports them from UIKit's delegate callbacks.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UIKitBackendContractTests {
    @Test(arguments: BackendContract.checks)
    func contract(_ check: BackendContract.Check) async throws {
        try await check.run(on: UIKitBackend())
    }
}
