import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

// Compile-time check: the factory may be stored and passed anywhere.
private func requireSendable<T: Sendable>(_: T.Type) {}
private func factorySendableCheck() { requireSendable(HeadlessContainerFactory.self) }

/// `HeadlessContainerFactory` makes headless stacks, names them as asked, refuses what a stack
/// refuses, and gives a wireframe the stacks its `inStack: true` options need.
@MainActor
struct HeadlessContainerFactoryTests {
    @Test func makesAnUnnamedStackHoldingTheScreensOutsideAnyHierarchy() throws {
        let compose = HeadlessScreen("compose")
        let recipients = HeadlessScreen("recipients")
        let stack = try HeadlessContainerFactory().makeStack(with: [compose, recipients])
        let headless = try #require(stack as? HeadlessStack)
        #expect(headless.screens.screenIdentifiers == ["compose", "recipients"])
        #expect(headless.screenIdentifier == "stack")
        #expect(recipients.enclosingStack === headless)
        #expect(headless.enclosingStack == nil && headless.presentingScreen == nil)
        #expect(headless.dump() == "stack\n├─ screen \"compose\"\n└─ screen \"recipients\"")
    }

    @Test(arguments: [
        (HeadlessContainerFactory.StackNaming.named("modal"), "modal"),
        (.afterFirstScreen, "compose-stack"),
        (.custom { screens in "flow:\(screens.count)" }, "flow:2"),
        (.custom { _ in nil }, "stack"),
        (.unnamed, "stack"),
    ])
    func namesTheStackAsTheNamingSays(naming: HeadlessContainerFactory.StackNaming, name: String) throws {
        let factory = HeadlessContainerFactory(naming: naming)
        let stack = try factory.makeStack(with: [HeadlessScreen("compose"), HeadlessScreen("to")])
        #expect(stack.screenIdentifier == name)
    }

    @Test func theSameScreensGetTheSameNameEveryTime() throws {
        let factory = HeadlessContainerFactory(naming: .afterFirstScreen)
        let first = try factory.makeStack(with: [HeadlessScreen("login")])
        let second = try factory.makeStack(with: [HeadlessScreen("login")])
        #expect(first.screenIdentifier == "login-stack")
        #expect(second.screenIdentifier == first.screenIdentifier)
        #expect(first !== second)
    }

    @Test func refusesWhatAStackCannotHoldAndChangesNothing() async throws {
        let f = try await Fixture()
        let factory = HeadlessContainerFactory()
        let empty = #expect(throws: PresentationError.self) { try factory.makeStack(with: []) }
        #expect(empty?.code == .empty)
        let nested = #expect(throws: PresentationError.self) {
            try factory.makeStack(with: [HeadlessStack("inner")])
        }
        #expect(nested?.code == .stackInsideStack)
        let foreign = #expect(throws: PresentationError.self) {
            try factory.makeStack(with: [ForeignScreen("foreign")])
        }
        #expect(foreign?.code == .foreignScreen)
        let twice = HeadlessScreen("twice")
        let duplicate = #expect(throws: PresentationError.self) {
            try factory.makeStack(with: [twice, twice])
        }
        #expect(duplicate?.code == .alreadyInHierarchy)

        let before = f.window.dump()
        let shown = #expect(throws: PresentationError.self) {
            try factory.makeStack(with: [f.inbox])
        }
        #expect(shown?.code == .alreadyInHierarchy)
        #expect(shown?.message.contains("\"inbox\"") == true)
        #expect(f.window.dump() == before)
        #expect(f.inbox.enclosingStack === f.stack)
    }

    @Test func aWireframePresentsInAStackMadeByTheFactory() async throws {
        let f = try await Fixture()
        let wireframe = Wireframe(
            root: f.window,
            containerFactory: HeadlessContainerFactory(naming: .afterFirstScreen)
        )
        try wireframe.register("/compose", option: .present(inStack: true, animated: false)) { _ in
            HeadlessScreen("compose", title: "New Message")
        }
        let result = try await wireframe.route(to: "/compose")
        #expect(result.placement.summary == "presented by \"inbox\" in a new stack \"compose-stack\"")
        #expect(
            f.window.dump() == """
                window
                └─ stack "main"
                   └─ screen "inbox" (Inbox)
                      └─ presents stack "compose-stack"
                         └─ screen "compose" (New Message)
                """
        )
    }

    @Test func aWireframeReplacesTheRootWithAStackMadeByTheFactory() async throws {
        let f = try await Fixture()
        let wireframe = Wireframe(root: f.window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/home", option: .replaceRoot(inStack: true, animated: false)) { _ in
            HeadlessScreen("home")
        }
        try await wireframe.route(to: "/home")
        #expect(f.window.dump() == "window\n└─ stack\n   └─ screen \"home\"")
        #expect(f.inbox.enclosingStack === f.stack)
        #expect(f.stack.enclosingStack == nil)
    }
}
