import Testing
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

// Holds the sample of the `///` comment of WireframeTesting's BackendUnderTest.swift, written here
// once, between the `sample` markers (the doc comment shows what is written here:
// `SampleSourcesTests`): the headless backend as the contract drives it, less its simulations of
// the user, which the
// sample leaves out as `// …` (the full one, as HoldingABackendToTheContract.md shows it, runs
// every check in WireframeTestingTests). Without them it passes every check that does not
// simulate the user.

// sample BackendUnderTest/BackendUnderTest
struct HeadlessBackend: BackendUnderTest {
    func makeWindow() -> any RootContainer { HeadlessWindow(clock: ManualClock()) }
    func makeScreen(_ identifier: String) -> any Screen { HeadlessScreen(identifier) }
    func makeStack(_ identifier: String) -> any StackContainer { HeadlessStack(identifier) }
    func makeTabs(_ identifier: String) -> any TabContainer { HeadlessTabs(identifier) }
    // …
}
// sample end

@MainActor
@Suite("Documentation samples: BackendUnderTest's")
struct BackendUnderTestSampleTests {
    @Test(arguments: BackendContract.checks.filter { !$0.simulatesUserActions })
    func theContractWithoutSimulations(_ check: BackendContract.Check) async throws {
        try await check.run(on: HeadlessBackend())
    }

    @Test func itSimulatesNothing() async throws {
        let stack = try HeadlessStack(screens: [HeadlessScreen("inbox"), HeadlessScreen("message:42")])
        #expect(try await HeadlessBackend().simulate(.backSwipe(stack)) == false)
        #expect(stack.screens.count == 2)
    }
}
