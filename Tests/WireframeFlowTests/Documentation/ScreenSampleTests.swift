// Holds samples of the `///` comments of FlowContext+Attaching.swift, FlowContextHandover.swift,
// Screen+FlowContext.swift (the documentation tests check that they stay the same).
// Holds samples of UsingFlowContext.md (the documentation tests check that they stay the same).
import Testing
import WireframeFlow
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

// The documentation's samples of contexts on screens, as they are there (see
// DocumentationSampleTests), each followed by checks of what its comments say.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ScreenSampleTests {
    @Test func attach() throws {
        let cart = HeadlessScreen("cart")
        // sample UsingFlowContext/overview-8
        // sample FlowContext+Attaching/attach
        let checkout = FlowContext()
        try checkout.attach(to: cart)
        // sample end
        // sample end

        #expect(cart.flowContext === checkout)
    }

    @Test func theChain() throws {
        let recipients = HeadlessScreen("recipients")
        let composeStack = try HeadlessStack("compose", screens: [recipients])
        // sample UsingFlowContext/overview-9
        // sample Screen+FlowContext/flowContext
        let draft = FlowContext()
        try draft.attach(to: composeStack)
        let reached = recipients.flowContext  // draft: recipients is on composeStack
        // sample end
        // sample end

        #expect(reached === draft)
    }

    @Test func detach() throws {
        let welcome = HeadlessScreen("welcome")
        let previous = FlowContext()
        try previous.attach(to: welcome)
        // sample UsingFlowContext/overview-10
        // sample Screen+FlowContext/detachFlowContext
        welcome.detachFlowContext()
        try FlowContext().attach(to: welcome)  // a new flow for this screen
        // sample end
        // sample end

        #expect(welcome.ownFlowContext != nil)
        #expect(welcome.ownFlowContext !== previous)
    }

    @Test func handOn() async throws {
        let app = try await HeadlessFixture(.stack("checkout", ["cart"]))
        let checkoutStack = try app.stack("checkout")
        let cart = try app.screen("cart")
        let checkout = FlowContext()
        try checkout.attach(to: cart)
        // sample UsingFlowContext/overview-11
        // sample Screen+FlowContext/handFlowContext
        let address = HeadlessScreen("address")
        try cart.handFlowContext(to: address)
        try await checkoutStack.push(address, animated: true)
        // sample end
        // sample end

        #expect(address.ownFlowContext === checkout)
        #expect(checkoutStack.screens.screenIdentifiers == ["cart", "address"])

        let giftOptions = HeadlessScreen("gift")
        // sample UsingFlowContext/overview-12
        // sample FlowContextHandover/FlowContextHandover
        try cart.handFlowContext(to: address, as: .shared)  // the same context
        try cart.handFlowContext(to: giftOptions, as: .branch)  // reads the flow's, writes its own
        // sample end
        // sample end

        #expect(address.ownFlowContext === checkout)
        #expect(giftOptions.ownFlowContext?.parent === checkout)
        giftOptions.flowContext?["note"] = "Happy birthday"
        #expect(checkout["note"] == nil)
    }

    @Test func aTypeWithAFlowContextOfItsOwnKeepsIt() throws {
        // Why MFH_WIREFRAME_ACCESSOR_SELECTOR has no counterpart: the library's accessor
        // belongs to an extension of the protocol and replaces nothing.
        let legacy = LegacyScreen()
        let context = FlowContext()
        try context.attach(to: legacy)
        #expect(legacy.flowContext == "the screen's own")
        #expect((legacy as any Screen).flowContext === context)
    }
}

/// A screen type that declared a `flowContext` of its own before it met the library.
@MainActor
private final class LegacyScreen: Screen {
    var flowContext = "the screen's own"
    let screenIdentifier = "legacy"
    let screenAttachments = ScreenAttachments()
    var title: String? { nil }
    var enclosingStack: (any StackContainer)? { nil }
    var enclosingTabs: (any TabContainer)? { nil }
    var presentedScreen: (any Screen)? { nil }
    var presentingScreen: (any Screen)? { nil }

    func present(_ screen: any Screen, animated: Bool) async throws {
        throw PresentationError(.notInHierarchy, "screen \"legacy\" is in no window")
    }

    func dismissPresented(animated: Bool) async throws {
        throw PresentationError(.nothingPresented, "screen \"legacy\" presents nothing")
    }
}
