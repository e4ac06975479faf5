import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

private enum Total: FlowContextKey {
    static let defaultValue = 0
}

/// What each plug-in saw of a request's flow contexts.
@MainActor
final class FlowSightings {
    var observer: (starting: FlowContext?, context: FlowContext?)?
    var optionProvider: FlowContext?
    var screenProvider: FlowContext?
    var handover: FlowContextHandover?
}

@MainActor
@Suite("Wireframe: requests carry flow contexts and hand them on to the screens shown")
struct FlowContextHandoverTests {
    /// The fixture, its inbox screen holding `checkout`, and `/checkout/:step` registered with
    /// `handover`, recording what its plug-ins see and keeping the last screen made.
    func checkoutFixture(
        _ handover: FlowContextHandover?,
        checkout: FlowContext?
    ) async throws -> (WireframeFixture, FlowSightings, LastScreen) {
        let fixture = try await WireframeFixture()
        if let checkout { try checkout.attach(to: fixture.inbox) }
        let seen = FlowSightings()
        let last = LastScreen()
        try fixture.wireframe.register("/checkout/:step", option: .push, flowContext: handover) { request in
            seen.screenProvider = request.flowContext
            seen.handover = request.flowContextHandover
            let screen = HeadlessScreen("checkout:\(request.parameters["step"] ?? "?")")
            last.made(screen)
            return screen
        }
        try fixture.wireframe.addObserver(
            name: "sees",
            patterns: ["/checkout/:step"],
            willRoute: { request in
                seen.observer = (request.startingFlowContext, request.flowContext)
                return .proceed
            }
        )
        try fixture.wireframe.addOptionProvider(name: "sees", patterns: ["/checkout/:step"]) { request, current in
            seen.optionProvider = request.flowContext
            return current
        }
        return (fixture, seen, last)
    }

    @Test("every plug-in sees the context of the screen the request starts from; no hand-over gives none")
    func theStartingContextWithoutAHandover() async throws {
        let checkout = FlowContext()
        let (fixture, seen, last) = try await checkoutFixture(nil, checkout: checkout)
        let result = try await fixture.wireframe.route(to: "/checkout/address")
        #expect(seen.observer?.starting === checkout)
        #expect(seen.observer?.context === checkout)
        #expect(seen.optionProvider === checkout)
        #expect(seen.screenProvider === checkout)
        #expect(seen.handover == nil)
        #expect(result.request.flowContext === checkout)
        #expect(last.screen?.ownFlowContext == nil)
        #expect(last.screen?.flowContext == nil)
    }

    @Test("the starting context is the one the screen on top reaches up its chain")
    func theStartingContextUpTheChain() async throws {
        let (fixture, seen, _) = try await checkoutFixture(nil, checkout: nil)
        let main = FlowContext()
        try main.attach(to: fixture.stack)
        try await fixture.wireframe.route(to: "/checkout/cart")
        #expect(seen.observer?.starting === main)
        try await fixture.wireframe.route(to: "/compose", option: .present(inStack: true))
        try await fixture.wireframe.route(to: "/checkout/address")
        #expect(seen.observer?.starting === main)  // compose, presented over inbox, reaches it too
    }

