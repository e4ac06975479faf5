import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// Who hears of user actions, and for how long.
@MainActor
struct ObservationTests {
    private final class Log {
        var lines: [String] = []
    }

    @Test func eventsReachTheContainerThenItsAncestorsThenTheWindow() async throws {
        let app = try await HeadlessFixture(.tabs("root", [.stack("main", ["inbox", "message"])]))
        let (window, tabs, stack) = (app.window, try app.tabs("root"), try app.stack("main"))
        let log = Log()
        let observations = [
            window.observeUserNavigation { _ in log.lines.append("window") },
            tabs.observeUserNavigation { _ in log.lines.append("tabs") },
            stack.observeUserNavigation { _ in log.lines.append("stack") },
        ]
        try await stack.simulateBackSwipe()
        #expect(log.lines == ["stack", "tabs", "window"])
        for observation in observations { observation.cancel() }
    }

    @Test func aSwipeDownReachesThePresenterSide() async throws {
        let f = try await Fixture()
        let compose = HeadlessScreen("compose")
        try await f.inbox.present(compose, animated: false)
        let log = Log()
        let observations = [
            f.inbox.observeUserNavigation { _ in log.lines.append("inbox") },
            compose.observeUserNavigation { _ in log.lines.append("compose") },
            f.stack.observeUserNavigation { _ in log.lines.append("stack") },
        ]
        try await compose.simulateSwipeDown(animated: false)
        #expect(log.lines == ["inbox", "stack"], "the dismissed screen is out of the hierarchy")
        for observation in observations { observation.cancel() }
    }

    @Test func eventsOfAnotherBranchDoNotReachASibling() async throws {
        let app = try await HeadlessFixture(.tabs("root", [.stack("first", ["a", "b"]), .stack("second", ["c"])]))
        let (first, second) = (try app.stack("first"), try app.stack("second"))
        let log = Log()
        let observation = second.observeUserNavigation { _ in log.lines.append("second") }
        try await first.simulateBackSwipe()
        #expect(log.lines.isEmpty)
        observation.cancel()
    }

    @Test func cancellingStopsTheObservation() async throws {
        let f = try await Fixture()
        try await f.stack.push(HeadlessScreen("a"), animated: false)
        try await f.stack.push(HeadlessScreen("b"), animated: false)
        let log = Log()
        let observation = f.window.observeUserNavigation { _ in log.lines.append("event") }
        #expect(observation.isActive)
        try await f.stack.simulateBackSwipe(animated: false)
        observation.cancel()
        #expect(!observation.isActive)
        try await f.stack.simulateBackSwipe(animated: false)
        #expect(log.lines == ["event"])
    }

    @Test func droppingTheTokenStopsTheObservation() async throws {
        let f = try await Fixture()
        try await f.stack.push(HeadlessScreen("a"), animated: false)
        let log = Log()
        weak var weakObservation: NavigationObservation?
        do {
            let observation = f.window.observeUserNavigation { _ in log.lines.append("event") }
            weakObservation = observation
        }
        #expect(weakObservation == nil)
        try await f.stack.simulateBackSwipe(animated: false)
        #expect(log.lines.isEmpty)
    }

    @Test func programmaticTransitionsAreNotReported() async throws {
        let f = try await Fixture()
        let log = Log()
        let observation = f.window.observeUserNavigation { _ in log.lines.append("event") }
        try await f.stack.push(HeadlessScreen("a"), animated: false)
        try await f.stack.pop(animated: false)
        try await f.inbox.present(HeadlessScreen("compose"), animated: false)
        try await f.inbox.dismissPresented(animated: false)
        #expect(log.lines.isEmpty)
        observation.cancel()
    }
}
