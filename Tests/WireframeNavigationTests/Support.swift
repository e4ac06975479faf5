import Testing
import WireframeHeadless
import WireframeNavigation
import WireframePresentation
import WireframeTestSupport

/// A window on the headless backend with a stack "main" holding "inbox" as its root, and a
/// navigator attached to it, for the tests of the navigation core.
@MainActor
struct CoreFixture {
    let clock = ManualClock()
    let window: HeadlessWindow
    let navigator: Navigator
    let stack: HeadlessStack

    init(animationDuration: Duration = .zero, root: HeadlessScreen? = nil) async throws {
        window = HeadlessWindow(clock: clock, animationDuration: animationDuration)
        stack = try HeadlessStack("main", screens: [HeadlessScreen("inbox")])
        try await window.setRoot(root ?? stack, animated: false)
        navigator = Navigator(root: window, clock: clock)
    }

    func dump() -> String { window.dump() }
}

/// A plain error for bodies to throw.
struct Planned: Error, CustomStringConvertible {
    var description: String { "planned failure" }
}
