import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// When a later dispatch or the user overtook an app's change, the change's path was dropped and
/// `apply(_:)` returned as if it had been shown, with nothing in `onError`. It now says what
/// became of the change: shown, or superseded, and by what.
@MainActor
@Suite("Superseded changes: the caller can tell", .timeLimit(.minutes(1)))
struct SupersededTests {
    let log = RoutableLog()
    let store = BasicNavigationStore()

    @Test("a change nothing overtakes is shown")
    func shown() async throws {
        let router = StateRouter.recording(log, store: store)
        #expect(try await router.apply(.setPath(["a", "b"])) == .shown)
        #expect(try await router.apply(.push("c")) == .shown)
        // A change that leaves the path as it is: the path it led to is shown.
        #expect(try await router.apply(try .setPathData(encoding: 1, for: ["a"])) == .shown)
    }

    @Test("a later dispatch overtakes the change before it is shown: superseded by it, naming its path")
    func laterDispatch() async throws {
        log.heldSegments = ["b"]
        let router = StateRouter.recording(log, store: store)
        var reported: [StateRoutingError] = []
        router.onError = { reported.append($0) }
        let change = Task { try await router.apply(.setPath(["a", "b", "c"])) }
        try await waitUntil("push b waits") { log.waitingCount == 1 }
        store.dispatch(.setPath(["a", "x"]))
        log.releaseOne()
        #expect(try await change.value == .superseded(by: .laterChange(path: ["a", "x"])))
        #expect(router.shownPath == ["a", "x"])
        #expect(reported.isEmpty)
    }

    @Test("of two changes asked while the router is busy, the first is superseded by the second, which is shown")
    func twoCallers() async throws {
        log.heldSegments = ["a"]
        let router = StateRouter.recording(log, store: store)
        let first = Task { try await router.apply(.setPath(["a"])) }
        try await waitUntil("push a waits") { log.waitingCount == 1 }
        let second = Task { try await router.apply(.push("b")) }
        let third = Task { try await router.apply(.replaceLast("c")) }
        for _ in 0..<20 { await Task.yield() }
        log.releaseOne()
        #expect(try await first.value == .shown)
        #expect(try await second.value == .superseded(by: .laterChange(path: ["a", "c"])))
        #expect(try await third.value == .shown)
        #expect(log.bareCalls == ["push a on root", "push c on a"])
    }

    @Test("the user navigates while the change runs: superseded by the user, naming the path shown")
    func user() async throws {
        let app = try MailApp(animationDuration: .milliseconds(300))
        try await app.router.apply(.setPath(["mail", "inbox"], animated: false))
        let outcome = try await app.tapSettingsWhileAnimating {
            try await app.router.apply(.setPath(["mail", "inbox", try messageSegment(42), "attachment"]))
        }
        #expect(outcome == .superseded(by: .user(path: ["mail", "settings"])))
        #expect(app.route == "mail / settings")
    }

    @Test("another way of navigating that changes the screens while the change waits does not supersede it")
    func otherFrontEnd() async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(["mail", "inbox"]))
        let wireframe = app.router.wireframe
        try wireframe.register("/compose-note") { _ in HeadlessScreen("note") }
        // The wireframe's request takes the turn first; the router's change waits behind it.
        let request = Task { try await wireframe.route(to: "/compose-note", option: .push(animated: false)) }
        let change = Task { try await app.router.apply(.push(try messageSegment(7), animated: false)) }
        _ = try await request.value
        #expect(try await change.value == .shown)
        // The wireframe's screen is in the state (by its route), and the push goes above it.
        #expect(app.route == #"mail / inbox / /compose-note("/compose-note") / message({"id":7})"#)
        #expect(
            try app.find("inbox", as: HeadlessStack.self).screens.screenIdentifiers == ["list", "note", "message:7"]
        )
    }

    /// The samples of the `///` comments of StateRouter.swift (`apply(_:)`) and
    /// StateRouter+ChangeOutcome.swift, and of StateDrivenNavigation.md ("Coalescing, timeouts
    /// and one queue").
    @Test("the samples of apply(_:) and of its outcome")
    func samples() async throws {
        let app = try MailApp()
        let router = app.router
        try await router.apply(.setPath(["mail", "inbox"]))
        // sample StateDrivenNavigation/overview-2
        switch try await router.apply(.push("attachment")) {
        case .shown: break
        case .superseded(by: .laterChange(let path)): print("overtaken by a later change, to \(path.pathDescription)")
        case .superseded(by: .user(let path)): print("overtaken by the user, who went to \(path.pathDescription)")
        }
        // sample end
        try await router.apply(.pop())
        // sample StateRouter+ChangeOutcome/ChangeOutcome
        switch try await router.apply(.push(try message(MessageRef(id: 42)))) {
        case .shown: break
        case .superseded(by: .laterChange(let path)): print("the app went on to \(path.pathDescription)")
        case .superseded(by: .user(let path)): print("the user went to \(path.pathDescription)")
        }
        // sample end
        // sample StateRouter/apply
        if case .superseded(by: let overtaker) = try await router.apply(.push("attachment")) {
            print("not shown: \(overtaker)")
        }
        // sample end
        #expect(app.route == #"mail / inbox / message({"id":42}) / attachment"#)
    }
}
