// Holds samples of the `///` comments of TransitionContext.swift and RoutingAware.swift (the
// documentation tests check that they stay the same).
import Testing
import WireframeHeadless
import WireframeKit

/// A sheet style a VISPER app sets before the built-in presentation shows the screen.
@MainActor
private final class SheetStyle {
    var faded: [String] = []
    func fade(_ screen: any Screen) { faded.append(screen.screenIdentifier) }
}

/// VISPER's wireframe tests, translated: a routing presenter for the built-in option that does
/// something of its own and then lets the built-in one present.
@MainActor
@Suite("VISPER: a custom transition for .present falls back to the built-in one")
struct CustomTransitionFallBackTests {
    let fixture: WireframeFixture
    var wireframe: Wireframe { fixture.wireframe }

    init() async throws {
        fixture = try await WireframeFixture()
    }

    @Test("performNext hands the screen to the built-in transition, once")
    func fallsBackOnce() async throws {
        let sheetStyle = SheetStyle()
        // sample TransitionContext/performNext
        try wireframe.addTransition(name: "fade sheets", for: PresentOption.self) { screen, option, context in
            sheetStyle.fade(screen)
            return try await context.performNext(screen, option: option)  // the built-in present
        }
        // sample end
        let result = try await wireframe.route(to: "/compose", option: .present(inStack: true))
        #expect(sheetStyle.faded == ["compose"])
        #expect(result.transition == "fade sheets")
        #expect(result.placement.summary == "presented by \"inbox\" in a new stack \"modal\"")
        #expect(fixture.dump().contains("presents stack \"modal\""))
    }

    @Test("two transitions of the app for one option each add their part, in priority order, then the built-in")
    func aChainOfTransitions() async throws {
        var order: [String] = []
        for (name, priority) in [("outer", 2), ("inner", 1)] {
            try wireframe.addTransition(name: name, for: PresentOption.self, priority: priority) {
                screen,
                option,
                context in
                order.append(name)
                return try await context.performNext(screen, option: option)
            }
        }
        try await wireframe.route(to: "/compose", option: .present)
        #expect(order == ["outer", "inner"])
        #expect(fixture.dump().contains("presents screen \"compose\""))
    }

    @Test("performNext with no transition after this one for the option is a typed error; nothing changes")
    func nothingAfter() async throws {
        struct Sheet: RoutingOption { var animated = true }
        try wireframe.addTransition(name: "sheet", for: Sheet.self) { screen, option, context in
            try await context.performNext(screen, option: option)
        }
        await expectWireframeError(
            .noTransition,
            naming: [#"no transition after "sheet" handles option"#],
            in: fixture
        ) {
            try await wireframe.route(to: "/compose", option: Sheet())
        }
    }

    @Test("a transition that hands the screen on to its own option fails with a typed error instead of looping")
    func handsOnToItself() async throws {
        var entered = 0
        try wireframe.addTransition(name: "loops", for: PresentOption.self) { screen, option, context in
            entered += 1
            if entered > 20 { throw TestError("re-entered \(entered) times") }
            return try await context.perform(screen, option: option)
        }
        await expectWireframeError(
            .transitionFailed,
            naming: [#""compose" was handed from transition to transition more than 16 times"#, "performNext"],
            in: fixture
        ) {
            try await wireframe.route(to: "/compose", option: .present)
        }
        #expect(entered == 16)
    }
}

/// A deck of cards: a container of the app's own, its active child the last card added.
@MainActor
private final class CardDeck: HeadlessContainer, ChildContainer {
    var activeChild: (any Screen)? { children.last }
}

/// VISPER's wireframe tests show screens inside containers of the app's own: on the headless
/// backend a container of your own links its children, so the built-in options go into it.
@MainActor
@Suite("VISPER: a custom container on the headless backend")
struct HeadlessCustomContainerTests {
    let window = HeadlessWindow(animationDuration: .zero)
    let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())

    init() throws {
        try wireframe.register("/cards/:id<int>") { request in HeadlessScreen("card:\(request.parameters["id"] ?? "?")")
        }
        try wireframe.register("/help") { _ in HeadlessScreen("help") }
        wireframe.attach(root: window)
    }

    @Test(".push goes onto the stack the deck's active card is")
    func pushIntoTheDeck() async throws {
        let deck = CardDeck("deck")
        try deck.addChild(HeadlessStack("card", screens: [HeadlessScreen("card:1")]))
        try await window.setRoot(deck, animated: false)
        let result = try await wireframe.route(to: "/cards/2", option: .push)
        #expect(result.placement.summary == "pushed onto \"card\"")
        #expect(
            window.dump()
                == """
                window
                └─ container "deck"
                   └─ stack "card"
                      ├─ screen "card:1"
                      └─ screen "card:2"
                """
        )
    }

    @Test(".show pushes onto the stack the deck is on, as UIKit's navigationController of a child")
    func showFromAChildOfADeckOnAStack() async throws {
        let deck = CardDeck("deck")
        try deck.addChild(HeadlessScreen("card:1"))
        try await window.setRoot(try HeadlessStack("main", screens: [deck]), animated: false)
        let result = try await wireframe.route(to: "/cards/2", option: .show)
        #expect(result.placement.summary == "pushed onto \"main\"")
        let back = try await wireframe.navigator.back()
        #expect(back.removed.map(\.screenIdentifier) == ["card:2"])
    }

    @Test(".show presents from the active card when no stack holds the deck")
    func showPresentsFromTheCard() async throws {
        let deck = CardDeck("deck")
        try deck.addChild(HeadlessScreen("card:1"))
        try await window.setRoot(deck, animated: false)
        let result = try await wireframe.route(to: "/help", option: .show)
        #expect(result.placement.summary == "presented by \"card:1\"")
    }
}

/// A colour route, as route-composer's colour screen and VISPER's routed controllers read it.
private struct ColorRoute: Route {
    static let pattern = "/colors/:color"
    var color: String
}

// sample RoutingAware/RoutingAware
final class ColorScreen: HeadlessScreen, RoutingAware {
    var color = ""
    func didRoute(_ result: RoutingResult) {
        color = result.request.route(as: ColorRoute.self)?.color ?? ""
    }
}
// sample end

/// VISPER's routing-aware controllers: a screen told that it was routed to, with the request.
@MainActor
@Suite("VISPER: a screen hears it was routed to, with the request")
struct RoutingAwareScreenTests {
    let fixture: WireframeFixture
    var wireframe: Wireframe { fixture.wireframe }

    init() async throws {
        fixture = try await WireframeFixture()
        try fixture.wireframe.register(ColorRoute.self, option: .push) { _, _ in ColorScreen() }
    }

    @Test("a new screen hears the request that showed it, after its transition")
    func newScreen() async throws {
        var order: [String] = []
        try wireframe.addObserver(
            name: "after",
            didRoute: { result in
                order.append("observer: \((result.screen as? ColorScreen)?.color ?? "?")")
            }
        )
        let result = try await wireframe.route(to: ColorRoute(color: "red"))
        let screen = try #require(result.screen as? ColorScreen)
        #expect(screen.color == "red")
        #expect(order == ["observer: red"])
        #expect(!result.screenWasAlreadyShown)
    }

    @Test("a request that fails tells no screen")
    func failedRequestTellsNothing() async throws {
        let screen = ColorScreen()
        try wireframe.register("/refused") { _ in screen }
        try wireframe.addTransition(name: "refuses", for: PushOption.self, patterns: ["/refused"]) { _, _, _ in
            throw TestError("no")
        }
        _ = try? await wireframe.route(to: "/refused", option: .push)
        #expect(screen.color == "")
    }
}
