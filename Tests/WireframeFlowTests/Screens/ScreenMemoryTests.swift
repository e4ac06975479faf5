import Testing
import WireframeFlow
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

// What keeps what alive between screens and contexts, checked with weak references: a screen
// keeps its context alive, a context never keeps a screen alive, a child never keeps its parent.
@MainActor
struct ScreenMemoryTests {
    @Test func aContextIsFreedWithTheLastScreenThatHoldsIt() throws {
        weak var context: FlowContext?
        var cart: HeadlessScreen? = HeadlessScreen("cart")
        var address: HeadlessScreen? = HeadlessScreen("address")
        do {
            let checkout = FlowContext()
            context = checkout
            try checkout.attach(to: try #require(cart))
            try #require(cart).handFlowContext(to: try #require(address))
        }
        cart = nil
        #expect(context != nil)
        #expect(address?.flowContext === context)
        address = nil
        #expect(context == nil)
    }

    @Test func aContextIsFreedWhenItsScreensArePoppedOffTheStack() async throws {
        let app = try await HeadlessFixture(.stack("main", ["inbox"]))
        let main = try app.stack("main")
        weak var context: FlowContext?
        do {
            let cart = HeadlessScreen("cart")
            let checkout = FlowContext()
            context = checkout
            try checkout.attach(to: cart)
            let address = HeadlessScreen("address")
            try cart.handFlowContext(to: address)
            try await main.push(cart, animated: false)
            try await main.push(address, animated: false)
        }
        try await main.pop(animated: false)
        #expect(context != nil)
        try await main.pop(animated: false)
        #expect(context == nil)
        #expect(main.screens.screenIdentifiers == ["inbox"])
    }

    @Test func aScreenIsFreedWhileItsContextLivesOn() throws {
        let checkout = FlowContext()
        checkout[Step.self] = 3
        weak var screen: HeadlessScreen?
        do {
            let cart = HeadlessScreen("cart")
            screen = cart
            try checkout.attach(to: cart)
        }
        #expect(screen == nil)
        #expect(checkout[Step.self] == 3)
    }

    @Test func aScreenOfYourOwnIsFreedWhileItsContextLivesOn() throws {
        let checkout = FlowContext()
        weak var screen: ForeignScreen?
        do {
            let card = ForeignScreen("card")
            screen = card
            try checkout.attach(to: card)
        }
        #expect(screen == nil)
    }

    @Test func aBranchOnTheNextScreenNeverKeepsItsParentOrTheParentsScreenAlive() throws {
        weak var parent: FlowContext?
        weak var cart: HeadlessScreen?
        let gift = HeadlessScreen("gift")
        do {
            let screen = HeadlessScreen("cart")
            cart = screen
            let checkout = FlowContext()
            checkout[Step.self] = 1
            parent = checkout
            try checkout.attach(to: screen)
            let branch = try screen.handFlowContext(to: gift, as: .branch)
            branch[Nickname.self] = "gift"
        }
        #expect(cart == nil)
        #expect(parent == nil)
        let branch = try #require(gift.flowContext)
        #expect(branch.parent == nil)
        #expect(branch[Nickname.self] == "gift")
        #expect(branch[Step.self] == 0)
    }

    @Test func aScreenThatReachesItsContainersContextDoesNotKeepTheContainerAlive() throws {
        weak var stack: HeadlessStack?
        weak var context: FlowContext?
        let cart = HeadlessScreen("cart")
        do {
            let made = try HeadlessStack("checkout", screens: [cart])
            stack = made
            let checkout = FlowContext()
            context = checkout
            try checkout.attach(to: made)
            #expect(cart.flowContext === checkout)
        }
        #expect(stack == nil)
        #expect(context == nil)
        #expect(cart.flowContext == nil)
    }

    @Test func aFlowKeptByAContextKeepsNoScreenAliveAndGoesWithIt() throws {
        weak var flow: RecordingFlow?
        weak var context: FlowContext?
        weak var screen: HeadlessScreen?
        do {
            let recording = RecordingFlow()
            flow = recording
            let checkout = FlowContext(flow: recording)
            context = checkout
            let cart = HeadlessScreen("cart")
            screen = cart
            try checkout.attach(to: cart)
        }
        #expect(screen == nil)
        #expect(context == nil)
        #expect(flow == nil)
    }
}
