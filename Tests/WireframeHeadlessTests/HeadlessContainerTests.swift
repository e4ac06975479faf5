// Holds the sample of the `///` comment of HeadlessContainer.swift (the documentation tests
// check that it stays the same).
import Testing
import WireframeHeadless
import WireframePresentation

/// A deck of cards, its active child the last card added.
private final class Deck: HeadlessContainer, ChildContainer {
    var activeChild: (any Screen)? { children.last }
}

/// A screen that counts its loads.
private final class Counted: HeadlessScreen {
    var loads = 0
    override func screenDidLoad() { loads += 1 }
}

/// `HeadlessContainer`: a container of the app's own links its children, as UIKit's
/// `addChild(_:)` does, so that they are in the hierarchy where the container is.
@MainActor
@Suite("A container of your own")
struct HeadlessContainerTests {
    @Test func theSampleLinksTheCard() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        // sample HeadlessContainer/HeadlessContainer
        final class CardDeck: HeadlessContainer, ChildContainer {
            var activeChild: (any Screen)? { children.last }
        }
        let deck = CardDeck("deck")
        try deck.addChild(HeadlessStack("card", screens: [HeadlessScreen("card:1")]))
        // sample end
        try await window.setRoot(deck, animated: false)
        #expect(window.topmostScreen?.screenIdentifier == "card:1")
        #expect(window.topmostScreen?.enclosingStack?.screenIdentifier == "card")
        #expect(
            window.dump()
                == """
                window
                └─ container "deck"
                   └─ stack "card"
                      └─ screen "card:1"
                """
        )
    }

    @Test func aChildKnowsTheStackAndTabsTheContainerIsIn() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let deck = Deck("deck")
        let card = HeadlessScreen("card:1")
        try deck.addChild(card)
        let stack = try HeadlessStack("main", screens: [deck])
        try await window.setRoot(try HeadlessTabs("tabs", tabs: [stack]), animated: false)
        #expect(card.enclosingStack === stack)
        #expect(card.enclosingTabs === window.root)
        // In the window: it presents.
        try await card.present(HeadlessScreen("help"), animated: false)
        #expect(card.presentedScreen?.screenIdentifier == "help")
    }

    @Test func aChildIsLoadedWhenItComesIntoTheWindow() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let deck = Deck("deck")
        let early = Counted("early")
        try deck.addChild(early)
        #expect(early.loads == 0)
        try await window.setRoot(deck, animated: false)
        let late = Counted("late")
        try deck.addChild(late)
        #expect(early.loads == 1)
        #expect(late.loads == 1)
    }

    @Test func aScreenAlreadyInAHierarchyIsRefusedAndNothingChanges() async throws {
        let deck = Deck("deck")
        let stack = try HeadlessStack("main", screens: [HeadlessScreen("inbox")])
        let inbox = try #require(stack.screens.first)
        let error = #expect(throws: PresentationError.self) { try deck.addChild(inbox) }
        #expect(error?.code == .alreadyInHierarchy)
        #expect(deck.children.isEmpty)
        #expect(inbox.enclosingStack === stack)
        let cycle = #expect(throws: PresentationError.self) { try deck.addChild(deck) }
        #expect(cycle?.code == .alreadyInHierarchy)
    }

    @Test func aRemovedChildLeavesTheHierarchyAndIsFreed() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let deck = Deck("deck")
        try await window.setRoot(deck, animated: false)
        weak var weakCard: HeadlessScreen?
        do {
            let card = HeadlessScreen("card:1")
            weakCard = card
            try deck.addChild(card)
            try await card.present(HeadlessScreen("help"), animated: false)
            #expect(deck.removeChild(card))
            #expect(card.presentedScreen == nil)
            #expect(!deck.removeChild(card))
        }
        #expect(weakCard == nil)
        #expect(window.dump() == "window\n└─ container \"deck\"")
    }
}
