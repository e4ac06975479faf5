import Testing
import WireframeFlow
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport

// Handing a screen's flow context on to the next screen, in each of the ways a hand-over offers.
@MainActor
struct HandingOnTests {
    @Test func sharedHandsTheSameContextOn() throws {
        let cart = HeadlessScreen("cart")
        let checkout = FlowContext()
        try checkout.attach(to: cart)
        let address = HeadlessScreen("address")
        let handed = try cart.handFlowContext(to: address)
        #expect(handed === checkout)
        #expect(address.ownFlowContext === checkout)
        address.flowContext?[Step.self] = 2
        #expect(checkout[Step.self] == 2)
    }

    @Test func branchHandsOnAChildThatReadsTheFlowAndKeepsItsWrites() throws {
        let cart = HeadlessScreen("cart")
        let checkout = FlowContext()
        checkout[Step.self] = 1
        try checkout.attach(to: cart)
        let gift = HeadlessScreen("gift")
        let branch = try cart.handFlowContext(to: gift, as: .branch)
        #expect(branch.parent === checkout)
        #expect(gift.ownFlowContext === branch)
        #expect(branch[Step.self] == 1)
        branch[Step.self] = 5
        #expect(checkout[Step.self] == 1)
    }

    @Test func newHandsOnAnEmptyContextOfItsOwn() throws {
        let cart = HeadlessScreen("cart")
        let checkout = FlowContext()
        checkout[Step.self] = 1
        try checkout.attach(to: cart)
        let help = HeadlessScreen("help")
        let handed = try cart.handFlowContext(to: help, as: .new)
        #expect(handed !== checkout)
        #expect(handed.parent == nil)
        #expect(handed[Step.self] == 0)
    }

    @Test func contextHandsOnTheContextGiven() throws {
        let cart = HeadlessScreen("cart")
        try FlowContext().attach(to: cart)
        let given = FlowContext()
        let payment = HeadlessScreen("payment")
        #expect(try cart.handFlowContext(to: payment, as: .context(given)) === given)
        #expect(payment.ownFlowContext === given)
    }

    @Test func aScreenInNoFlowHandsOnANewContext() throws {
        let welcome = HeadlessScreen("welcome")
        let intro = HeadlessScreen("intro")
        let shared = try welcome.handFlowContext(to: intro)
        #expect(intro.ownFlowContext === shared)
        #expect(welcome.flowContext == nil)
        let tour = HeadlessScreen("tour")
        #expect(try welcome.handFlowContext(to: tour, as: .branch).parent == nil)
    }

    @Test func aScreenHandsOnTheContextItReachesUpItsChain() async throws {
        let stack = try HeadlessStack("checkout", screens: [HeadlessScreen("cart")])
        let checkout = FlowContext()
        try checkout.attach(to: stack)
        let address = HeadlessScreen("address")
        let cart = try #require(stack.topScreen)
        try cart.handFlowContext(to: address)
        #expect(address.ownFlowContext === checkout)
    }

    @Test func handingOnToAScreenWithAnotherContextThrowsAndAttachesNothing() throws {
        let cart = HeadlessScreen("cart")
        try FlowContext().attach(to: cart)
        let address = HeadlessScreen("address")
        let its = FlowContext()
        try its.attach(to: address)
        let error = #expect(throws: FlowContextError.self) { try cart.handFlowContext(to: address, as: .branch) }
        #expect(error?.code == .alreadyAttached)
        #expect(address.ownFlowContext === its)
    }

    @Test func handoversCompareByChoiceAndGivenContextsByIdentity() {
        let given = FlowContext()
        #expect(FlowContextHandover.shared == .shared)
        #expect(FlowContextHandover.branch != .shared)
        #expect(FlowContextHandover.context(given) == .context(given))
        #expect(FlowContextHandover.context(given) != .context(FlowContext()))
        #expect(
            [FlowContextHandover.shared, .branch, .new, .context(given)].map(\.description)
                == ["shared", "branch", "new", "context"]
        )
    }
}
