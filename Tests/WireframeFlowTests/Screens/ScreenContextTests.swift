import Testing
import WireframeFlow
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

// A screen's own context, the one it reaches up its chain, and the rules of attaching.
@MainActor
struct ScreenContextTests {
    @Test func aScreenHasTheContextAttachedToIt() throws {
        let cart = HeadlessScreen("cart")
        #expect(cart.flowContext == nil)
        #expect(cart.ownFlowContext == nil)
        let checkout = FlowContext()
        try checkout.attach(to: cart)
        #expect(cart.ownFlowContext === checkout)
        #expect(cart.flowContext === checkout)
    }

    @Test("a context attached to a split view (an app's ChildContainer) is found from a screen in its detail column")
    func aScreenReachesTheContextOfItsSplitView() async throws {
        let window = HeadlessWindow()
        let detail = try HeadlessStack("detail", screens: [HeadlessScreen("message")])
        let split = try HeadlessSplit(
            "mail",
            primary: try HeadlessStack("list", screens: [HeadlessScreen("inbox")]),
            secondary: detail
        )
        try await window.setRoot(split, animated: false)
        let attachment = HeadlessScreen("attachment")
        try await detail.push(attachment, animated: false)
        let mail = FlowContext()
        try mail.attach(to: split)
        #expect(attachment.flowContext === mail)
        #expect(detail.flowContext === mail)
        #expect(window.topmostFlowContext === mail)
    }

    @Test func aScreenReachesTheContextOfItsStackThenOfItsTabs() async throws {
        let app = try await HeadlessFixture(.tabs("root", [.stack("shop", ["cart", "address"]), "settings"]))
        let address = try app.screen("address")
        let settings = try app.screen("settings")
        let wholeApp = FlowContext()
        try wholeApp.attach(to: try app.tabs("root"))
        #expect(address.flowContext === wholeApp)
        #expect(settings.flowContext === wholeApp)

        let shop = FlowContext()
        try shop.attach(to: try app.stack("shop"))
        #expect(address.flowContext === shop)
        #expect(try app.screen("cart").flowContext === shop)
        #expect(settings.flowContext === wholeApp)

        let own = FlowContext()
        try own.attach(to: address)
        #expect(address.flowContext === own)
        #expect(try app.screen("cart").flowContext === shop)
    }

    @Test func aPresentedScreenReachesTheContextOfTheScreenPresentingIt() async throws {
        let app = try await HeadlessFixture(.stack("main", ["inbox"]))
        let inbox = try app.screen("inbox")
        let recipients = HeadlessScreen("recipients")
        try await inbox.present(try HeadlessStack("compose", screens: [recipients]), animated: false)
        #expect(recipients.flowContext == nil)

        let main = FlowContext()
        try main.attach(to: try app.stack("main"))
        #expect(recipients.flowContext === main)
        // The headless backend reports the presenter itself (UIKit, its outermost container).
        let inboxOwn = FlowContext()
        try inboxOwn.attach(to: inbox)
        #expect(recipients.flowContext === inboxOwn)
    }

    @Test func aScreenTypeOfYourOwnKeepsAndReachesContexts() throws {
        let card = ForeignScreen("card")
        let context = FlowContext()
        try context.attach(to: card)
        #expect(card.flowContext === context)

        let presenter = LinkedScreen("presenter")
        let presented = LinkedScreen("presented")
        presented.presentingScreen = presenter
        try context.attach(to: presenter)
        #expect(presented.flowContext === context)
    }

    @Test func linksThatLoopEndTheLookupInsteadOfHangingIt() throws {
        let first = LinkedScreen("first")
        let second = LinkedScreen("second")
        first.presentingScreen = second
        second.presentingScreen = first
        #expect(first.flowContext == nil)
        let context = FlowContext()
        try context.attach(to: second)
        #expect(first.flowContext === context)
    }

    @Test func attachingTheContextAScreenHasAgainChangesNothing() throws {
        let cart = HeadlessScreen("cart")
        let checkout = FlowContext()
        try checkout.attach(to: cart)
        try checkout.attach(to: cart)
        #expect(cart.ownFlowContext === checkout)
    }

    @Test func attachingAnotherContextThrowsAndLeavesTheScreensOwn() throws {
        let cart = HeadlessScreen("cart")
        let checkout = FlowContext()
        try checkout.attach(to: cart)
        let other = FlowContext()
        let error = #expect(throws: FlowContextError.self) { try other.attach(to: cart) }
        #expect(error?.code == .alreadyAttached)
        #expect(error?.message.contains("\"cart\"") == true)
        #expect(error?.message.contains("detachFlowContext()") == true)
        #expect(cart.ownFlowContext === checkout)
    }

    @Test func aContextReachedUpTheChainDoesNotStopAttachingOneOfTheScreensOwn() async throws {
        let app = try await HeadlessFixture(.stack("main", ["inbox"]))
        try FlowContext().attach(to: try app.stack("main"))
        let inbox = try app.screen("inbox")
        let own = FlowContext()
        try own.attach(to: inbox)
        #expect(inbox.ownFlowContext === own)
    }

    @Test func detachingReturnsTheScreensOwnAndLetsTheChainShowThrough() async throws {
        let app = try await HeadlessFixture(.stack("main", ["inbox"]))
        let main = FlowContext()
        try main.attach(to: try app.stack("main"))
        let inbox = try app.screen("inbox")
        let own = FlowContext()
        try own.attach(to: inbox)
        #expect(inbox.detachFlowContext() === own)
        #expect(inbox.ownFlowContext == nil)
        #expect(inbox.flowContext === main)
        #expect(inbox.detachFlowContext() == nil)
        let next = FlowContext()
        try next.attach(to: inbox)
        #expect(inbox.flowContext === next)
    }
}
