import Testing
import UIKitStandIn
import WireframeTestSupport

/// The behaviours of the stand-in that the adapter's checks rest on, each as Apple documents
/// UIKit's (or, for dropped presentations, as UIKit's console warnings show it).
@MainActor
struct UIKitStandInTests {
    let window = UIWindow()

    @Test func aPresentationUIKitDropsNeverCallsItsCompletion() {
        let inbox = controller("inbox")
        var completions = 0
        inbox.present(controller("lonely"), animated: false) { completions += 1 }
        window.rootViewController = inbox
        inbox.present(controller("compose"), animated: false) { completions += 1 }
        inbox.present(controller("other"), animated: false) { completions += 1 }
        #expect(completions == 1)
        #expect(inbox.standInCalls.filter { $0.hasPrefix("warning:") }.count == 2)
    }

    @Test func dismissingFromAPresentedControllerThatPresentsNothingDismissesIt() {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let compose = controller("compose")
        inbox.present(compose, animated: false)
        compose.dismiss(animated: false)
        #expect(inbox.presentedViewController == nil)
    }

    @Test func settingTabsReselectsThePreviousSelectionAsDocumented() {
        let (a, b, c) = (controller("a"), controller("b"), controller("c"))
        let tabs = tabBar("tabs", [a, b])
        tabs.selectedIndex = 1
        tabs.viewControllers = [c, a, b]
        #expect(tabs.selectedIndex == 2, "the same controller")
        tabs.viewControllers = [a, c, controller("d")]
        #expect(tabs.selectedIndex == 2, "the same index")
        tabs.viewControllers = [b]
        #expect(tabs.selectedIndex == 0, "index 0")
    }

    @Test func addingAChildTakesItSilentlyFromItsContainer() {
        let inbox = controller("inbox")
        let first = navigation("first", [inbox])
        let second = navigation("second")
        second.pushViewController(inbox, animated: false)
        #expect(first.viewControllers.isEmpty && inbox.parent === second)
    }

    @Test func navigationChangesAtOnceAndRunsATransitionOnlyWhenAnimatedInAWindow() {
        let stack = navigation("main", [controller("inbox")])
        stack.pushViewController(controller("a"), animated: true)
        #expect(stack.viewControllers.count == 2 && stack.transitionCoordinator == nil)
        window.rootViewController = stack
        stack.pushViewController(controller("b"), animated: false)
        #expect(stack.transitionCoordinator == nil)
        let message = controller("message")
        stack.pushViewController(message, animated: true)
        #expect(stack.viewControllers.last === message)
        #expect(message.transitionCoordinator != nil, "a child sees its container's transition")
        window.standInFinishAnimations()
        #expect(stack.transitionCoordinator == nil)
    }
}
