import Testing
import WireframeHeadless
import WireframeKit
import WireframeNavigation
import WireframePresentation
import WireframeTestSupport

/// A container of the app's own joins the undo log: a change of its children made as a step of
/// the app's own is taken back whole when its turn fails.
@MainActor
@Suite("Steps of the app's own")
struct AppStepTests {
    /// The app's step that shows `screen` in the detail column of `split`; taken back, the
    /// detail column shown before comes back.
    static func showInDetailColumn(_ screen: any Screen, of split: HeadlessSplit) -> NavigationStep {
        .reversible(
            ReversibleStep("show \(screen.screenIdentifier) in the detail column of \(split.screenIdentifier)") {
                let previous = split.secondary
                try await split.showSecondary(screen, animated: true)
                return {
                    if let previous { try await split.showSecondary(previous, animated: false) }
                }
            }
        )
    }

    /// A window whose root is the split view "mail": the stack "list" (inbox) and, in the
    /// detail column, the stack "detail" (message:1).
    static func mailWindow() async throws -> (HeadlessWindow, HeadlessSplit, HeadlessStack) {
        let window = HeadlessWindow(animationDuration: .zero)
        let detail = try HeadlessStack("detail", screens: [HeadlessScreen("message:1")])
        let split = try HeadlessSplit(
            "mail",
            primary: try HeadlessStack("list", screens: [HeadlessScreen("inbox")]),
            secondary: detail
        )
        try await window.setRoot(split, animated: false)
        return (window, split, detail)
    }

    /// The sample of `ReversibleStep.showChild(_:at:of:animated:)`'s doc comment
    /// (ReversibleStep.swift), run as written.
    @Test("the ready-made child step of ReversibleStep.swift's sample shows the message in the detail column")
    func showChildSample() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let split = try HeadlessSplit("mail", primary: HeadlessScreen("inbox"), secondary: HeadlessScreen("message:1"))
        try await window.setRoot(split, animated: false)
        let navigator = Navigator(root: window)
        let message = HeadlessScreen("message:2")
        // sample ReversibleStep/showChild
        try await navigator.inTurn(named: "show message 2") { turn in
            try await turn.apply(.reversible(.showChild(message, at: 1, of: split)))
        }
        // sample end
        #expect(split.secondary === message)
    }

    @Test("a step of the app's own that stays is reported by its name")
    func reportedByName() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let split = try HeadlessSplit("mail", primary: HeadlessScreen("inbox"), secondary: HeadlessScreen("message:1"))
        try await window.setRoot(split, animated: false)
        let navigator = Navigator(root: window)
        var records: [NavigationStep.Record] = []
        let observation = navigator.observeChanges { change in records += change.records }
        try await navigator.inTurn(named: "show message 2") { turn in
            try await turn.apply(Self.showInDetailColumn(HeadlessScreen("message:2"), of: split))
        }
        observation.cancel()
        #expect(records == [.reversible("show message:2 in the detail column of mail")])
        #expect(split.secondary?.screenIdentifier == "message:2")
    }

    @Test("an app's split container: a failed turn that changed its detail column is taken back whole")
    func splitDetailColumnTakenBack() async throws {
        let (window, split, detail) = try await Self.mailWindow()
        let navigator = Navigator(root: window)
        let before = window.dump()

        let newDetail = try HeadlessStack("detail", screens: [HeadlessScreen("message:2")])
        await #expect(throws: Planned.self) {
            try await navigator.inTurn(named: "show message 2, then fail") { turn in
                try await turn.apply(Self.showInDetailColumn(newDetail, of: split))
                try await turn.apply(.push(HeadlessScreen("attachment"), onto: newDetail))
                #expect(split.secondary === newDetail)
                throw Planned()
            }
        }
        #expect(window.dump() == before)
        #expect(split.secondary === detail)
        #expect(detail.screens.map(\.screenIdentifier) == ["message:1"])
    }

    /// A container of the app's own that names its active child but says nothing of how to
    /// change its children.
    final class Deck: HeadlessContainer, ChildContainer {
        var activeChild: (any Screen)? { children.last }
    }

    @Test("an app's split view: a failed request that changed its detail column is taken back whole")
    func failedRequestTakesDetailColumnBack() async throws {
        let (window, split, detail) = try await Self.mailWindow()
        let wireframe = Wireframe(root: window)
        let newDetail = try HeadlessStack("detail", screens: [HeadlessScreen("message:2")])
        struct InDetail: RoutingOption { var animated = false }
        try wireframe.register("/attachment", option: InDetail()) { _ in HeadlessScreen("attachment") }
        // The request shows a new detail column, pushes in it, then fails.
        try wireframe.addTransition(name: "in detail", for: InDetail.self) { screen, _, context in
            try await context.apply(.reversible(.showChild(newDetail, at: 1, of: split, animated: false)))
            try await context.apply(.push(screen, onto: newDetail, animated: false))
            #expect(split.secondary === newDetail)
            throw Planned()
        }
        let before = window.dump()

        let error = await #expect(throws: WireframeError.self) { try await wireframe.route(to: "/attachment") }

        #expect(error?.underlyingError is Planned, "the request failed after it changed the detail column")
        #expect(window.dump() == before)
        #expect(split.secondary === detail)
        #expect(newDetail.screens.map(\.screenIdentifier) == ["message:2"])
    }

    @Test("a split view given a detail column where it had none: taken back, it has none again")
    func emptyDetailColumnTakenBack() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let split = try HeadlessSplit("mail", primary: try HeadlessStack("list", screens: [HeadlessScreen("inbox")]))
        try await window.setRoot(split, animated: false)
        let navigator = Navigator(root: window)
        await #expect(throws: Planned.self) {
            try await navigator.inTurn(named: "show message 1, then fail") { turn in
                try await turn.apply(.reversible(.showChild(HeadlessScreen("message:1"), at: 1, of: split)))
                #expect(split.secondary?.screenIdentifier == "message:1")
                throw Planned()
            }
        }
        #expect(split.secondary == nil)
    }

    @Test("a container of the app's own that cannot change its children refuses the step, naming itself")
    func containerWithoutShowChildRefuses() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let deck = Deck("deck")
        try deck.addChild(HeadlessScreen("card:1"))
        try await window.setRoot(deck, animated: false)
        let navigator = Navigator(root: window)
        let before = window.dump()
        let error = await #expect(throws: NavigationError.self) {
            try await navigator.inTurn(named: "show card 2") { turn in
                _ = try await turn.apply(.reversible(.showChild(HeadlessScreen("card:2"), at: 0, of: deck)))
            }
        }
        #expect(error?.code == .stepRefused)
        #expect(error?.step == .reversible(#"show "card:2" as child 0 of "deck""#))
        let refusal = error?.underlyingError as? PresentationError
        #expect(refusal?.code == .cannotChangeChildren)
        #expect(refusal?.message.contains("\"deck\"") == true)
        #expect(window.dump() == before)
    }
}
