import Testing
import WireframeHeadless
import WireframeNavigation
import WireframePresentation
import WireframeTestSupport

/// The navigator's turns: one at a time in the order asked, ended at their deadline with their
/// steps taken back, refused when asked from inside themselves, and reported to observers.
@MainActor
@Suite("Navigator: turns, deadlines and reports", .timeLimit(.minutes(1)))
struct TurnTests {
    @Test("turns run one at a time, in the order asked, each caller getting its own result")
    func order() async throws {
        let fixture = try await CoreFixture(animationDuration: .milliseconds(300))
        let navigator = fixture.navigator
        let stack = fixture.stack
        var order: [String] = []
        let first = Task {
            try await navigator.inTurn(named: "first") { turn in
                _ = try await turn.apply(.push(HeadlessScreen("a"), onto: stack))
                order.append("first")
                return 1
            }
        }
        try await waitUntil("the first animates") { fixture.clock.sleeperCount > 0 }
        let second = Task {
            try await navigator.inTurn(named: "second") { turn in
                order.append("second sees \(stack.screens.map(\.screenIdentifier))")
                return 2
            }
        }
        try await waitUntil("the second waits") { navigator.waitingTurnCount == 1 }
        fixture.clock.advance(by: .milliseconds(300))
        #expect(try await first.value == 1)
        #expect(try await second.value == 2)
        #expect(order == ["first", #"second sees ["inbox", "a"]"#])
    }

    @Test("a turn past its deadline fails as timed out naming its step, what it showed is taken back, the next runs")
    func deadline() async throws {
        let fixture = try await CoreFixture(animationDuration: .seconds(30))
        let navigator = fixture.navigator
        try navigator.setTurnTimeout(.seconds(2))
        let before = fixture.dump()
        let stack = fixture.stack
        let slow = Task {
            try await navigator.inTurn(named: "slow") { turn in
                try await turn.apply(.push(HeadlessScreen("fast"), onto: stack, animated: false))
                _ = try await turn.apply(.push(HeadlessScreen("slow"), onto: stack))
            }
        }
        try await waitUntil("the animation and the watchdog sleep") { fixture.clock.sleeperCount == 2 }
        fixture.clock.advance(by: .seconds(2))
        let error = await #expect(throws: NavigationError.self) { try await slow.value }
        #expect(error?.code == .timedOut)
        #expect(error?.message.hasPrefix("slow timed out after 2.0 seconds") == true)
        let next = try await navigator.inTurn(named: "next") { _ in "ran" }
        #expect(next == "ran")
        // The animation ends at last: the step that was running is taken back at once, then the
        // step its stack refused to take back while it ran.
        fixture.clock.advance(by: .seconds(30))
        try await waitUntil("the late push is taken back") { fixture.dump() == before }
    }

    @Test("a turn asked from inside a turn of the same navigator fails at once as re-entrant")
    func reentrant() async throws {
        let fixture = try await CoreFixture()
        let navigator = fixture.navigator
        let error = await #expect(throws: NavigationError.self) {
            try await navigator.inTurn(named: "outer") { _ in
                try await navigator.inTurn(named: "inner") { _ in }
            }
        }
        #expect(error?.code == .reentrantTurn)
        #expect(error?.message.hasPrefix("inner was made from inside outer") == true)
    }

    @Test("observers hear each turn's steps that stayed, who made them, and what the user did; not a failed turn")
    func reports() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let stack = try HeadlessStack("main", screens: [HeadlessScreen("inbox")])
        try await window.setRoot(stack, animated: false)
        let navigator = Navigator(root: window, clock: ManualClock())
        var heard: [Heard] = []
        let observation = navigator.observeChanges { change in
            heard.append(
                Heard(change.source, change.name, change.records, removed: change.removed.map(\.screenIdentifier))
            )
        }
        try await navigator.inTurn(named: "show a message") { turn in
            try await turn.apply(.push(HeadlessScreen("message"), onto: stack))
        }
        await #expect(throws: Planned.self) {
            try await navigator.inTurn(named: "fails") { turn in
                try await turn.apply(.push(HeadlessScreen("lost"), onto: stack))
                throw Planned()
            }
        }
        try await stack.simulateBackSwipe(animated: false)
        observation.cancel()
        #expect(
            heard == [
                Heard(.app, "show a message", [.push("message", onto: "main")], removed: []),
                Heard(.user, "user", [.pop("main", to: "inbox")], removed: ["message"]),
            ]
        )
    }

    /// A change as values: who made it, the turn's name, its records and the screens that left.
    struct Heard: Equatable {
        let source: NavigationChange.Source
        let name: String
        let records: [NavigationStep.Record]
        let removed: [String]

        init(_ source: NavigationChange.Source, _ name: String, _ records: [NavigationStep.Record], removed: [String]) {
            (self.source, self.name, self.records, self.removed) = (source, name, records, removed)
        }
    }

    @Test("a change made by calling a container directly is reported as unrecorded, and cannot be taken back")
    func unrecorded() async throws {
        let fixture = try await CoreFixture()
        var unrecorded: [Bool] = []
        let observation = fixture.navigator.observeChanges { unrecorded.append($0.includesUnrecordedChanges) }
        let stack = fixture.stack
        try await fixture.navigator.inTurn(named: "behind the navigator's back") { _ in
            try await stack.push(HeadlessScreen("direct"), animated: false)
        }
        observation.cancel()
        #expect(unrecorded == [true])
    }

    @Test("a body that changes a container directly and then throws: the change stays, and is reported as unrecorded")
    func unrecordedThenThrew() async throws {
        let fixture = try await CoreFixture()
        var heard: [(steps: Int, unrecorded: Bool)] = []
        let observation = fixture.navigator.observeChanges {
            heard.append((steps: $0.steps.count, unrecorded: $0.includesUnrecordedChanges))
        }
        let stack = fixture.stack
        await #expect(throws: Planned.self) {
            try await fixture.navigator.inTurn(named: "behind the navigator's back, then failed") { _ in
                try await stack.push(HeadlessScreen("direct"), animated: false)
                throw Planned()
            }
        }
        observation.cancel()
        #expect(stack.screens.map(\.screenIdentifier) == ["inbox", "direct"])
        #expect(heard.map(\.steps) == [0])
        #expect(heard.map(\.unrecorded) == [true])
    }

    @Test("waiting turns are cancelled newest first without disturbing the order of the others")
    func cancelWaiting() async throws {
        let fixture = try await CoreFixture(animationDuration: .milliseconds(300))
        let navigator = fixture.navigator
        let stack = fixture.stack
        let holder = Task {
            try await navigator.inTurn(named: "holds") { turn in
                _ = try await turn.apply(.push(HeadlessScreen("held"), onto: stack))
            }
        }
        try await waitUntil("the holder animates") { fixture.clock.sleeperCount > 0 }
        var ran: [Int] = []
        var waiting: [Task<Void, any Error>] = []
        for index in 0..<40 {
            waiting.append(Task { try await navigator.inTurn(named: "waiter \(index)") { _ in ran.append(index) } })
        }
        try await waitUntil("all wait") { navigator.waitingTurnCount == 40 }
        for index in stride(from: 39, through: 0, by: -2) { waiting[index].cancel() }
        try await waitUntil("the cancelled ones left") { navigator.waitingTurnCount == 20 }
        fixture.clock.advance(by: .milliseconds(300))
        try await holder.value
        for task in waiting { _ = try? await task.value }
        #expect(ran == Array(stride(from: 0, to: 40, by: 2)))
    }
}
