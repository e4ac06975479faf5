import Testing
import WireframeHeadless
import WireframeNavigation
import WireframePresentation
import WireframeTestSupport

/// Every kind of navigation step, applied in a turn that then fails, is taken back: the window is
/// as it was before the turn, modals of the screens that left included.
@MainActor
@Suite("Navigation steps: each one taken back when its turn fails")
struct StepUndoTests {
    /// A window with tabs: [0] stack "main" holding "inbox" (which presents "compose", itself
    /// presenting "tip"), [1] "settings"; tab 0 selected.
    private func tabbedWindow() async throws -> (HeadlessWindow, HeadlessTabs, HeadlessStack, Navigator) {
        let window = HeadlessWindow(animationDuration: .zero)
        let inbox = HeadlessScreen("inbox")
        let stack = try HeadlessStack("main", screens: [inbox])
        let tabs = try HeadlessTabs("tabs", tabs: [stack, HeadlessScreen("settings")])
        try await window.setRoot(tabs, animated: false)
        let compose = HeadlessScreen("compose")
        try await inbox.present(compose, animated: false)
        try await compose.present(HeadlessScreen("tip"), animated: false)
        return (window, tabs, stack, Navigator(root: window))
    }

    /// Applies `steps` in a turn that then fails, and expects the window as it was.
    private func expectTakenBack(
        _ window: HeadlessWindow,
        _ navigator: Navigator,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ steps: @escaping @MainActor (NavigationTurn) throws -> [NavigationStep]
    ) async {
        let before = window.dump()
        var changed = ""
        await #expect(throws: Planned.self, sourceLocation: sourceLocation) {
            try await navigator.inTurn(named: "fails after its steps") { turn in
                try await turn.apply(try steps(turn))
                changed = window.dump()
                throw Planned()
            }
        }
        #expect(changed != before, "the steps changed nothing", sourceLocation: sourceLocation)
        #expect(window.dump() == before, sourceLocation: sourceLocation)
    }

    @Test("push, pop (with the modals of the screens popped), set screens")
    func stacks() async throws {
        let (window, _, stack, navigator) = try await tabbedWindow()
        let message = HeadlessScreen("message")
        await expectTakenBack(window, navigator) { _ in [.push(message, onto: stack, animated: false)] }
        await expectTakenBack(window, navigator) { _ in
            [.push(HeadlessScreen("a"), onto: stack), .push(HeadlessScreen("b"), onto: stack)]
        }
        try await navigator.inTurn(named: "deeper") { turn in
            try await turn.apply(.push(HeadlessScreen("thread"), onto: stack, animated: false))
        }
        guard let inbox = stack.screens.first else { throw Planned() }
        await expectTakenBack(window, navigator) { _ in [.pop(stack, to: inbox)] }
        await expectTakenBack(window, navigator) { _ in [.setScreens([HeadlessScreen("other")], of: stack)] }
    }

    @Test("present, dismiss a modal chain, select a tab, set the tabs")
    func modalsAndTabs() async throws {
        let (window, tabs, stack, navigator) = try await tabbedWindow()
        guard let inbox = stack.screens.first, let compose = inbox.presentedScreen else { throw Planned() }
        await expectTakenBack(window, navigator) { _ in [.dismiss(presentedBy: inbox)] }
        await expectTakenBack(window, navigator) { _ in [.dismiss(presentedBy: compose)] }
        await expectTakenBack(window, navigator) { _ in [.selectTab(1, of: tabs)] }
        await expectTakenBack(window, navigator) { _ in [.setTabs([HeadlessScreen("only")], of: tabs)] }
        try await navigator.inTurn(named: "select settings") { turn in try await turn.apply(.selectTab(1, of: tabs)) }
        guard let settings = tabs.selectedTab else { throw Planned() }
        await expectTakenBack(window, navigator) { _ in [.present(HeadlessScreen("sheet"), over: settings)] }
    }

    @Test("set the root: the old root comes back with the modals presented inside it")
    func root() async throws {
        let (window, _, _, navigator) = try await tabbedWindow()
        await expectTakenBack(window, navigator) { _ in [.setRoot(HeadlessScreen("login"), of: window)] }
    }

    @Test("a step a container refuses changes nothing, and the error names the step")
    func refused() async throws {
        let fixture = try await CoreFixture()
        let before = fixture.dump()
        guard let inbox = fixture.stack.screens.first else { throw Planned() }
        let error = await #expect(throws: NavigationError.self) {
            try await fixture.navigator.inTurn(named: "push twice") { turn in
                try await turn.apply(.push(HeadlessScreen("message"), onto: fixture.stack))
                try await turn.apply(.push(inbox, onto: fixture.stack))
            }
        }
        #expect(error?.code == .stepRefused)
        #expect(error?.step == .push("inbox", onto: "main"))
        #expect(error?.message.hasPrefix(#"push "inbox" onto "main": screen "inbox" is already"#) == true)
        #expect(error?.underlyingError is PresentationError)
        #expect(fixture.dump() == before)
    }

    @Test("steps kept stay when the turn fails later; those after them are taken back")
    func kept() async throws {
        let fixture = try await CoreFixture()
        let stack = fixture.stack
        await #expect(throws: Planned.self) {
            try await fixture.navigator.inTurn(named: "keeps the first") { turn in
                try await turn.apply(.push(HeadlessScreen("kept"), onto: stack))
                turn.keepAppliedSteps()
                try await turn.apply(.push(HeadlessScreen("taken back"), onto: stack))
                throw Planned()
            }
        }
        #expect(stack.screens.map(\.screenIdentifier) == ["inbox", "kept"])
    }

    @Test("a step asked once its turn is over changes nothing")
    func afterTheTurn() async throws {
        let fixture = try await CoreFixture()
        let kept = try await fixture.navigator.inTurn(named: "lets its turn out") { turn in turn }
        let before = fixture.dump()
        let error = await #expect(throws: NavigationError.self) {
            _ = try await kept.apply(.push(HeadlessScreen("late"), onto: fixture.stack)).count
        }
        #expect(error?.code == .cancelled)
        #expect(fixture.dump() == before)
    }
}
