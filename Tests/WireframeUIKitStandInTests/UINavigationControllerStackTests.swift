import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// `UINavigationController` as a `StackContainer`: each transition is UIKit's push, pop or set,
/// awaited until its transition coordinator completes.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UINavigationControllerStackTests {
    let window = UIWindow()
    let inbox = controller("inbox")
    let stack: UINavigationController
    /// The stack as the wireframe sees it.
    var container: any StackContainer { stack }

    init() {
        stack = navigation("main", [inbox])
    }

    /// Shows the stack in the window, so that UIKit animates its transitions.
    func show() {
        window.rootViewController = stack
    }

    @Test func screensAreTheViewControllersBottomFirst() {
        let message = controller("message")
        stack.viewControllers = [inbox, message]
        #expect(container.screens.map(\.screenIdentifier) == ["inbox", "message"])
        #expect(container.topScreen === message)
    }

    @Test func pushForwardsAndPutsTheScreenOnTop() async throws {
        let message = controller("message")
        try await container.push(message, animated: false)
        #expect(stack.standInCalls == ["pushViewController(message, animated: false)"])
        #expect(stack.viewControllers.screenIdentifiers == ["inbox", "message"])
        #expect(message.enclosingStack === stack)
    }

    @Test func animatedPushReturnsWhenTheTransitionCompletes() async throws {
        show()
        let message = controller("message")
        let pushing = await startAnimated(in: window) {
            try await self.container.push(message, animated: true)
        }
        #expect(stack.standInCalls == ["pushViewController(message, animated: true)"])
        #expect(stack.transitionCoordinator != nil)
        window.standInFinishAnimations()
        try await pushing.value
        #expect(stack.transitionCoordinator == nil)
        #expect(container.topScreen === message)
    }

    @Test func animatedPushOutsideAWindowReturnsAtOnce() async throws {
        try await container.push(controller("message"), animated: true)
        #expect(stack.standInCalls == ["pushViewController(message, animated: true)"])
        #expect(window.standInPendingAnimations == 0)
    }

    @Test func pushingAStackThrowsInsteadOfRaising() async {
        let message = await expectError(.stackInsideStack) {
            try await container.push(navigation("inner"), animated: false)
        }
        #expect(
            message == "cannot put navigation controller \"inner\" in \"main\": "
                + "UIKit does not support pushing a navigation controller"
        )
        #expect(stack.standInCalls.isEmpty)
    }

    @Test func pushingAScreenAlreadyShownThrows() async throws {
        show()
        await expectError(.alreadyInHierarchy) {
            try await container.push(inbox, animated: false)
        }
        let other = controller("other")
        let otherStack = navigation("other stack", [other])
        await expectError(.alreadyInHierarchy) {
            try await container.push(other, animated: false)
        }
        #expect(otherStack.viewControllers.screenIdentifiers == ["other"])
        let compose = controller("compose")
        try await (inbox as any Screen).present(compose, animated: false)
        let presented = await expectError(.alreadyInHierarchy) {
            try await container.push(compose, animated: false)
        }
        #expect(presented == "\"compose\" is already presented by \"main\"")
        #expect(stack.standInCalls.isEmpty)
    }

    @Test func pushingAContainerThatHoldsTheStackThrows() async {
        let tabs = tabBar("tabs", [stack])
        let message = await expectError(.alreadyInHierarchy) {
            try await container.push(tabs, animated: false)
        }
        #expect(message == "\"tabs\" holds \"main\", so it cannot be shown inside it")
    }

    @Test func pushingAForeignScreenThrows() async {
        await expectError(.foreignScreen) {
            try await container.push(ForeignScreen(), animated: false)
        }
        #expect(stack.standInCalls.isEmpty)
    }

    @Test func popForwardsAndReturnsTheTopScreen() async throws {
        let message = controller("message")
        stack.viewControllers = [inbox, message]
        stack.standInCalls = []
        #expect(try await container.pop(animated: false) === message)
        #expect(stack.standInCalls == ["popViewController(animated: false)"])
        #expect(message.enclosingStack == nil)
        #expect(try await container.pop(animated: false) == nil)
        #expect(stack.viewControllers.screenIdentifiers == ["inbox"])
    }

    @Test func animatedPopReturnsWhenTheTransitionCompletes() async throws {
        show()
        let message = controller("message")
        stack.viewControllers = [inbox, message]
        let popping = await startAnimated(in: window) {
            try await self.container.pop(animated: true) === message
        }
        #expect(message.parent === stack, "UIKit lets the popped screen go when the transition ends")
        window.standInFinishAnimations()
        #expect(try await popping.value)
        #expect(message.parent == nil)
    }

    @Test func animatedPopOfTheRootReturnsNilAtOnce() async throws {
        show()
        #expect(try await container.pop(animated: true) == nil)
        #expect(window.standInPendingAnimations == 0)
    }

    @Test func popToForwardsAndReturnsThePoppedScreensBottomFirst() async throws {
        let (a, b) = (controller("a"), controller("b"))
        stack.viewControllers = [inbox, a, b]
        stack.standInCalls = []
        let popped = try await container.pop(to: inbox, animated: false)
        #expect(popped.map(\.screenIdentifier) == ["a", "b"])
        #expect(stack.standInCalls == ["popToViewController(inbox, animated: false)"])
        #expect(try await container.pop(to: inbox, animated: false).isEmpty)
    }

    @Test func animatedPopToRootReturnsWhenTheTransitionCompletes() async throws {
        show()
        stack.viewControllers = [inbox, controller("a"), controller("b")]
        let popping = await startAnimated(in: window) {
            try await self.container.popToRoot(animated: true).map(\.screenIdentifier)
        }
        window.standInFinishAnimations()
        #expect(try await popping.value == ["a", "b"])
        #expect(stack.viewControllers.screenIdentifiers == ["inbox"])
    }

    @Test func popToAScreenNotOnTheStackThrowsInsteadOfRaising() async {
        let message = await expectError(.notOnStack) {
            try await container.pop(to: controller("stranger"), animated: false)
        }
        #expect(message == "\"stranger\" is not on \"main\"")
        await expectError(.notOnStack) {
            try await container.pop(to: ForeignScreen(), animated: false)
        }
        #expect(stack.standInCalls.isEmpty)
    }

    @Test func setScreensForwardsAndKeepsTheStacksOwnScreens() async throws {
        let first = controller("first")
        try await container.setScreens([first, inbox], animated: false)
        #expect(stack.standInCalls == ["setViewControllers([first, inbox], animated: false)"])
        #expect(stack.viewControllers.screenIdentifiers == ["first", "inbox"])
        #expect(inbox.parent === stack && first.parent === stack)
    }

    @Test func animatedSetScreensReturnsWhenTheTransitionCompletes() async throws {
        show()
        let setting = await startAnimated(in: window) {
            try await self.container.setScreens([self.inbox, controller("message")], animated: true)
        }
        window.standInFinishAnimations()
        try await setting.value
        #expect(container.screens.map(\.screenIdentifier) == ["inbox", "message"])
    }

    @Test func animatedSetScreensWithTheSameTopReturnsAtOnce() async throws {
        show()
        try await container.setScreens([controller("first"), inbox], animated: true)
        #expect(window.standInPendingAnimations == 0)
    }

    @Test func setScreensRefusesWhatUIKitWouldRaiseOnOrTakeSilently() async {
        await expectError(.stackInsideStack) {
            try await container.setScreens([inbox, navigation("inner")], animated: false)
        }
        let twice = await expectError(.alreadyInHierarchy) {
            try await container.setScreens([inbox, inbox], animated: false)
        }
        #expect(twice == "\"inbox\" appears more than once in the list")
        let other = controller("other")
        let otherStack = navigation("other stack", [other])
        await expectError(.alreadyInHierarchy) {
            try await container.setScreens([other], animated: false)
        }
        await expectError(.foreignScreen) {
            try await container.setScreens([inbox, ForeignScreen()], animated: false)
        }
        #expect(stack.standInCalls.isEmpty)
        #expect(
            stack.viewControllers.screenIdentifiers == ["inbox"]
                && otherStack.viewControllers.screenIdentifiers == ["other"]
        )
    }

    @Test func pushAndSetScreensRefuseAStackShownElsewhereWithTheSameError() async {
        let elsewhere = navigation("elsewhere", [controller("draft")])
        let tabs = tabBar("tabs", [elsewhere])
        let pushed = await expectError(.stackInsideStack) {
            try await container.push(elsewhere, animated: false)
        }
        let set = await expectError(.stackInsideStack) {
            try await container.setScreens([inbox, elsewhere], animated: false)
        }
        #expect(pushed == set)
        #expect(stack.viewControllers.screenIdentifiers == ["inbox"] && tabs.viewControllers?.first === elsewhere)
    }

    @Test func aPoppedScreenIsFreed() async throws {
        show()
        weak var popped: UIViewController?
        do {
            let message = controller("message")
            popped = message
            try await container.push(message, animated: false)
        }
        let popping = await startAnimated(in: window) {
            try await self.container.pop(animated: true) != nil
        }
        window.standInFinishAnimations()
        #expect(try await popping.value)
        #expect(popped == nil)
    }
}
