import Logging
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// A window showing stack "main" with screen "inbox", and a wireframe attached to it with routes:
///
/// | pattern | access | screen |
/// | --- | --- | --- |
/// | `/inbox` | open | the window's own "inbox" screen |
/// | `/messages/:id<int>` | open | `message:<id>` |
/// | `/compose` | internal | `compose` |
/// | `/settings` | internal | `settings` |
/// | `/login` | internal | `login` |
@MainActor
struct WireframeFixture {
    let clock: ManualClock
    let window: HeadlessWindow
    let inbox: HeadlessScreen
    let stack: HeadlessStack
    let wireframe: Wireframe
    let log = RecordingLogHandler.Store()

    /// - Parameters:
    ///   - attached: whether the wireframe is attached to the window.
    ///   - animationDuration: zero makes every transition instant.
    ///   - timeoutClock: the clock of the request timeout and the slow-turn warning; by default
    ///     the window's manual clock, so that a loaded machine never times a request out while
    ///     the test has not yet run its animations (the tests of timeouts pass the real one).
    init(
        attached: Bool = true,
        animationDuration: Duration = .zero,
        timeoutClock: (any Clock<Duration>)? = nil
    ) async throws {
        let headless = try await HeadlessFixture(
            .stack("main", [.screen("inbox", title: "Inbox")]),
            animationDuration: animationDuration
        )
        (clock, window) = (headless.clock, headless.window)
        (stack, inbox) = (try headless.stack("main"), try headless.screen("inbox"))
        wireframe = Wireframe(
            containerFactory: HeadlessContainerFactory(naming: .named("modal")),
            logger: .recording(into: log),
            clock: timeoutClock ?? headless.clock
        )
        let inbox = inbox
        try wireframe.register("/inbox", access: .openToOutsideLinks, name: "inbox") { [weak inbox] _ in inbox }
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, name: "message") { request in
            HeadlessScreen("message:\(request.parameters["id"] ?? "?")")
        }
        try wireframe.register("/compose", name: "compose") { _ in HeadlessScreen("compose") }
        try wireframe.register("/settings", name: "settings") { _ in HeadlessScreen("settings") }
        try wireframe.register("/login", name: "login") { _ in HeadlessScreen("login") }
        if attached { wireframe.attach(root: window) }
    }

    /// Adds an observer named `observer` that redirects every request of `pattern` to `target`.
    func redirect(_ pattern: String, to target: String, observer: String) throws {
        try wireframe.addObserver(name: observer, patterns: [pattern], willRoute: { _ in .redirect(to: target) })
    }

    /// The window's hierarchy as text.
    func dump() -> String { window.dump() }

    /// Waits until an animation of the window is running (asleep on the clock).
    func waitForAnimation(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let clock = clock
        try await waitUntil("an animation runs", sourceLocation: sourceLocation) { clock.sleeperCount > 0 }
    }

    /// Lets the window's animations run: advances the clock whenever one is asleep on it,
    /// until `done` says so.
    func runAnimations(sourceLocation: SourceLocation = #_sourceLocation, until done: () -> Bool) async throws {
        let clock = clock
        let step = window.animationDuration
        try await waitUntil("the animations have run", sourceLocation: sourceLocation) {
            if clock.sleeperCount > 0 { clock.advance(by: step) }
            return done()
        }
    }
}

/// Expects `body` to throw a ``WireframeError`` with `code` whose message contains each of
/// `naming`, and the window's dump to be the same after as before.
@MainActor
@discardableResult
func expectWireframeError(
    _ code: WireframeError.Code,
    naming: [String] = [],
    in fixture: WireframeFixture,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> WireframeError? {
    await expectError(code, naming: naming, unchanged: fixture.dump, sourceLocation: sourceLocation, body)
}

/// Expects `body` to fail with the navigator's error `code` naming each of `naming`, leaving the
/// fixture's hierarchy unchanged.
@MainActor
@discardableResult
func expectNavigationError(
    _ code: NavigationError.Code,
    naming: [String] = [],
    in fixture: WireframeFixture,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> NavigationError? {
    await expectError(code, naming: naming, unchanged: fixture.dump, sourceLocation: sourceLocation, body)
}

/// A plain error for plug-ins to throw.
struct TestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
