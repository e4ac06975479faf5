// Holds samples of the `///` comments of FlowContext+Flow.swift, ScreenFlow.swift,
// Wireframe+FlowContext.swift (the documentation tests check that they stay the same).
// Holds samples of UsingFlowContext.md (the documentation tests check that they stay the same).
import Testing
import WireframeFlow
import WireframeHeadless
import WireframeNavigation
import WireframePipeline
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

// The documentation's samples of contexts through a wireframe and of flows, as they are there
// (see DocumentationSampleTests), each followed by checks of what it does.

enum CartItems: FlowContextKey {
    static let defaultValue: [String] = []
}

struct EmptyCart: Error {}

/// A module's builder, reduced to what the sample shows: it takes the flow's context as input.
@MainActor
enum PaymentModule {
    final class Presenter {
        let checkout: FlowContext?
        init(checkout: FlowContext?) { self.checkout = checkout }
    }

    static func build(checkout: FlowContext?) -> any Screen {
        HeadlessScreen("payment", content: Presenter(checkout: checkout))
    }
}

// sample UsingFlowContext/overview-18
// sample ScreenFlow/ScreenFlow
struct OnboardingFlow: ScreenFlow {
    let wireframe: Wireframe

    func screenDidRequestNextStep(_ screen: any Screen, in context: FlowContext) async throws {
        let next = context[ShowIntro.self] ? "/intro" : "/home"
        try await wireframe.route(to: next, flowContext: .context(context))
    }
}
// sample end
// sample end

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WireframeSampleTests {
    @Test func perRouteAndPerRequest() async throws {
        let app = try await HeadlessFixture(.stack("main", ["shop"]))
        let wireframe = Wireframe(root: app.window, containerFactory: HeadlessContainerFactory())
        // sample UsingFlowContext/overview-13
        try wireframe.register("/checkout", option: .present(inStack: true), flowContext: .new) { _ in
            HeadlessScreen("cart")
        }
        try wireframe.register("/checkout/address", option: .push, flowContext: .shared) { _ in
            HeadlessScreen("address")
        }
        try wireframe.register("/checkout/gift", option: .push, flowContext: .branch) { _ in
            HeadlessScreen("gift")
        }
        // sample end
        // sample UsingFlowContext/overview-15
        // sample Wireframe+FlowContext/setFlowContextHandover
        try wireframe.setFlowContextHandover(.shared, forRoute: "/checkout/address")
        // sample end
        // sample end

        try await wireframe.route(to: "/checkout")
        let checkout = try #require(try app.screen("cart").ownFlowContext)
        try await wireframe.route(to: "/checkout/gift")
        #expect(try app.screen("gift").ownFlowContext?.parent === checkout)
        try await wireframe.navigator.back(animated: false)

        // sample UsingFlowContext/overview-14
        try await wireframe.route(to: "/checkout/address", flowContext: .context(checkout))
        // sample end
        #expect(try app.screen("address").ownFlowContext === checkout)
        #expect(app.window.topmostScreen?.screenIdentifier == "address")
    }

    @Test func pluginsReadTheContext() async throws {
        let app = try await HeadlessFixture(.stack("checkout", ["cart"]))
        let wireframe = Wireframe(root: app.window)
        let checkout = FlowContext()
        try checkout.attach(to: try app.stack("checkout"))
        try wireframe.register("/checkout/address", option: .push, flowContext: .shared) { _ in
            HeadlessScreen("address")
        }
        // sample UsingFlowContext/overview-16
        try wireframe.addObserver(
            name: "cart not empty",
            patterns: ["/checkout/address"],
            willRoute: { request in
                let items = request.flowContext?[CartItems.self] ?? []
                return items.isEmpty ? .reject(EmptyCart()) : .proceed
            }
        )
        // sample end

        let refused = await #expect(throws: WireframeError.self) {
            try await wireframe.route(to: "/checkout/address")
        }
        #expect(refused?.code == .rejected)
        checkout[CartItems.self] = ["tea"]
        try await wireframe.route(to: "/checkout/address")
        #expect(try app.screen("address").ownFlowContext === checkout)
    }

    @Test func modulesTakeTheContextAsInput() async throws {
        let app = try await HeadlessFixture(.stack("checkout", ["cart"]))
        let wireframe = Wireframe(root: app.window)
        let checkout = FlowContext()
        try checkout.attach(to: try app.screen("cart"))
        // sample UsingFlowContext/overview-17
        try wireframe.register("/checkout/payment", option: .push, flowContext: .shared) { request in
            PaymentModule.build(checkout: request.flowContext)
        }
        // sample end

        try await wireframe.route(to: "/checkout/payment")
        let payment = try app.screen("payment")
        #expect((payment.content as? PaymentModule.Presenter)?.checkout === checkout)
        #expect(payment.ownFlowContext === checkout)
    }

    @Test func theFlowDecidesWhatComesNext() async throws {
        let app = try await HeadlessFixture(.stack("main", ["welcome"]))
        let wireframe = Wireframe(root: app.window)
        try wireframe.register("/intro", option: .push) { _ in HeadlessScreen("intro") }
        try wireframe.register("/home", option: .push) { _ in HeadlessScreen("home") }
        let welcome = try app.screen("welcome")
        // sample UsingFlowContext/overview-19
        // sample FlowContext+Flow/init
        let onboarding = FlowContext(flow: OnboardingFlow(wireframe: wireframe))
        // sample end
        // sample end
        try onboarding.attach(to: welcome)

        // sample UsingFlowContext/overview-20
        // sample FlowContext+Flow/requestNextStep
        try await welcome.requestNextStep()
        // sample end
        // sample end

        let main = try app.stack("main")
        #expect(main.screens.screenIdentifiers == ["welcome", "intro"])
        let intro = try app.screen("intro")
        #expect(intro.ownFlowContext === onboarding)
        onboarding[ShowIntro.self] = false
        try await intro.requestNextStep()
        #expect(main.screens.screenIdentifiers == ["welcome", "intro", "home"])
        #expect(try app.screen("home").flowContext === onboarding)
    }
}
