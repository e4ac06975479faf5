import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// A window on a manual clock showing stack "main" with screen "inbox" (titled "Inbox"); an
/// animated transition takes 300 ms on the clock.
@MainActor
struct Fixture {
    let clock: ManualClock
    let window: HeadlessWindow
    let stack: HeadlessStack
    let inbox: HeadlessScreen

    init() async throws {
        let fixture = try await HeadlessFixture(
            .stack("main", [.screen("inbox", title: "Inbox")]),
            animationDuration: .milliseconds(300)
        )
        (clock, window) = (fixture.clock, fixture.window)
        (stack, inbox) = (try fixture.stack("main"), try fixture.screen("inbox"))
    }
}

/// Expects `body` to throw a ``PresentationError`` with `code`, whose message names each of
/// `names` in quotes, and the dump given by `snapshot` to be the same after as before.
@MainActor
func expectPresentationError(
    _ code: PresentationError.Code,
    naming names: [String],
    unchanged snapshot: @escaping @MainActor () -> String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async {
    let _: PresentationError? = await expectError(
        code,
        naming: names.map { "\"\($0)\"" },
        unchanged: snapshot,
        sourceLocation: sourceLocation,
        body
    )
}
