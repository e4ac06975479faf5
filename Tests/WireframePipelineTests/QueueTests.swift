import Logging
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

@MainActor
@Suite("Wireframe: one transition at a time, in order")
struct QueueTests {
    @Test("many concurrent requests are all served, in the order asked, each caller getting its own result")
    func manyConcurrentRequests() async throws {
        let fixture = try await WireframeFixture(animationDuration: .milliseconds(300))
        let wireframe = fixture.wireframe
        var shownOrder: [String] = []
        try wireframe.addObserver(name: "order", didRoute: { shownOrder.append($0.url) })
        let count = 40
        var tasks: [Task<String, any Error>] = []
        for id in 1...count {
            tasks.append(
                Task {
                    try await wireframe.route(to: "/messages/\(id)", option: .push).screen.screenIdentifier
                }
            )
        }
        // The first animates; every other one waits for its turn.
        try await fixture.waitForAnimation()
        try await waitUntil("the others wait") { wireframe.navigator.waitingTurnCount == count - 1 }
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox"])
        var finished = 0
        try await fixture.runAnimations { shownOrder.count == count }
        for (index, task) in tasks.enumerated() {
            #expect(try await task.value == "message:\(index + 1)")
            finished += 1
        }
        #expect(finished == count)
        #expect(shownOrder == (1...count).map { "/messages/\($0)" })
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox"] + (1...count).map { "message:\($0)" })
        #expect(wireframe.navigator.waitingTurnCount == 0)
    }

    @Test("a request made while a transition runs waits until it has completed")
    func waitsForRunningTransition() async throws {
        let fixture = try await WireframeFixture(animationDuration: .milliseconds(300))
        let wireframe = fixture.wireframe
        let first = Task { try await wireframe.route(to: "/messages/1", option: .push) }
        try await fixture.waitForAnimation()
        let second = Task { try await wireframe.route(to: "/compose", option: .present) }
        try await waitUntil("the second request waits") { wireframe.navigator.waitingTurnCount == 1 }
        // Without the queue the presentation would start now, over a stack in transition.
        #expect(fixture.inbox.presentedScreen == nil)
        fixture.clock.advance(by: .milliseconds(300))
        _ = try await first.value
        try await fixture.waitForAnimation()
        fixture.clock.advance(by: .milliseconds(300))
        let presented = try await second.value
        #expect(presented.placement.summary == "presented by \"message:1\"")
        #expect(
            fixture.log.messages(at: .debug).contains("route to \"/compose\" waits for its turn (1 turn(s) ahead)")
        )
    }

    @Test("failures do not stop the queue: every request gets its own result or error")
    func failuresInTheQueue() async throws {
        let fixture = try await WireframeFixture(attached: false)
        let wireframe = fixture.wireframe
        let urls = ["/messages/1", "/nowhere", "/messages/2", "myapp://bad url", "/compose"]
        var tasks: [Task<String, any Error>] = []
        for url in urls {
            tasks.append(Task { try await wireframe.route(to: url, option: .push).url })
        }
        await Task.yield()
        wireframe.attach(root: fixture.window)
        var outcomes: [String] = []
        for task in tasks {
            do { outcomes.append(try await task.value) } catch let error as WireframeError {
                outcomes.append("\(error.code)")
            }
        }
        #expect(outcomes == ["/messages/1", "noRoute", "/messages/2", "invalidURL", "/compose"])
    }

    @Test("a waiting request can be cancelled: it throws cancelled, and the others run")
    func cancelWaiting() async throws {
        let fixture = try await WireframeFixture(animationDuration: .milliseconds(300))
        let wireframe = fixture.wireframe
        let first = Task { try await wireframe.route(to: "/messages/1", option: .push) }
        try await fixture.waitForAnimation()
        let second = Task { try await wireframe.route(to: "/messages/2", option: .push) }
        let third = Task { try await wireframe.route(to: "/messages/3", option: .push) }
        try await waitUntil("2 requests wait") { wireframe.navigator.waitingTurnCount >= 2 }
        second.cancel()
        do {
            _ = try await second.value
            Issue.record("the cancelled request ran")
        } catch let error as WireframeError {
            #expect(error.code == .cancelled)
        }
        #expect(wireframe.navigator.waitingTurnCount == 1)
        try await fixture.runAnimations { fixture.stack.screens.screenIdentifiers.count == 3 }
        _ = try await first.value
        _ = try await third.value
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "message:1", "message:3"])
        let errors = fixture.log.all.filter { $0.metadata["wireframe.error"] != nil }
        #expect(errors.map { $0.metadata["wireframe.error"] } == ["cancelled"])
    }

    @Test("a request cancelled before its transition starts shows nothing")
    func cancelBeforeTransition() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register("/cancels") { _ in
            withUnsafeCurrentTask { $0?.cancel() }
            return HeadlessScreen("never")
        }
        let wireframe = fixture.wireframe
        // In a task of its own: the provider cancels the task it runs in.
        let task = Task { try await wireframe.route(to: "/cancels", option: .push) }
        await expectWireframeError(.cancelled, naming: ["\"/cancels\"", "before its transition started"], in: fixture) {
            _ = try await task.value
        }
        // The queue goes on.
        try await fixture.wireframe.route(to: "/compose", option: .push)
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "compose"])
    }

    @Test("a task cancelled before it asks fails at once and shows nothing")
    func alreadyCancelled() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await wireframe.route(to: "/compose", option: .push)
        }
        await #expect(throws: WireframeError.self) { try await task.value }
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox"])
    }

    @Test("navigation actions wait in the same queue as routes")
    func actionsShareTheQueue() async throws {
        let fixture = try await WireframeFixture(animationDuration: .milliseconds(300))
        let wireframe = fixture.wireframe
        let push = Task { try await wireframe.route(to: "/messages/1", option: .push) }
        try await fixture.waitForAnimation()
        // Asked while the push animates: it must pop message:1, not fail on a one-screen stack.
        let back = Task { try await wireframe.navigator.back() }
        let pushAgain = Task { try await wireframe.route(to: "/messages/2", option: .push) }
        try await fixture.runAnimations {
            wireframe.navigator.waitingTurnCount == 0
                && fixture.stack.screens.screenIdentifiers == ["inbox", "message:2"]
        }
        _ = try await push.value
        #expect((try await back.value.removed).screenIdentifiers == ["message:1"])
        _ = try await pushAgain.value
    }
}
