import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// The adapter's forwarders next to the delegates others set: a proxy that forwards to the
/// delegate it replaced, a delegate the app sets after the adapter, a delegate that is freed.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DelegateProxyTests {
    let window = UIWindow()

    @Test func aProxyInFrontOfTheForwarderIsLeftThereAndNeverLoops() async throws {
        let stack = navigation("main", [controller("inbox")])
        window.rootViewController = stack
        let recorder = UserNavigationRecorder(window)
        let proxy = ForwardingNavigationProxy.install(on: stack)
        try await (stack as any StackContainer).push(controller("message"), animated: false)
        #expect(stack.delegate === proxy, "the adapter does not take the delegate back")
        stack.standInSimulateBackSwipe()
        window.standInFinishAnimations()
        #expect(proxy.deepestNesting == 1, "each callback went through the proxy once")
        #expect(proxy.calls == ["willShow message", "didShow message", "willShow inbox", "didShow inbox"])
        #expect(recorder.summaries == [#"wentBack stack "main" popped [message]"#])
    }

    @Test func aForwarderCalledBackFromItsOwnCallbackDoesNotCallTheAppAgain() async throws {
        // The app's delegate is a proxy whose predecessor was made the adapter's forwarder later
        // (an app that installed the proxy, then reset the delegate to the forwarder it saw).
        let stack = navigation("main", [controller("inbox"), controller("message")])
        window.rootViewController = stack
        let proxy = ForwardingNavigationProxy.install(on: stack)
        let recorder = UserNavigationRecorder(window)
        let forwarder = try #require(stack.delegate)
        #expect(forwarder !== proxy, "the forwarder is in front of the proxy")
        proxy.predecessor = forwarder
        stack.standInSimulateBackSwipe()
        window.standInFinishAnimations()
        #expect(proxy.deepestNesting == 1)
        #expect(recorder.summaries == [#"wentBack stack "main" popped [message]"#])
    }

    @Test func aDelegateTheAppSetsAfterTheAdapterStaysTheDelegate() async throws {
        let stack = navigation("main", [controller("inbox")])
        window.rootViewController = stack
        _ = UserNavigationRecorder(window)
        let late = AppNavigationDelegate()
        stack.delegate = late
        try await (stack as any StackContainer).push(controller("message"), animated: false)
        try await (stack as any StackContainer).setScreens([controller("a"), controller("b")], animated: false)
        #expect(stack.delegate === late)
        #expect(late.calls == ["willShow message", "didShow message", "willShow b", "didShow b"])
    }

    @Test func aFreedAppDelegateIsNotCalledAndTheUsersPopIsStillReported() {
        let stack = navigation("main", [controller("inbox"), controller("message")])
        window.rootViewController = stack
        do {
            let appDelegate = AppNavigationDelegate()
            stack.delegate = appDelegate
            _ = UserNavigationRecorder(window)
        }
        let recorder = UserNavigationRecorder(window)
        stack.standInSimulateBackSwipe()
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"wentBack stack "main" popped [message]"#])
    }

    @Test func theAppsCustomPushAnimationStaysWhileTheAdapterObserves() async throws {
        let stack = navigation("main", [controller("inbox")])
        let appDelegate = CustomTransitionsDelegate()
        stack.delegate = appDelegate
        window.rootViewController = stack
        _ = UserNavigationRecorder(window)
        let pushing = await startAnimated(in: window) {
            try await (stack as any StackContainer).push(controller("message"), animated: true)
        }
        window.standInFinishAnimations()
        try await pushing.value
        #expect(stack.standInAnimators == ["SlideAnimator"])
    }
}
