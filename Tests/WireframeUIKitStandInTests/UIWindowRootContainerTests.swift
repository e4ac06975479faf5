import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// `UIWindow` as a `RootContainer`: its `rootViewController`, set inside a view transition
/// when animated.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UIWindowRootContainerTests {
    let window = UIWindow()
    /// The window as the wireframe sees it.
    var container: any RootContainer { window }

    @Test func rootIsTheRootViewController() {
        #expect(container.root == nil)
        let inbox = controller("inbox")
        window.rootViewController = inbox
        #expect(container.root === inbox)
    }

    @Test func setRootSetsTheRootViewController() async throws {
        let inbox = controller("inbox")
        try await container.setRoot(inbox, animated: false)
        #expect(window.standInCalls == ["rootViewController = inbox"])
        #expect(container.root === inbox)
    }

    @Test func animatedSetRootCrossDissolvesAndReturnsWhenItEnds() async throws {
        window.rootViewController = controller("splash")
        window.standInCalls = []
        let inbox = controller("inbox")
        let setting = await startAnimated(in: window) {
            try await self.container.setRoot(inbox, animated: true)
        }
        #expect(
            window.standInCalls == [
                "transition(duration: 0.3, options: \(UIView.AnimationOptions.transitionCrossDissolve.rawValue))",
                "rootViewController = inbox",
            ]
        )
        window.standInFinishAnimations()
        try await setting.value
        #expect(container.root === inbox)
    }

    @Test func aScreenAlreadyShownCannotBecomeTheRoot() async throws {
        let inbox = controller("inbox")
        let stack = navigation("main", [inbox])
        window.rootViewController = stack
        window.standInCalls = []
        await expectError(.alreadyInHierarchy) {
            try await container.setRoot(inbox, animated: false)
        }
        let current = await expectError(.alreadyInHierarchy) {
            try await container.setRoot(stack, animated: false)
        }
        #expect(current == "\"main\" is already the root of a window")
        let compose = controller("compose")
        try await (inbox as any Screen).present(compose, animated: false)
        await expectError(.alreadyInHierarchy) {
            try await container.setRoot(compose, animated: true)
        }
        await expectError(.foreignScreen) {
            try await container.setRoot(ForeignScreen(), animated: false)
        }
        #expect(window.standInCalls.isEmpty && container.root === stack)
    }

    @Test func theTopmostScreenIsFoundThroughUIKitsHierarchy() async throws {
        let message = controller("message")
        let stack = navigation("main", [controller("inbox"), message])
        let tabs = tabBar("tabs", [controller("settings"), stack])
        try await container.setRoot(tabs, animated: false)
        #expect(container.topmostScreen?.screenIdentifier == "settings")
        try await (tabs as any TabContainer).selectTab(at: 1)
        #expect(container.topmostScreen === message)
        let compose = controller("compose")
        try await (message as any Screen).present(compose, animated: false)
        #expect(container.topmostScreen === compose)
    }

    @Test func aReplacedRootIsFreedWithWhatItHolds() async throws {
        weak var oldRoot: UIViewController?
        weak var oldScreen: UIViewController?
        do {
            let inbox = controller("inbox")
            let stack = navigation("main", [inbox])
            (oldRoot, oldScreen) = (stack, inbox)
            try await container.setRoot(stack, animated: false)
        }
        try await container.setRoot(controller("login"), animated: false)
        #expect(oldRoot == nil && oldScreen == nil)
    }
}

/// Replacing a window's root while the old root presents a sheet: UIKit leaves the sheet in the
/// window, so the adapter dismisses it first.
@MainActor
struct UIWindowRootReplacementTests {
    let window = UIWindow()
    var container: any RootContainer { window }

    @Test func theStandInLeavesAReplacedRootsModalInTheWindow() {
        let settings = controller("settings")
        window.rootViewController = settings
        let sheet = controller("sheet")
        settings.present(sheet, animated: false, completion: nil)
        window.rootViewController = controller("signIn")
        #expect(sheet.viewIfLoaded?.window === window, "the sheet still shows over the new root")
        #expect(sheet.presentingViewController === settings)
    }

    @Test func replacingTheRootDismissesWhatTheOldRootPresents() async throws {
        let settings = controller("settings")
        try await container.setRoot(settings, animated: false)
        let sheet = controller("sheet")
        try await (settings as any Screen).present(sheet, animated: false)
        let signIn = controller("signIn")
        try await container.setRoot(signIn, animated: false)
        #expect(sheet.viewIfLoaded?.window == nil, "no sheet over the sign-in screen")
        #expect(settings.presentedViewController == nil)
        #expect(container.root === signIn)

        // What the navigator's undo of the step does: the old root back, its modal presented again.
        try await container.setRoot(settings, animated: false)
        try await (settings as any Screen).present(sheet, animated: false)
        #expect(sheet.viewIfLoaded?.window === window && settings.presentedViewController === sheet)
    }
}
