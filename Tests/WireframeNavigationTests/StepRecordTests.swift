import Testing
import WireframeHeadless
import WireframeNavigation
import WireframePresentation
import WireframeTestSupport

/// A step's record: the step as values, each screen and container named by its identifier, in
/// every change report and in the error of a refused step.
@MainActor
@Suite("NavigationStep.Record: each step as values")
struct StepRecordTests {
    /// A window with tabs "tabs" (the stack "main" holding "inbox", and "settings"), and the
    /// records of the one turn that takes every kind of step there, as the navigator reports it.
    static func recordsOfEveryKindOfStep(animated: Bool) async throws -> [NavigationStep.Record] {
        let window = HeadlessWindow(animationDuration: .zero)
        let stack = try HeadlessStack("main", screens: [HeadlessScreen("inbox")])
        let tabs = try HeadlessTabs("tabs", tabs: [stack, HeadlessScreen("settings")])
        try await window.setRoot(tabs, animated: false)
        let navigator = Navigator(root: window, clock: ManualClock())
        var records: [NavigationStep.Record] = []
        let observation = navigator.observeChanges { records += $0.records }
        let message = HeadlessScreen("message:42")
        try await navigator.inTurn(named: "every step") { turn in
            try await turn.apply(.push(message, onto: stack, animated: animated))
            try await turn.apply(.present(HeadlessScreen("tip"), over: message, animated: animated))
            try await turn.apply(.dismiss(presentedBy: message, animated: animated))
            try await turn.apply(.pop(stack, to: stack.screens[0], animated: animated))
            try await turn.apply(
                .setScreens([HeadlessScreen("drafts"), HeadlessScreen("draft:1")], of: stack, animated: animated)
            )
            try await turn.apply(.selectTab(1, of: tabs))
            try await turn.apply(.setTabs([stack, HeadlessScreen("profile")], of: tabs, animated: animated))
            try await turn.apply(.reversible(ReversibleStep("flash the \"main\" stack") { {} }))
            try await turn.apply(.setRoot(HeadlessScreen("home"), of: window, animated: animated))
        }
        observation.cancel()
        return records
    }

    @Test("each kind of step is reported as its record, named by screen identifiers")
    func everyKindOfStep() async throws {
        let records = try await Self.recordsOfEveryKindOfStep(animated: false)
        #expect(
            records == [
                .push("message:42", onto: "main"),
                .present("tip", over: "message:42"),
                .dismiss(presentedBy: "message:42"),
                .pop("main", to: "inbox"),
                .setScreens(["drafts", "draft:1"], of: "main"),
                .selectTab(1, of: "tabs"),
                .setTabs(["main", "profile"], of: "tabs"),
                .reversible(#"flash the "main" stack"#),
                .setRoot("home"),
            ]
        )
    }

    @Test("a record words its step as messages and logs do; the step's summary is the same words")
    func words() async throws {
        let records = try await Self.recordsOfEveryKindOfStep(animated: false)
        #expect(
            records.map(\.description) == [
                #"push "message:42" onto "main""#,
                #"present "tip" over "message:42""#,
                #"dismiss what "message:42" presents"#,
                #"pop "main" to "inbox""#,
                #"set the screens of "main" to ["drafts", "draft:1"]"#,
                #"select tab 1 of "tabs""#,
                #"set the tabs of "tabs" to ["main", "profile"]"#,
                #"flash the "main" stack"#,
                #"set the root to "home""#,
            ]
        )
        let step = NavigationStep.push(HeadlessScreen("message:42"), onto: HeadlessStack("main"))
        #expect(step.summary == step.record.description)
    }

    @Test("two runs of the same steps give equal records, animated or not")
    func equalAcrossRuns() async throws {
        let first = try await Self.recordsOfEveryKindOfStep(animated: false)
        let second = try await Self.recordsOfEveryKindOfStep(animated: false)
        let animated = try await Self.recordsOfEveryKindOfStep(animated: true)
        #expect(first.count == 9)
        #expect(second == first)
        #expect(animated == first)
        #expect(Set(first + second).count == first.count)
    }

    @Test("a record is Sendable: a change's records sent to a detached task are equal there, and read the same")
    func sentToAnotherTask() async throws {
        let fixture = try await CoreFixture()
        try await fixture.navigator.inTurn(named: "show a message") { turn in
            try await turn.apply(.push(HeadlessScreen("message:42"), onto: fixture.stack))
        }
        let change = try await fixture.navigator.back()
        let records = change.records
        let (equal, words) = await Task.detached {
            (records == [.pop("main", to: "inbox")], records.map(\.description))
        }.value
        #expect(equal)
        #expect(words == [#"pop "main" to "inbox""#])
    }

    @Test("a step a container refused fails with its record, and the message words it as before")
    func refusedStepCarriesItsRecord() async throws {
        let fixture = try await CoreFixture()
        let before = fixture.dump()
        var thrown: NavigationError?
        do {
            try await fixture.navigator.inTurn(named: "pop to a stranger") { turn in
                try await turn.apply(.pop(fixture.stack, to: HeadlessScreen("stranger")))
            }
        } catch {
            thrown = error as? NavigationError
        }
        let error = try #require(thrown)
        #expect(error.code == .stepRefused)
        #expect(error.step == .pop("main", to: "stranger"))
        #expect(error.message.hasPrefix(#"pop "main" to "stranger": "#))
        #expect(error.underlyingError is PresentationError)
        #expect(fixture.dump() == before)
    }

    @Test("two errors of refused steps are equal only when their records are")
    func errorsCompareRecords() {
        let pop = NavigationError(.stepRefused, "refused", step: .pop("main", to: "inbox"))
        #expect(pop == NavigationError(.stepRefused, "refused", step: .pop("main", to: "inbox")))
        #expect(pop != NavigationError(.stepRefused, "refused", step: .pop("main", to: "drafts")))
        #expect(pop != NavigationError(.stepRefused, "refused"))
    }
}
