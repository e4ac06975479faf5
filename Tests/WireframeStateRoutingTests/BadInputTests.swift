import Foundation
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// Bad input is a typed error naming the segment; state and UI stay consistent, and what is
/// shown wins: the state is brought back to the route the UI shows.
@MainActor
@Suite("Bad input: typed errors naming the segment; what is shown wins", .timeLimit(.minutes(1)))
struct BadInputTests {
    @Test("an unknown segment changes nothing: checked before the first step")
    func unknownSegment() async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(["mail", "inbox"]))
        let before = app.dump()
        let error = await expectStateError(.unknownSegment) {
            try await app.router.apply(.setPath(["mail", "inbox", "archive"]))
        }
        #expect(error?.segment == "archive")
        #expect(error?.message == #"no screen is registered for segment "archive" (position 2)"#)
        #expect(app.dump() == before)
        #expect(app.route == "mail / inbox")
        #expect(app.router.lastError == error)
    }

    /// A segment may come from a link or saved state: its ESC, BEL and U+202E were printed raw
    /// into messages, where a terminal or a log acts on them.
    @Test("a segment's control and bidirectional characters are quoted escaped in every message")
    func hostileSegmentEscaped() async throws {
        let hostile = "x\u{1B}[2J\u{7}\u{202E}y"
        let app = try MailApp()
        try await app.router.apply(.setPath(["mail", "inbox"]))
        let unknown = await expectStateError(.unknownSegment) {
            try await app.router.apply(.setPath(["mail", "inbox", PathSegment(hostile)]))
        }
        let unknownFirst = await expectStateError(.unknownSegment) {
            try await app.router.apply(.setPath([PathSegment(hostile)]))
        }
        let screens = SegmentScreens()
        try screens.register(hostile) { _ in HeadlessScreen("h") }
        let twice = #expect(throws: StateRoutingError.self) {
            try screens.register(hostile) { _ in HeadlessScreen("h") }
        }
        for error in [unknown, unknownFirst, twice] {
            let message = error?.message ?? ""
            #expect(message.contains(#""x\u{1B}[2J\u{7}\u{202E}y""#), "\(message.debugDescription)")
            #expect(!message.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{202E}" })
        }
    }

    @Test("a route the routables cannot build changes nothing: a tab the tabs do not have")
    func cannotBuild() async throws {
        let app = try MailApp()
        try await app.router.apply(.setPath(["mail", "inbox"]))
        let before = app.dump()
        let error = await expectStateError(.cannotBuild) {
            try await app.router.apply(.setPath(["mail", "login"]))
        }
        #expect(error?.segment == "login")
        #expect(
            error?.message
                == #"segment "login" (position 1) is not a tab of "mail" (its tabs: "inbox", "settings") and is not presented modally"#
        )
        #expect(app.dump() == before)
        #expect(app.route == "mail / inbox")
        await expectStateError(.cannotBuild) { try await app.router.apply(.setPath([])) }
        #expect(app.route == "mail / inbox")
    }

    @Test("a routable that throws midway: the steps done stay, the state says what is shown")
    func throwsMidway() async throws {
        let app = try MailApp()
        try app.screens.register("broken") { _ in throw PlannedFailure(segment: "broken") }
        try await app.router.apply(.setPath(["mail", "inbox"]))
        let error = await expectStateError(.routableFailed) {
            try await app.router.apply(.setPath(["mail", "inbox", try messageSegment(42), "broken", "attachment"]))
        }
        #expect(error?.segment == "broken")
        #expect(
            error?.message
                == #"the screen of segment "broken" (position 3) could not be made: planned failure of broken"#
        )
        #expect(error?.underlyingError is PlannedFailure)
        #expect(app.route == #"mail / inbox / message({"id":42})"#)
        #expect(try app.find("inbox", as: HeadlessStack.self).screens.screenIdentifiers == ["list", "message:42"])
    }

    @Test("a container that refuses a transition: wrapped, naming the segment, UI and state agree")
    func containerRefuses() async throws {
        let log = RoutableLog()
        log.failingSegments = ["c"]
        let store = BasicNavigationStore()
        let router = StateRouter.recording(log, store: store)
        var reported: [StateRoutingError] = []
        router.onError = { reported.append($0) }
        store.dispatch(.setPath(["a", "b", "c", "d"]))
        await expectStateError(.routableFailed) { try await router.settle() }
        #expect(reported.map(\.message) == [#"the push "c" (position 2) failed: planned failure of c"#])
        #expect(store.navigationState.path == ["a", "b"])
        #expect(router.shownPath == ["a", "b"])
    }

    @Test("a navigation step a container refused in a routable: named by what the container said")
    func stepRefusedInRoutable() async throws {
        let log = RoutableLog()
        log.failingSegments = ["b"]
        let refused = NavigationError(.stepRefused, "push of b", underlyingError: PlannedFailure(segment: "b"))
        log.thrownErrors = ["b": refused]
        let store = BasicNavigationStore()
        let router = StateRouter.recording(log, store: store)
        let error = await expectStateError(.routableFailed) { try await router.apply(.setPath(["a", "b"])) }
        #expect(error?.segment == "b")
        #expect(error?.message == #"the push "b" (position 1) failed: planned failure of b"#)
        #expect(error?.underlyingError as? NavigationError == refused)
        #expect(router.shownPath == ["a"])
    }

    @Test("a turn the navigator refuses (its caller cancelled): the path it was to show and the reason")
    func turnRefused() async throws {
        let log = RoutableLog()
        let store = BasicNavigationStore()
        let router = StateRouter.recording(log, store: store)
        let change = Task { try await router.apply(.setPath(["a", "b"])) }
        change.cancel()
        let error = await expectStateError(.wireframeFailed) { _ = try await change.value }
        #expect(error?.segment == nil)
        #expect(
            error?.message
                == "the navigator refused the turn to show a / b: state path to a / b cancelled while it waited for its turn"
        )
        #expect((error?.underlyingError as? NavigationError)?.code == .cancelled)
        #expect(log.calls.isEmpty)
        #expect(store.navigationState.path == [])
    }

    @Test("a newer state dispatched while a change fails is not overwritten: the router goes on to it")
    func newerStateWins() async throws {
        let log = RoutableLog()
        log.heldSegments = ["c"]
        log.failingSegments = ["c"]
        let store = BasicNavigationStore()
        let router = StateRouter.recording(log, store: store)
        store.dispatch(.setPath(["a", "c"]))
        try await waitUntil("push c waits") { log.waitingCount == 1 }
        store.dispatch(.setPath(["a", "x"]))
        log.releaseOne()
        await expectStateError(.routableFailed) { try await router.settle() }
        #expect(store.navigationState.path == ["a", "x"])
        #expect(router.shownPath == ["a", "x"])
    }

    @Test("undecodable saved state is a typed error and the app falls back to its root")
    func undecodableSavedState() async throws {
        let app = try MailApp()
        let outcome = try await app.router.restore(from: Data("{".utf8), fallback: ["mail", "inbox"])
        guard case .fellBack(let error) = outcome else {
            Issue.record("restored from garbage")
            return
        }
        #expect(error.code == .undecodableState)
        #expect(app.route == "mail / inbox")
        #expect(app.window.root?.screenIdentifier == "mail")
    }

    @Test("a duplicate registration is refused")
    func duplicate() throws {
        let screens = SegmentScreens()
        try screens.register("a") { _ in HeadlessScreen("a") }
        let error = #expect(throws: StateRoutingError.self) { try screens.register("a") { _ in HeadlessScreen("b") } }
        #expect(error?.code == .duplicateSegment)
        #expect(error?.message == #"segment "a" is registered already"#)
        #expect(screens.identifiers == ["a"] && screens.contains("a"))
    }
}
