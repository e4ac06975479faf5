// Holds samples of ThePipeline.md (the documentation tests check that they stay the same).
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// A product screen, as in route-composer's example: one per product id.
@MainActor
final class ProductScreen: HeadlessScreen {
    init(id: Int) { super.init("product:\(id)") }
}

/// "If the product screen for this id is already in the stack, pop back to it instead of pushing
/// a second one", as route-composer's finders do: `.reuse(else:)` on the fixture's inbox stack.
@MainActor
@Suite("Reusing a screen already on the stack")
struct ReuseTests {
    let fixture: WireframeFixture
    let made = Counter()

    /// Counts the screens a provider made.
    @MainActor final class Counter { var count = 0 }

    init() async throws {
        fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        let made = made
        try wireframe.register("/products/:id<int>", option: .reuse(else: .push)) { request in
            made.count += 1
            return ProductScreen(id: try request.parameters.value("id", as: Int.self))
        }
    }

    var wireframe: Wireframe { fixture.wireframe }

    @Test func theArticleSamplePopsBackToTheFirstProduct() async throws {
        // sample ThePipeline/reusing-what-is-shown-2
        try await wireframe.route(to: "/products/7")
        try await wireframe.route(to: "/products/8")
        try await wireframe.route(to: "/products/7")  // pops back to the first product 7
        // sample end
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "product:7"])
        #expect(made.count == 2)
    }

    @Test func theResultNamesTheScreenBroughtBackAndNoProvider() async throws {
        let first = try await wireframe.route(to: "/products/7").screen
        weak let eight = try await wireframe.route(to: "/products/8").screen
        let again = try await wireframe.route(to: "/products/7?from=search")
        #expect(again.screen === first)
        #expect(again.screenProvider == Wireframe.alreadyShown)
        #expect(again.transition == "ReuseTransition")
        #expect(again.placement.summary == "popped back on \"main\"")
        #expect(again.option.description == "reuse(else: push)")
        #expect(first.shownRoute?.url == "/products/7?from=search")
        #expect(first.shownRoute?.pathValues == ["7"])
        // Nothing the wireframe recorded keeps the popped product alive.
        #expect(eight == nil)
    }

    @Test func aShownRouteIsToldApartByItsParametersThenItsWildcardsThenTheRest() async throws {
        try wireframe.register("/files/:kind/*/**", option: .push) { _ in HeadlessScreen("file") }
        try wireframe.register("/pages/:section/:page?", option: .push) { _ in HeadlessScreen("page") }

        let file = try await wireframe.route(to: "/files/image/2024/a/b.png?kind=video").screen
        #expect(file.shownRoute?.pathValues == ["image", "2024", "a", "b.png"])
        let emptyRest = try await wireframe.route(to: "/files/text/old").screen
        #expect(emptyRest.shownRoute?.pathValues == ["text", "old"])
        // An optional parameter left out is read from the query, as the parameters read it.
        let fromQuery = try await wireframe.route(to: "/pages/help?page=3").screen
        #expect(fromQuery.shownRoute?.pathValues == ["help", "3"])
        let leftOut = try await wireframe.route(to: "/pages/help").screen
        #expect(leftOut.shownRoute?.pathValues == ["help", ""])
    }

    @Test func theProductOnTopIsNotShownTwice() async throws {
        let first = try await wireframe.route(to: "/products/7").screen
        let again = try await wireframe.route(to: "/products/7")
        #expect(again.screen === first)
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "product:7"])
        #expect(made.count == 1)
    }

    @Test func requestsAskedAtOnceEachSeeWhatTheOnesBeforeShowed() async throws {
        // Both asked before either runs: the second decides in its own turn, once the first
        // has pushed product 7, so it pops back to it instead of pushing a second one.
        let first = Task { try await wireframe.route(to: "/products/7") }
        let second = Task { try await wireframe.route(to: "/products/7") }
        let shown = try await first.value.screen
        #expect(try await second.value.screen === shown)
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "product:7"])
        #expect(made.count == 1)
    }

    @Test func anotherIdIsANewScreen() async throws {
        try await wireframe.route(to: "/products/7")
        let eight = try await wireframe.route(to: "/products/8")
        #expect(eight.placement.summary == "pushed onto \"main\"")
        #expect(eight.transition == "ReuseTransition")
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "product:7", "product:8"])
    }

    @Test func aScreenTheWireframeDidNotShowIsFoundByAPredicate() async throws {
        try wireframe.register(
            "/home",
            option: .reuse(matching: .where { screen, _ in screen.screenIdentifier == "inbox" }, else: .push)
        ) { _ in HeadlessScreen("another inbox") }
        try await wireframe.route(to: "/products/7")
        try await wireframe.route(to: "/products/8")
        let home = try await wireframe.route(to: "/home")
        #expect(home.screen === fixture.inbox)
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox"])
    }

    @Test func aProductUnderAModalIsNotReusedAndAFailedPushChangesNothing() async throws {
        try await wireframe.route(to: "/products/7")
        try await wireframe.route(to: "/settings", option: .present)
        let before = fixture.window.dump()
        let error = await #expect(throws: WireframeError.self) {
            try await wireframe.route(to: "/products/7")
        }
        #expect(error?.code == .noContainer)
        #expect(made.count == 2)
        #expect(fixture.window.dump() == before)
    }

    @Test func aPopThatFailsChangesNothing() async throws {
        let slow = try await WireframeFixture(animationDuration: .seconds(1))
        try slow.wireframe.register("/products/:id<int>", option: .reuse(else: .push(animated: false))) { request in
            ProductScreen(id: try request.parameters.value("id", as: Int.self))
        }
        try await slow.wireframe.route(to: "/products/7")
        try await slow.wireframe.route(to: "/products/8")
        // A push the app makes itself, still animating, when the request takes its turn.
        let pushing = Task { try await slow.stack.push(HeadlessScreen("other"), animated: true) }
        try await slow.clock.waitForSleepers()
        let before = slow.window.dump()
        let error = await #expect(throws: WireframeError.self) {
            try await slow.wireframe.route(to: "/products/7")
        }
        #expect(error?.code == .presentationFailed)
        #expect((error?.underlyingError as? PresentationError)?.code == .transitionInProgress)
        #expect(slow.window.dump() == before)
        slow.clock.advance(by: .seconds(1))
        try await pushing.value
    }
}