    @Test("shared: the screen shown is given the starting context itself")
    func shared() async throws {
        let checkout = FlowContext()
        let (fixture, seen, last) = try await checkoutFixture(.shared, checkout: checkout)
        try await fixture.wireframe.route(to: "/checkout/address")
        #expect(last.screen?.ownFlowContext === checkout)
        #expect(seen.screenProvider === checkout)
        #expect(seen.handover == .shared)
        // The next request starts from the address screen, whose context is the same.
        try await fixture.wireframe.route(to: "/checkout/payment")
        #expect(last.screen?.ownFlowContext === checkout)
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "checkout:address", "checkout:payment"])
    }

    @Test("branch: the screen shown is given a branch, the one every plug-in saw")
    func branch() async throws {
        let checkout = FlowContext()
        checkout[Total.self] = 40
        let (fixture, seen, last) = try await checkoutFixture(.branch, checkout: checkout)
        try await fixture.wireframe.route(to: "/checkout/gift")
        let branch = try #require(last.screen?.ownFlowContext)
        #expect(branch !== checkout)
        #expect(branch.parent === checkout)
        #expect(seen.observer?.starting === checkout)
        #expect(seen.observer?.context === branch)
        #expect(seen.optionProvider === branch)
        #expect(seen.screenProvider === branch)
        #expect(branch[Total.self] == 40)
    }

    @Test("new, and a context given: the screen shown is given that one")
    func newAndGiven() async throws {
        let checkout = FlowContext()
        let (fixture, seen, last) = try await checkoutFixture(.new, checkout: checkout)
        try await fixture.wireframe.route(to: "/checkout/cart")
        let fresh = try #require(last.screen?.ownFlowContext)
        #expect(fresh !== checkout && fresh.parent == nil)
        #expect(seen.observer?.starting === checkout)

        let given = FlowContext()
        try await fixture.wireframe.route(to: "/checkout/help", flowContext: .context(given))
        #expect(last.screen?.ownFlowContext === given)
        #expect(seen.handover == .context(given))
    }

    @Test("the caller's choice wins over the route's")
    func theRequestsChoiceWins() async throws {
        let checkout = FlowContext()
        let (fixture, _, last) = try await checkoutFixture(.shared, checkout: checkout)
        try await fixture.wireframe.route(to: "/checkout/gift", flowContext: .branch)
        #expect(last.screen?.ownFlowContext?.parent === checkout)
    }

    @Test("with no context to start from, shared and branch give a new one")
    func noStartingContext() async throws {
        let (fixture, seen, last) = try await checkoutFixture(.shared, checkout: nil)
        try await fixture.wireframe.route(to: "/checkout/cart")
        let started = try #require(last.screen?.ownFlowContext)
        #expect(seen.observer?.starting == nil)
        #expect(seen.screenProvider === started)
        try await fixture.wireframe.route(to: "/checkout/address", flowContext: .branch)
        #expect(last.screen?.ownFlowContext?.parent === started)
    }

    @Test("a redirect follows the choice of the route it lands on, and the caller's")
    func redirects() async throws {
        let checkout = FlowContext()
        let (fixture, _, last) = try await checkoutFixture(.branch, checkout: checkout)
        try fixture.wireframe.register("/basket")
        try fixture.redirect("/basket", to: "/checkout/cart", observer: "renamed")
        try await fixture.wireframe.route(to: "/basket")
        let branch = try #require(last.screen?.ownFlowContext)
        #expect(branch.parent === checkout)
        try await fixture.wireframe.route(to: "/basket", flowContext: .shared)
        #expect(last.screen?.ownFlowContext === branch)  // the top screen's, now the branch
    }

    @Test("screen(for:) gives the screen it makes its context too")
    func screenFor() async throws {
        let checkout = FlowContext()
        let (fixture, _, _) = try await checkoutFixture(.shared, checkout: checkout)
        let screen = try await fixture.wireframe.screen(for: "/checkout/address")
        #expect(screen.ownFlowContext === checkout)
        let branched = try await fixture.wireframe.screen(for: "/checkout/gift", flowContext: .branch)
        #expect(branched.ownFlowContext?.parent === checkout)
    }

    @Test("a screen with another context of its own fails the request, unchanged")
    func aScreenWithAnotherContext() async throws {
        let checkout = FlowContext()
        let fixture = try await WireframeFixture()
        try checkout.attach(to: fixture.inbox)
        let cached = HeadlessScreen("cached")
        let its = FlowContext()
        try its.attach(to: cached)
        try fixture.wireframe.register("/cached", option: .push, flowContext: .shared) { _ in cached }
        let error = await expectWireframeError(
            .flowContextHandoverFailed,
            naming: ["\"/cached\"", "\"cached\"", "shared"],
            in: fixture
        ) {
            try await fixture.wireframe.route(to: "/cached")
        }
        #expect((error?.underlyingError as? FlowContextError)?.code == .alreadyAttached)
        #expect(cached.ownFlowContext === its)
        // The screen's own context is the one the hand-over gives: nothing to do.
        try await fixture.wireframe.route(to: "/cached", flowContext: .context(its))
        #expect(fixture.stack.topScreen === cached)
    }

    @Test("a failed transition takes the context it gave off the screen again")
    func aFailedTransition() async throws {
        let (fixture, _, last) = try await checkoutFixture(.new, checkout: FlowContext())
        last.keepsScreens = true
        await expectWireframeError(.noTransition, in: fixture) {
            try await fixture.wireframe.route(to: "/checkout/cart", option: UnhandledOption())
        }
        #expect(last.screen?.screenIdentifier == "checkout:cart")
        #expect(last.screen?.ownFlowContext == nil)
        try fixture.wireframe.addTransition(BrokenTransition(), patterns: ["/checkout/:step"])
        await expectWireframeError(.transitionFailed, in: fixture) {
            try await fixture.wireframe.route(to: "/checkout/address")
        }
        #expect(last.screen?.screenIdentifier == "checkout:address")
        #expect(last.screen?.ownFlowContext == nil)
    }

    @Test("a route's choice can be set, read and removed apart from registering it")
    func settingARoutesChoice() async throws {
        let checkout = FlowContext()
        let (fixture, _, last) = try await checkoutFixture(nil, checkout: checkout)
        let wireframe = fixture.wireframe
        try wireframe.setFlowContextHandover(.shared, forRoute: "/checkout//:step")
        let pattern = try #require(wireframe.routeTable.pattern("/checkout/:step"))
        #expect(wireframe.flowContextHandover(forRoute: pattern) == .shared)
        try await wireframe.route(to: "/checkout/cart")
        #expect(last.screen?.ownFlowContext === checkout)
        try wireframe.setFlowContextHandover(nil, forRoute: "/checkout/:step")
        #expect(wireframe.flowContextHandover(forRoute: pattern) == nil)
        try await wireframe.route(to: "/checkout/address")
        #expect(last.screen?.ownFlowContext == nil)

        let unknown = #expect(throws: RouteError.self) {
            try wireframe.setFlowContextHandover(.shared, forRoute: "/chekout/:step")
        }
        #expect(unknown?.code == .unknownPattern)
        #expect(unknown?.message.contains("/chekout/:step") == true)
        let malformed = #expect(throws: RouteError.self) {
            try wireframe.setFlowContextHandover(.shared, forRoute: "/checkout/:")
        }
        #expect(malformed?.code == .malformedPattern)
    }

    @Test("a context the wireframe handed on is freed with the last screen holding it")
    func memory() async throws {
        let fixture = try await WireframeFixture()
        let last = LastScreen()
        try fixture.wireframe.register("/checkout/:step", option: .push, flowContext: .new) { request in
            let screen = HeadlessScreen("checkout:\(request.parameters["step"] ?? "?")")
            last.made(screen)
            return screen
        }
        weak var context: FlowContext?
        try await fixture.wireframe.route(to: "/checkout/cart")
        context = last.screen?.ownFlowContext
        try await fixture.wireframe.route(to: "/checkout/address", flowContext: .shared)
        #expect(last.screen?.ownFlowContext === context)
        #expect(context != nil)
        try await fixture.wireframe.navigator.back(animated: false)
        #expect(context != nil)
        try await fixture.wireframe.navigator.back(animated: false)
        #expect(context == nil)
    }
}

/// The last screen a provider made, held weakly unless ``keepsScreens``.
@MainActor
final class LastScreen {
    weak var screen: HeadlessScreen?
    var keepsScreens = false
    private var kept: [HeadlessScreen] = []

    func made(_ screen: HeadlessScreen) {
        self.screen = screen
        if keepsScreens { kept.append(screen) }
    }
}
