import Testing
import WireframeFlow
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

/// The seed's example: the flow, not the screen, decides whether the intro or the app comes
/// next, from a value in the context; it hands the context on and pushes the screen.
@MainActor
private struct IntroOrApp: ScreenFlow {
    func screenDidRequestNextStep(_ screen: any Screen, in context: FlowContext) async throws {
        let next = HeadlessScreen(context[ShowIntro.self] ? "intro" : "app")
        try context.attach(to: next)
        try await screen.enclosingStack?.push(next, animated: false)
    }
}

// A screen asks the flow it is in for the next step; the flow decides.
@MainActor
struct NextStepTests {
    @Test func theFlowDecidesWhatComesNextFromTheContext() async throws {
        let app = try await HeadlessFixture(.stack("onboarding", ["welcome"]))
        let stack = try app.stack("onboarding")
        let onboarding = FlowContext(flow: IntroOrApp())
        try onboarding.attach(to: try app.screen("welcome"))

        try await app.screen("welcome").requestNextStep()
        #expect(stack.screens.screenIdentifiers == ["welcome", "intro"])
        onboarding[ShowIntro.self] = false
        try await #require(stack.topScreen).requestNextStep()
        #expect(stack.screens.screenIdentifiers == ["welcome", "intro", "app"])
        #expect(stack.topScreen?.ownFlowContext === onboarding)
    }

    @Test func theFlowIsGivenTheScreenAndTheContextTheScreenReaches() async throws {
        let app = try await HeadlessFixture(.stack("checkout", ["cart"]))
        let flow = RecordingFlow()
        let checkout = FlowContext(flow: flow)
        try checkout.attach(to: try app.stack("checkout"))
        try await app.screen("cart").requestNextStep()
        #expect(flow.asked == ["cart"])
        #expect(flow.contexts.first === checkout)
    }

    @Test func aBranchFollowsItsParentsFlowUntilItSetsOneOfItsOwn() async throws {
        let main = RecordingFlow()
        let checkout = FlowContext(flow: main)
        let cart = HeadlessScreen("cart")
        try checkout.attach(to: cart)
        let gift = HeadlessScreen("gift")
        let branch = try cart.handFlowContext(to: gift, as: .branch)
        try await gift.requestNextStep()
        #expect(main.asked == ["gift"])
        #expect(main.contexts.first === branch)

        let sub = RecordingFlow()
        branch.flow = sub
        try await gift.requestNextStep()
        #expect(sub.asked == ["gift"])
        #expect(main.asked == ["gift"])
        try await cart.requestNextStep()
        #expect(main.asked == ["gift", "cart"])
    }

    @Test func aScreenInNoFlowIsToldSo() async {
        let lonely = HeadlessScreen("lonely")
        let error = await #expect(throws: FlowContextError.self) { try await lonely.requestNextStep() }
        #expect(error?.code == .noFlow)
        #expect(error?.message.contains("\"lonely\"") == true)
    }

    @Test func aContextWithoutAFlowIsToldSo() async throws {
        let cart = HeadlessScreen("cart")
        try FlowContext().attach(to: cart)
        let error = await #expect(throws: FlowContextError.self) { try await cart.requestNextStep() }
        #expect(error?.code == .noFlow)
        #expect(error?.message.contains("FlowContext.flow") == true)
    }

    @Test func whatTheFlowThrowsReachesTheScreen() async throws {
        struct OutOfStock: Error, Equatable {}
        let cart = HeadlessScreen("cart")
        try FlowContext(flow: RecordingFlow { _, _ in throw OutOfStock() }).attach(to: cart)
        await #expect(throws: OutOfStock()) { try await cart.requestNextStep() }
    }

    @Test func removingTheFlowEndsIt() async throws {
        let cart = HeadlessScreen("cart")
        let checkout = FlowContext(flow: RecordingFlow())
        try checkout.attach(to: cart)
        checkout.flow = nil
        #expect(checkout.flow == nil)
        await #expect(throws: FlowContextError.self) { try await cart.requestNextStep() }
    }
}
