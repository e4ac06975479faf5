// Holds samples of the `///` comments of HeadlessFixture.swift, Sequence+ScreenIdentifiers.swift,
// UserNavigationRecorder.swift (the documentation tests check that they stay the same).
// Holds samples of README.md, WireframeTesting.md and HoldingABackendToTheContract.md (the
// documentation tests check they stay the same).
import Testing
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

/// The code samples of WireframeTesting's documentation, compiled and run here;
/// WireframeDocumentationTests checks that each sample stands in a test.
@MainActor
struct DocumentationSampleTests {
    @Test func theOverviewsFixtures() async throws {
        // sample README/testing-navigation-without-a-simulator-2
        let app = try await HeadlessFixture(.tabs("root", [.stack("mail", ["inbox", "message:42"]), "settings"]))
        let recorder = UserNavigationRecorder(app.window)
        let mail = try app.stack("mail")
        try await mail.simulateBackSwipe(animated: false)
        #expect(mail.screens.screenIdentifiers == ["inbox"])
        #expect(recorder.summaries == [#"wentBack stack "mail" popped [message:42]"#])
        // sample end
    }

    @Test func theFixtureFindsWhatItBuilt() async throws {
        // sample HeadlessFixture/HeadlessFixture
        let app = try await HeadlessFixture(
            .tabs("root", [.stack("mail", ["inbox", "message:42"]), .screen("settings", title: "Settings")])
        )
        let mail = try app.stack("mail")
        try await mail.simulateBackSwipe(animated: false)
        #expect(mail.screens.screenIdentifiers == ["inbox"])
        // sample end
    }

    @Test func everyCheckInALoop() async throws {
        // sample HoldingABackendToTheContract/overview-3
        for check in BackendContract.checks {
            try await check.run(on: HeadlessBackend())
        }
        // sample end
    }

    @Test(arguments: BackendContract.checks)
    func knownIssuesForABackendThatCannotSimulate(_ check: BackendContract.Check) async throws {
        // sample HoldingABackendToTheContract/overview-5
        guard check.simulatesUserActions else {
            return try await check.run(on: MyBackend())
        }
        try await withKnownIssue("MyBackend does not simulate the user yet") {
            try await check.run(on: MyBackend())
        } matching: { issue in
            (issue.error as? ContractFailure)?.code == .simulationNotSupported
        }
        // sample end
    }

    @Test func identifiersOfAStack() async throws {
        let stack = try HeadlessStack("main", screens: [HeadlessScreen("inbox"), HeadlessScreen("message:42")])
        // sample Sequence+ScreenIdentifiers/screenIdentifiers
        #expect(stack.screens.screenIdentifiers == ["inbox", "message:42"])
        #expect(try await stack.popToRoot(animated: false).screenIdentifiers == ["message:42"])
        // sample end
    }

    @Test func aRecorderKeepsItsObservation() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let stack = try HeadlessStack("main", screens: [HeadlessScreen("inbox"), HeadlessScreen("message")])
        try await window.setRoot(stack, animated: false)
        // sample UserNavigationRecorder/UserNavigationRecorder
        let recorder = UserNavigationRecorder(window)
        try await stack.simulateBackSwipe(animated: false)
        #expect(recorder.summaries == [#"wentBack stack "main" popped [message]"#])
        // sample end
    }
}

/// A backend of a user's own that does not simulate the user yet: the headless one, without
/// `simulate(_:)`.
@MainActor
private struct MyBackend: BackendUnderTest {
    func makeWindow() -> any RootContainer { HeadlessWindow(clock: ManualClock()) }
    func makeScreen(_ identifier: String) -> any Screen { HeadlessScreen(identifier) }
    func makeStack(_ identifier: String) -> any StackContainer { HeadlessStack(identifier) }
    func makeTabs(_ identifier: String) -> any TabContainer { HeadlessTabs(identifier) }
}
