import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport

/// A view controller reaches the flow context of its navigation controller, tab bar
/// controller or presenting controller through the adapter alone: the context is kept in the
/// controller's `screenAttachments`, an associated object, so no subclass is needed.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UIViewControllerFlowContextTests {
    /// The window the tests show screens in; the test owns it, as the app's scene would.
    let window = UIWindow()

    @Test func aControllerReachesTheContextOfItsNavigationControllerThenItsTabBarController() throws {
        let address = controller("address")
        let checkout = navigation("checkout", [controller("cart"), address])
        let tabs = tabBar("tabs", [checkout, controller("settings")])
        let app = FlowContext()
        try app.attach(to: tabs)
        #expect(address.flowContext === app)
        let flow = FlowContext()
        try flow.attach(to: checkout)
        #expect(address.flowContext === flow)
        #expect((tabs.viewControllers?.last as (any Screen)?)?.flowContext === app)
    }

    @Test func aPresentedControllerReachesTheContextOfThePresentingController() async throws {
        let inbox = controller("inbox")
        window.rootViewController = inbox
        let onboarding = FlowContext()
        try onboarding.attach(to: inbox)
        let intro = controller("intro")
        let modal = navigation("modal", [intro])
        try await (inbox as any Screen).present(modal, animated: false)
        #expect(intro.flowContext === onboarding)
    }

    @Test func aControllerPresentedFromAStackReachesTheOutermostContainersContext() async throws {
        // UIKit presents from, and reports as presenting, the outermost container: a context
        // attached to the screen that asked is not on the chain, so hand it on instead.
        let inbox = controller("inbox")
        let main = navigation("main", [inbox])
        window.rootViewController = main
        let mainFlow = FlowContext()
        try mainFlow.attach(to: main)
        try FlowContext().attach(to: inbox)
        let compose = controller("compose")
        try await (inbox as any Screen).present(compose, animated: false)
        #expect(compose.presentingScreen === main)
        #expect(compose.flowContext === mainFlow)
        try (inbox as any Screen).handFlowContext(to: compose)
        #expect(compose.flowContext === inbox.ownFlowContext)
    }

    @Test func aControllersContextIsFreedWithIt() throws {
        weak var weakController: UIViewController?
        weak var weakContext: FlowContext?
        do {
            let cart = controller("cart")
            weakController = cart
            let context = FlowContext()
            weakContext = context
            try context.attach(to: cart)
        }
        #expect(weakController == nil)
        #expect(weakContext == nil)
    }

    @Test func aControllerIsFreedWhileItsContextLivesOn() throws {
        weak var weakController: UIViewController?
        let checkout = FlowContext()
        checkout[ShowsIntro.self] = false
        do {
            let cart = controller("cart")
            weakController = cart
            try checkout.attach(to: cart)
        }
        #expect(weakController == nil)
        #expect(checkout[ShowsIntro.self] == false)
    }
}

private enum ShowsIntro: FlowContextKey {
    static let defaultValue = true
}
