import Testing
import UIKitStandIn
import WireframeTestSupport

/// The stand-in's delegate callbacks and user actions, as Apple documents UIKit's.
@MainActor
struct UIKitStandInDelegateTests {
    let window = UIWindow()

    @Test func aNavigationControllerInAWindowTellsItsDelegateWhenTheTopChanges() {
        let delegate = AppNavigationDelegate()
        let stack = navigation("main", [controller("inbox")])
        stack.delegate = delegate
        stack.pushViewController(controller("outside"), animated: false)
        #expect(delegate.calls == [], "outside a window nothing is shown")
        window.rootViewController = stack
        stack.pushViewController(controller("a"), animated: false)
        #expect(delegate.calls == ["willShow a", "didShow a"])
        delegate.calls = []
        stack.pushViewController(controller("b"), animated: true)
        #expect(delegate.calls == ["willShow b"])
        window.standInFinishAnimations()
        #expect(delegate.calls == ["willShow b", "didShow b"])
        delegate.calls = []
        stack.setViewControllers(stack.viewControllers, animated: true)
        #expect(delegate.calls == [], "the top did not change")
    }

    @Test func anEdgeSwipePopsAtOnceAndTellsDidShowWhenItCompletes() throws {
        let delegate = AppNavigationDelegate()
        let stack = navigation("main", [controller("inbox"), controller("message")])
        stack.delegate = delegate
        window.rootViewController = stack
        stack.standInSimulateBackSwipe()
        #expect(stack.viewControllers.map(\.restorationIdentifier) == ["inbox"])
        #expect(delegate.calls == ["willShow inbox"])
        let coordinator = try #require(stack.transitionCoordinator)
        #expect(coordinator.isInteractive)
        window.standInFinishAnimations()
        #expect(delegate.calls == ["willShow inbox", "didShow inbox"])
        #expect(!coordinator.isCancelled)
    }

    @Test func aCancelledEdgeSwipePutsTheTopBackWithoutDidShow() throws {
        let delegate = AppNavigationDelegate()
        let message = controller("message")
        let stack = navigation("main", [controller("inbox"), message])
        stack.delegate = delegate
        window.rootViewController = stack
        stack.standInSimulateBackSwipe(completing: false)
        let coordinator = try #require(stack.transitionCoordinator)
        window.standInFinishAnimations()
        #expect(stack.viewControllers.last === message && message.parent === stack)
        #expect(coordinator.isCancelled)
        #expect(delegate.calls == ["willShow inbox"])
    }

    @Test func theBackButtonIsAnAnimatedPop() {
        let stack = navigation("main", [controller("inbox"), controller("message")])
        window.rootViewController = stack
        stack.standInSimulateBackButtonTap()
        #expect(stack.standInCalls == ["popViewController(animated: true)"])
        window.standInFinishAnimations()
        #expect(stack.viewControllers.count == 1)
    }

    @Test func aTabTapAsksThenSelectsThenTells() {
        let delegate = AppTabBarDelegate()
        let (inbox, settings) = (controller("inbox"), controller("settings"))
        let tabs = tabBar("root", [inbox, settings])
        tabs.delegate = delegate
        window.rootViewController = tabs
        tabs.selectedIndex = 1
        #expect(delegate.calls == [], "code changing the selection tells nothing")
        delegate.allowsSelection = false
        tabs.standInSimulateTabTap(at: 0)
        #expect(tabs.selectedIndex == 1 && delegate.calls == ["shouldSelect inbox"])
        delegate.allowsSelection = true
        delegate.calls = []
        tabs.standInSimulateTabTap(at: 0)
        #expect(tabs.selectedViewController === inbox)
        #expect(delegate.calls == ["shouldSelect inbox", "didSelect inbox"])
    }

    @Test func tappingTheSelectedTabOfAStackPopsItToItsRootAndStillTellsDidSelect() {
        let delegate = AppTabBarDelegate()
        let stack = navigation("mail", [controller("list"), controller("message")])
        let tabs = tabBar("root", [stack, controller("settings")])
        tabs.delegate = delegate
        window.rootViewController = tabs
        tabs.standInSimulateTabTap(at: 0)
        #expect(stack.standInCalls == ["popToRootViewController(animated: true)"])
        #expect(delegate.calls == ["shouldSelect mail", "didSelect mail"])
        window.standInFinishAnimations()
        #expect(stack.viewControllers.count == 1)
    }

    @Test func aSwipeDownAsksThenDismissesThenTellsOnceTheAnimationEnds() {
        let delegate = AppPresentationDelegate()
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let compose = controller("compose")
        compose.presentationController?.delegate = delegate
        inbox.present(compose, animated: false)
        #expect(compose.presentationController?.presentingViewController === inbox)
        compose.standInSimulateSwipeDown()
        #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
        window.standInFinishAnimations()
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(inbox.presentedViewController == nil)
    }

    @Test func aSwipeDownThatMayNotDismissIsOnlyAnAttempt() {
        let delegate = AppPresentationDelegate()
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let compose = controller("compose")
        compose.presentationController?.delegate = delegate
        inbox.present(compose, animated: false)
        delegate.allowsDismissal = false
        compose.standInSimulateSwipeDown()
        compose.isModalInPresentation = true
        delegate.allowsDismissal = true
        compose.standInSimulateSwipeDown()
        window.standInFinishAnimations()
        #expect(delegate.calls == ["shouldDismiss", "didAttemptToDismiss", "didAttemptToDismiss"])
        #expect(inbox.presentedViewController === compose)
    }

    @Test func dismissingByCodeTellsThePresentationDelegateNothing() {
        let delegate = AppPresentationDelegate()
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let compose = controller("compose")
        compose.presentationController?.delegate = delegate
        inbox.present(compose, animated: false)
        inbox.dismiss(animated: false)
        #expect(delegate.calls == [])
    }

    @Test func delegatesAreHeldWeakly() {
        let stack = navigation("main")
        do {
            let delegate = AppNavigationDelegate()
            stack.delegate = delegate
            #expect(stack.delegate === delegate)
        }
        #expect(stack.delegate == nil)
    }
}
