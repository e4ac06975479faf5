import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// A screen presented in a stack (`present(inStack: true)`) is presented as it asks to be, and a
/// popover needs something to point at.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PresentationSettingsTests {
    let window = UIWindow()

    /// The navigation controller the wireframe wraps `screen` in.
    private func wrapped(_ screen: UIViewController) throws -> UINavigationController {
        try #require(try UIKitContainerFactory().makeStack(with: [screen]) as? UINavigationController)
    }

    @Test func theWrappingStackIsPresentedAsItsScreenAsks() throws {
        let transitions = AppTransitions()
        let player = controller("player")
        player.modalPresentationStyle = .fullScreen
        player.transitioningDelegate = transitions
        player.isModalInPresentation = true
        let stack = try wrapped(player)
        #expect(stack.modalPresentationStyle == .fullScreen)
        #expect(stack.transitioningDelegate === transitions)
        #expect(stack.isModalInPresentation)
    }

    @Test func theWrappingStackKeepsTheSheetsDetents() throws {
        let filter = controller("filter")
        filter.sheetPresentationController?.detents = [.medium()]
        let stack = try wrapped(filter)
        #expect(stack.sheetPresentationController?.detents.map(\.standInIdentifier) == ["medium"])
    }

    @Test func theWrappingStackKeepsThePopoversAnchor() async throws {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let anchor = UIView()
        let options = controller("options")
        options.modalPresentationStyle = .popover
        options.popoverPresentationController?.sourceView = anchor
        let stack = try wrapped(options)
        #expect(stack.modalPresentationStyle == .popover)
        #expect(stack.popoverPresentationController?.sourceView === anchor)
        try await (inbox as any Screen).present(stack, animated: false)
        #expect(inbox.presentedViewController === stack)
    }

    @Test func aPopoverWithNothingToPointAtIsRefused() async throws {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let options = controller("options")
        options.modalPresentationStyle = .popover
        let message = await expectError(.missingAnchor) {
            try await (inbox as any Screen).present(options, animated: false)
        }
        #expect(message?.hasPrefix(#""options" is presented as a popover with nothing to point at"#) == true)
        #expect(inbox.presentedViewController == nil)
    }

    @Test func theWrappingStackKeepsThePopoversRectAndArrows() throws {
        let anchor = UIView()
        let options = controller("options")
        options.modalPresentationStyle = .popover
        options.popoverPresentationController?.sourceView = anchor
        options.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 20, width: 44, height: 44)
        options.popoverPresentationController?.permittedArrowDirections = .up
        let stack = try wrapped(options)
        #expect(stack.popoverPresentationController?.sourceRect == CGRect(x: 10, y: 20, width: 44, height: 44))
        #expect(stack.popoverPresentationController?.permittedArrowDirections == .up)
    }

    @Test func anActionSheetWithNothingToPointAtIsRefusedOnARegularWidth() async throws {
        window.standInHorizontalSizeClass = .regular
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let choices = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        choices.restorationIdentifier = "choices"
        let message = await expectError(.missingAnchor) {
            try await (inbox as any Screen).present(choices, animated: false)
        }
        #expect(
            message == #""choices" is presented as an action sheet on a regular width with nothing to point at; "#
                + "set popoverPresentationController.sourceView or sourceItem"
        )
        #expect(inbox.presentedViewController == nil)
        choices.popoverPresentationController?.sourceView = inbox.view
        try await (inbox as any Screen).present(choices, animated: false)
        #expect(inbox.presentedViewController === choices)
    }

    @Test func anActionSheetNeedsNoAnchorOnACompactWidth() async throws {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let choices = UIAlertController(title: "Move to", message: nil, preferredStyle: .actionSheet)
        try await (inbox as any Screen).present(choices, animated: false)
        #expect(inbox.presentedViewController === choices)
    }

    @Test func aTabBarControllerCannotBePushed() async throws {
        let stack = navigation("main", [controller("inbox")])
        window.rootViewController = stack
        let tabs = tabBar("tabs", [controller("a")])
        let message = await expectError(.stackInsideStack) {
            try await (stack as any StackContainer).push(tabs, animated: false)
        }
        #expect(message?.contains(#"tab bar controller "tabs""#) == true)
        await expectError(.stackInsideStack) {
            try await (stack as any StackContainer).setScreens([controller("x"), tabs], animated: false)
        }
        #expect(stack.viewControllers.count == 1)
    }
}

/// An app's transitioning delegate (its custom transition is not modelled).
final class AppTransitions: NSObject, UIViewControllerTransitioningDelegate {}
