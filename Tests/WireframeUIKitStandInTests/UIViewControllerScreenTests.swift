import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// `UIViewController` as a `Screen`: its properties read UIKit's, and `present` / `dismiss`
/// forward to UIKit's methods and wait for their completion.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UIViewControllerScreenTests {
    final class InboxViewController: UIViewController {}

    /// The window the tests show screens in; the test owns it, as the app's scene would.
    let window = UIWindow()

    @Test func identifierIsTheRestorationIdentifierElseTheClassName() {
        let inbox = InboxViewController()
        #expect(inbox.screenIdentifier == "InboxViewController")
        inbox.restorationIdentifier = "inbox"
        #expect(inbox.screenIdentifier == "inbox")
    }

    @Test func titleIsUIKitsTitle() {
        let inbox: any Screen = controller("inbox")
        #expect(inbox.title == nil)
        (inbox as? UIViewController)?.title = "Inbox"
        #expect(inbox.title == "Inbox")
    }

    @Test func enclosingContainersAreTheNearestAncestors() {
        let message = controller("message")
        let stack = navigation("main", [controller("inbox"), message])
        let tabs = tabBar("tabs", [stack, controller("settings")])
        #expect(message.enclosingStack === stack)
        #expect(message.enclosingTabs === tabs)
        #expect(stack.enclosingTabs === tabs)
        #expect(stack.enclosingStack == nil)
        #expect(tabs.enclosingStack == nil && tabs.enclosingTabs == nil)
    }

    @Test func presentForwardsAndLinksBothScreens() async throws {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let compose = controller("compose")
        try await (inbox as any Screen).present(compose, animated: false)
        #expect(inbox.standInCalls == ["present(compose, animated: false)"])
        #expect(inbox.presentedScreen === compose)
        #expect(compose.presentingScreen === inbox)
    }

    @Test func animatedPresentReturnsWhenUIKitCallsTheCompletion() async throws {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let compose = controller("compose")
        let presenting = await startAnimated(in: window) {
            try await (inbox as any Screen).present(compose, animated: true)
        }
        #expect(inbox.standInCalls == ["present(compose, animated: true)"])
        #expect(inbox.presentedScreen === compose)
        window.standInFinishAnimations()
        try await presenting.value
        #expect(window.standInPendingAnimations == 0)
    }

    @Test func aChildPresentsFromItsOutermostContainerAsUIKitDoes() async throws {
        let message = controller("message")
        let stack = navigation("main", [controller("inbox"), message])
        window.rootViewController = stack
        let compose = controller("compose")
        try await (message as any Screen).present(compose, animated: false)
        #expect(message.presentedScreen === compose)
        #expect(stack.presentedScreen === compose)
        #expect(compose.presentingScreen === stack)
    }

    @Test func presentingWhilePresentingThrowsInsteadOfBeingDropped() async throws {
        let inbox = controller("inbox")
        let stack = navigation("main", [inbox])
        window.rootViewController = stack
        try await (inbox as any Screen).present(controller("compose"), animated: false)
        inbox.standInCalls = []
        let message = await expectError(.alreadyPresenting) {
            try await (inbox as any Screen).present(controller("other"), animated: false)
        }
        #expect(message == "\"inbox\" already presents \"compose\"; cannot present \"other\"")
        #expect(inbox.standInCalls.isEmpty)
    }

    @Test func presentingOutsideAWindowThrowsInsteadOfBeingDropped() async throws {
        let inbox = controller("inbox")
        let stack = navigation("main", [inbox])
        await expectError(.notInHierarchy) {
            try await (inbox as any Screen).present(controller("compose"), animated: false)
        }
        #expect(inbox.standInCalls.isEmpty && stack.presentedScreen == nil)
    }

    @Test func presentingAScreenAlreadyShownThrows() async throws {
        let inbox = controller("inbox")
        let other = controller("other")
        let stack = navigation("main", [inbox, other])
        window.rootViewController = stack
        let secondWindow = UIWindow()
        let lonelyRoot = controller("lonely")
        secondWindow.rootViewController = lonelyRoot
        let child = await expectError(.alreadyInHierarchy) {
            try await (other as any Screen).present(inbox, animated: false)
        }
        #expect(child == "\"inbox\" is already a child of \"main\"")
        let root = await expectError(.alreadyInHierarchy) {
            try await (other as any Screen).present(lonelyRoot, animated: false)
        }
        #expect(root == "\"lonely\" is already the root of a window")
        await expectError(.alreadyInHierarchy) {
            try await (other as any Screen).present(stack, animated: false)
        }
        #expect(window.rootViewController === stack && stack.presentedScreen == nil)
        #expect(secondWindow.rootViewController === lonelyRoot)
    }

    @Test func presentingAForeignScreenThrows() async throws {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let message = await expectError(.foreignScreen) {
            try await (inbox as any Screen).present(ForeignScreen(), animated: false)
        }
        #expect(message == "\"foreign\" is not a UIViewController; UIKit containers hold only view controllers")
        #expect(inbox.standInCalls.isEmpty)
    }

    @Test func dismissForwardsAndEndsTheWholeChain() async throws {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let compose = controller("compose")
        let picker = controller("picker")
        try await (inbox as any Screen).present(compose, animated: false)
        try await (compose as any Screen).present(picker, animated: false)
        try await (inbox as any Screen).dismissPresented(animated: false)
        #expect(inbox.standInCalls.last == "dismiss(animated: false)")
        #expect(inbox.presentedScreen == nil)
        #expect(compose.presentingScreen == nil && picker.presentingScreen == nil)
    }

    @Test func animatedDismissReturnsWhenUIKitCallsTheCompletion() async throws {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        try await (inbox as any Screen).present(controller("compose"), animated: false)
        let dismissing = await startAnimated(in: window) {
            try await (inbox as any Screen).dismissPresented(animated: true)
        }
        #expect(inbox.presentedScreen != nil)
        window.standInFinishAnimations()
        try await dismissing.value
        #expect(inbox.presentedScreen == nil)
    }

    @Test func dismissingNothingThrowsInsteadOfDismissingItself() async throws {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let compose = controller("compose")
        try await (inbox as any Screen).present(compose, animated: false)
        await expectError(.nothingPresented) {
            try await (compose as any Screen).dismissPresented(animated: false)
        }
        #expect(compose.standInCalls.isEmpty)
        #expect(inbox.presentedScreen === compose)
    }

    @Test func uikitsOwnPresentIsStillChosenForAViewController() async {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let compose = controller("compose")
        // Compiles without `try` only if this is UIKit's `present(_:animated:) async`.
        await inbox.present(compose, animated: false)
        #expect(inbox.presentedViewController === compose)
    }
}
