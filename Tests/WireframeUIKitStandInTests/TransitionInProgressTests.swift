import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// UIKit ignores a push, pop, set or presentation asked while a transition runs; the adapter
/// refuses it first, naming the transition, and checks afterwards that UIKit did what it asked.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TransitionInProgressTests {
    let window = UIWindow()

    @Test func theStandInIgnoresAPushWhileATransitionRuns() throws {
        let stack = navigation("main", [controller("inbox")])
        window.rootViewController = stack
        stack.pushViewController(controller("message"), animated: true)
        #expect(stack.transitionCoordinator != nil)
        stack.pushViewController(controller("attachment"), animated: false)
        #expect(stack.viewControllers.map(\.restorationIdentifier) == ["inbox", "message"])
        #expect(stack.standInCalls.last?.hasSuffix("the navigation stack will not be updated.") == true)
        window.standInFinishAnimations()
        #expect(stack.transitionCoordinator == nil)
    }

    @Test func theStandInIgnoresAPresentationFromAControllerStillAppearing() {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let alert = controller("alert")
        inbox.present(alert, animated: true)
        #expect(alert.transitionCoordinator != nil && inbox.transitionCoordinator != nil)
        alert.present(controller("details"), animated: false)
        #expect(alert.presentedViewController == nil)
        window.standInFinishAnimations()
        #expect(alert.transitionCoordinator == nil)
    }

    @Test func aPushDuringTheUsersBackSwipeIsRefusedNamingIt() async throws {
        let stack = navigation("main", [controller("inbox"), controller("message")])
        window.rootViewController = stack
        let recorder = UserNavigationRecorder(window)
        stack.standInSimulateBackSwipe()
        let message = await expectError(.transitionInProgress) {
            try await (stack as any StackContainer).push(controller("attachment"), animated: false)
        }
        #expect(message?.contains(#""main" (an interactive transition the user drives)"#) == true, "\(message ?? "")")
        window.standInFinishAnimations()
        #expect(stack.viewControllers.map(\.restorationIdentifier) == ["inbox"])
        #expect(recorder.summaries == [#"wentBack stack "main" popped [message]"#])
    }

    @Test func aPopDuringAnAnimatedPushTheAppStartedIsRefused() async throws {
        let stack = navigation("main", [controller("inbox"), controller("message")])
        window.rootViewController = stack
        stack.pushViewController(controller("attachment"), animated: true)
        await expectError(.transitionInProgress) {
            _ = try await (stack as any StackContainer).pop(animated: false)
        }
        window.standInFinishAnimations()
        #expect(stack.viewControllers.count == 3)
    }

    @Test func aPresentationFromAControllerStillAppearingIsRefusedAtOnce() async throws {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let alert = controller("alert")
        inbox.present(alert, animated: true, completion: nil)
        await expectError(.transitionInProgress) {
            try await (alert as any Screen).present(controller("details"), animated: false)
        }
        window.standInFinishAnimations()
        #expect(alert.presentedViewController == nil)
    }

    @Test func aPushTheAppsSubclassIgnoresIsReportedWithTheStackUIKitShows() async throws {
        let stack = PushRefusingNavigationController()
        stack.restorationIdentifier = "main"
        stack.viewControllers = [controller("inbox")]
        window.rootViewController = stack
        let recorder = UserNavigationRecorder(window)
        let message = await expectError(.transitionInProgress) {
            try await (stack as any StackContainer).push(controller("message"), animated: false)
        }
        #expect(message?.contains(#"push of "message" on "main": it shows ["inbox"]"#) == true, "\(message ?? "")")
        stack.refusesPushes = false
        stack.pushViewController(controller("settings"), animated: false)
        stack.standInSimulateBackSwipe()
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"wentBack stack "main" popped [settings]"#])
    }
}

/// An app's navigation controller that ignores pushes while ``refusesPushes`` (as apps do to
/// keep a double tap from pushing twice).
final class PushRefusingNavigationController: UINavigationController {
    var refusesPushes = true

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if refusesPushes { return }
        super.pushViewController(viewController, animated: animated)
    }
}
