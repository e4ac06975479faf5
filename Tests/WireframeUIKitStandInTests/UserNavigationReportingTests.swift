import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// The adapter reports what the user does from UIKit's delegate callbacks, through forwarders
/// that keep the app's own delegates hearing everything.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UserNavigationReportingTests {
    let window = UIWindow()

    /// The window, observed: what its observers heard, one line each.
    private func record() -> UserNavigationRecorder { UserNavigationRecorder(window) }

    @Test func aBackButtonTapIsReportedOnceThePopHasEnded() {
        let stack = navigation("main", [controller("inbox"), controller("message")])
        window.rootViewController = stack
        let recorder = record()
        stack.standInSimulateBackButtonTap()
        #expect(recorder.summaries == [])
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"wentBack stack "main" popped [message]"#])
    }

    @Test func aCancelledSwipeIsNotReported() {
        let stack = navigation("main", [controller("inbox"), controller("message")])
        window.rootViewController = stack
        let recorder = record()
        stack.standInSimulateBackSwipe(completing: false)
        window.standInFinishAnimations()
        #expect(recorder.summaries == [])
    }

    @Test func theAdaptersOwnTransitionsAreNotReportedAnimatedOrNot() async throws {
        let stack = navigation("main", [controller("inbox")])
        window.rootViewController = stack
        let recorder = record()
        let container: any StackContainer = stack
        try await container.push(controller("a"), animated: false)
        let pushing = await startAnimated(in: window) { try await container.push(controller("b"), animated: true) }
        window.standInFinishAnimations()
        try await pushing.value
        let popping = await startAnimated(in: window) { try await container.pop(animated: true) != nil }
        window.standInFinishAnimations()
        #expect(try await popping.value)
        try await container.popToRoot(animated: false)
        try await container.setScreens([controller("x"), controller("y")], animated: false)
        #expect(recorder.summaries == [])
    }

    @Test func theAppsDelegatesKeepHearingEverything() async throws {
        let navigationDelegate = AppNavigationDelegate()
        let stack = navigation("mail", [controller("list"), controller("message")])
        stack.delegate = navigationDelegate
        let tabBarDelegate = AppTabBarDelegate()
        let tabs = tabBar("root", [stack, controller("settings")])
        tabs.delegate = tabBarDelegate
        window.rootViewController = tabs
        let recorder = record()
        #expect(stack.delegate !== navigationDelegate, "the forwarder is in front")

        stack.standInSimulateBackSwipe()
        window.standInFinishAnimations()
        tabs.standInSimulateTabTap(at: 1)
        #expect(navigationDelegate.calls == ["willShow list", "didShow list"])
        #expect(tabBarDelegate.calls == ["shouldSelect settings", "didSelect settings"])
        #expect(
            recorder.summaries == [#"wentBack stack "mail" popped [message]"#, #"selectedTab tabs "root" index 1"#]
        )

        let presentationDelegate = AppPresentationDelegate()
        let compose = controller("compose")
        compose.presentationController?.delegate = presentationDelegate
        try await (tabs as any Screen).present(compose, animated: false)
        compose.standInSimulateSwipeDown()
        window.standInFinishAnimations()
        #expect(presentationDelegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(recorder.summaries.last == #"dismissedModal presenter "root" screen "compose""#)
    }

    @Test func aModalDismissingItselfIsReportedOnceItsAnimationEnded() async throws {
        let root = controller("root")
        window.rootViewController = root
        let recorder = record()
        let compose = controller("compose")
        try await (root as any Screen).present(compose, animated: false)
        compose.dismiss(animated: true, completion: nil)
        #expect(recorder.summaries == [])
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"dismissedModal presenter "root" screen "compose""#])
    }

    @Test func aModalTheAppPresentedAndDismissesByCodeIsReported() {
        let root = controller("root")
        window.rootViewController = root
        let alert = controller("alert")
        root.present(alert, animated: false)
        let recorder = record()
        root.dismiss(animated: false, completion: nil)
        #expect(recorder.summaries == [#"dismissedModal presenter "root" screen "alert""#])
    }

    @Test func aSwipeIsReportedOnceAndTheWireframesOwnDismissalNot() async throws {
        let root = controller("root")
        window.rootViewController = root
        let recorder = record()
        let compose = controller("compose")
        try await (root as any Screen).present(compose, animated: false)
        compose.standInSimulateSwipeDown()
        window.standInFinishAnimations()
        try await (root as any Screen).present(compose, animated: false)
        try await (root as any Screen).dismissPresented(animated: false)
        try await (root as any Screen).present(compose, animated: false)
        compose.dismiss(animated: false, completion: nil)
        #expect(
            recorder.summaries == [
                #"dismissedModal presenter "root" screen "compose""#,
                #"dismissedModal presenter "root" screen "compose""#,
            ]
        )
    }

    @Test func dismissingTwoModalsAtOnceReportsTheLowerOnly() async throws {
        let root = controller("root")
        window.rootViewController = root
        let recorder = record()
        let compose = controller("compose")
        try await (root as any Screen).present(compose, animated: false)
        try await (compose as any Screen).present(controller("picker"), animated: false)
        root.dismiss(animated: false, completion: nil)
        #expect(recorder.summaries == [#"dismissedModal presenter "root" screen "compose""#])
    }

    @Test func tabRoutesAndReportsKeepTheOrderTheAppSetAfterTheUserReorderedTheTabs() async throws {
        let appDelegate = AppTabBarDelegate()
        let tabs = tabBar("root", [controller("inbox"), controller("sent"), controller("settings")])
        tabs.delegate = appDelegate
        window.rootViewController = tabs
        let recorder = record()
        tabs.standInSimulateReordering(moving: 2, to: 0)
        #expect(tabs.viewControllers?.map(\.restorationIdentifier) == ["settings", "inbox", "sent"])
        #expect(appDelegate.calls == ["didEndCustomizing changed"])
        let container: any TabContainer = tabs
        #expect(container.tabs.map(\.screenIdentifier) == ["inbox", "sent", "settings"])
        try await container.selectTab(at: 2)
        #expect(tabs.selectedViewController?.restorationIdentifier == "settings")
        #expect(container.selectedIndex == 2)
        tabs.standInSimulateTabTap(at: 1)
        #expect(tabs.selectedViewController?.restorationIdentifier == "inbox")
        #expect(recorder.summaries == [#"selectedTab tabs "root" index 0"#])
    }

    @Test func theAppsRefusalsStand() async throws {
        let tabBarDelegate = AppTabBarDelegate()
        tabBarDelegate.allowsSelection = false
        let tabs = tabBar("root", [controller("inbox"), controller("settings")])
        tabs.delegate = tabBarDelegate
        window.rootViewController = tabs
        let recorder = record()
        tabs.standInSimulateTabTap(at: 1)
        #expect(tabs.selectedIndex == 0)

        let presentationDelegate = AppPresentationDelegate()
        presentationDelegate.allowsDismissal = false
        let compose = controller("compose")
        compose.presentationController?.delegate = presentationDelegate
        try await (tabs as any Screen).present(compose, animated: false)
        compose.standInSimulateSwipeDown()
        window.standInFinishAnimations()
        #expect(tabs.presentedViewController === compose)
        #expect(presentationDelegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(recorder.summaries == [])
    }

    @Test func tappingTheSelectedStackTabIsReportedAsGoingBackOnly() {
        let stack = navigation("mail", [controller("list"), controller("message"), controller("attachment")])
        let tabs = tabBar("root", [stack, controller("settings")])
        window.rootViewController = tabs
        let recorder = record()
        tabs.standInSimulateTabTap(at: 0)
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"wentBack stack "mail" popped [attachment, message]"#])
    }

    @Test func aPopTheAppMakesWithUIKitDirectlyLooksLikeTheUsers() {
        let stack = navigation("main", [controller("inbox"), controller("message")])
        window.rootViewController = stack
        let recorder = record()
        stack.popViewController(animated: false)
        #expect(recorder.summaries == [#"wentBack stack "main" popped [message]"#])
    }

    @Test func screensTheUserPoppedAreFreedOnceReported() {
        let stack = navigation("main", [controller("inbox")])
        window.rootViewController = stack
        var kinds: [String] = []
        let observation = window.observeUserNavigation { event in
            if case .wentBack(_, let popped) = event.kind { kinds.append(popped.screenIdentifiers.joined()) }
        }
        weak var popped: UIViewController?
        do {
            let message = controller("message")
            popped = message
            stack.pushViewController(message, animated: false)
        }
        stack.standInSimulateBackSwipe()
        #expect(popped != nil, "held until UIKit says the pop is done, so that it can be reported")
        window.standInFinishAnimations()
        #expect(kinds == ["message"])
        #expect(popped == nil)
        observation.cancel()
    }

    @Test func aScreenTakenOffTheStackWhereTheAdapterCannotSeeIsNotKeptAlive() async throws {
        let stack = navigation("main", [controller("inbox")])
        window.rootViewController = stack
        let recorder = record()
        weak var dropped: UIViewController?
        do {
            let message = controller("message")
            dropped = message
            try await (stack as any StackContainer).push(message, animated: false)
        }
        // Out of the window, the stack tells its delegate nothing of this change.
        window.rootViewController = controller("other")
        stack.viewControllers = [controller("list")]
        #expect(dropped == nil)
        #expect(recorder.summaries == [])
    }

    @Test func nothingIsReportedOutsideAWindow() {
        let stack = navigation("main", [controller("inbox"), controller("message")])
        let other = UIWindow()
        other.rootViewController = stack
        let recorder = record()
        stack.standInSimulateBackSwipe()
        other.standInFinishAnimations()
        #expect(recorder.summaries == [])
    }
}

/// The user's navigation inside containers other than stacks and tab bars.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UserNavigationInOtherContainersTests {
    let window = UIWindow()

    @Test func aBackSwipeInASplitViewsColumnIsReported() {
        let detail = navigation("detail", [controller("message"), controller("attachment")])
        let split = UISplitViewController()
        split.restorationIdentifier = "split"
        split.viewControllers = [navigation("list", [controller("inbox")]), detail]
        window.rootViewController = split
        let recorder = UserNavigationRecorder(window)
        detail.standInSimulateBackSwipe()
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"wentBack stack "detail" popped [attachment]"#])
    }
}
