// Holds samples of the `///` comments of HeadlessFixture+Layout.swift (the documentation tests
// check that they stay the same).
import Testing
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

/// A headless window built in one call, and what it built found by identifier.
@MainActor
struct HeadlessFixtureTests {
    @Test func theDefaultIsStackMainWithScreenInbox() async throws {
        let app = try await HeadlessFixture()
        #expect(app.window.dump() == "window\n└─ stack \"main\"\n   └─ screen \"inbox\"")
        #expect(try app.stack("main").screens.screenIdentifiers == ["inbox"])
    }

    @Test func tabsOfStacksAndScreensWithTitles() async throws {
        let app = try await HeadlessFixture(
            // sample HeadlessFixture+Layout/Layout
            .tabs(
                "root",
                [
                    .stack("mail", [.screen("inbox", title: "Inbox"), "message:42"]),
                    "settings",
                ]
            )
            // sample end
        )
        #expect(
            app.window.dump() == """
                window
                └─ tabs "root" (selected: 0)
                   ├─ [0] stack "mail"
                   │  ├─ screen "inbox" (Inbox)
                   │  └─ screen "message:42"
                   └─ [1] screen "settings"
                """
        )
        #expect(try app.tabs("root").selectedTab === app.stack("mail"))
        #expect(try app.screen("inbox").title == "Inbox")
        #expect(try app.screen("mail") === app.stack("mail"), "a stack is a headless screen too")
    }

    @Test func emptyContainersAreAllowed() async throws {
        let app = try await HeadlessFixture(.tabs("root", [.stack("empty", [])]))
        #expect(try app.stack("empty").screens.isEmpty)
        let bare = try await HeadlessFixture(.tabs("bare", []))
        #expect(try bare.tabs("bare").selectedIndex == nil)
    }

    @Test func aLayoutThatBreaksUIKitsRulesThrows() async {
        let error = await #expect(throws: PresentationError.self) {
            try await HeadlessFixture(.stack("outer", [.stack("inner", ["a"])]))
        }
        #expect(error?.code == .stackInsideStack)
    }

    @Test func lookingUpWhatIsNotThereNamesWhatIs() async throws {
        let app = try await HeadlessFixture(.stack("main", ["inbox"]))
        let missing = #expect(throws: PresentationError.self) { try app.stack("mail") }
        #expect(missing?.code == .notInHierarchy)
        #expect(missing?.message == #"the window holds no stack "mail"; it holds "main", "inbox""#)
        let wrongKind = #expect(throws: PresentationError.self) { try app.tabs("main") }
        #expect(wrongKind?.message == #"the window holds no tabs "main"; it holds "main", "inbox""#)
    }

    @Test func lookupsFollowTheHierarchyAsItChanges() async throws {
        let app = try await HeadlessFixture()
        try await app.stack("main").push(HeadlessScreen("message"), animated: false)
        #expect(try app.screen("message").enclosingStack === app.stack("main"))
    }

    @Test func animatedTransitionsWaitForTheClock() async throws {
        let app = try await HeadlessFixture(animationDuration: .milliseconds(300))
        let stack = try app.stack("main")
        let push = Task { try await stack.push(HeadlessScreen("message"), animated: true) }
        try await app.clock.waitForSleepers()
        #expect(stack.screens.screenIdentifiers == ["inbox"])
        app.clock.advance(by: .milliseconds(300))
        try await push.value
        #expect(stack.screens.screenIdentifiers == ["inbox", "message"])
    }
}
