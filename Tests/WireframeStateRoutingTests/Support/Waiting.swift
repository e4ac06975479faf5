import Testing
import WireframeHeadless
import WireframeKit

/// Waits, letting other tasks run, until `condition` holds; records an issue and throws after
/// 30 seconds, so that a bug fails the test instead of hanging it. Between two looks it sleeps a
/// millisecond of real time, so that on a loaded machine the tasks it waits for get a thread (a
/// loop of `Task.yield()` alone gave up after 5 s while builds ran on both cores).
@MainActor
func waitUntil(
    _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(30))
    while !condition() {
        if clock.now > deadline {
            Issue.record("timed out waiting until \(what)", sourceLocation: sourceLocation)
            throw WaitTimedOut(what: what)
        }
        await Task.yield()
        if !condition() { try await Task.sleep(for: .milliseconds(1)) }
    }
}

/// ``waitUntil(_:sourceLocation:_:)`` gave up.
struct WaitTimedOut: Error {
    let what: String
}

/// Lets the animations of a window on `clock` run, advancing the clock by `step` whenever
/// something sleeps on it, until `done` says so.
@MainActor
func runAnimations(
    on clock: ManualClock,
    step: Duration,
    sourceLocation: SourceLocation = #_sourceLocation,
    until done: () -> Bool
) async throws {
    try await waitUntil("the animations have run", sourceLocation: sourceLocation) {
        if clock.sleeperCount > 0 { clock.advance(by: step) }
        return done()
    }
}

/// Expects `body` to throw a ``StateRoutingError`` with `code`, and returns it.
@MainActor
@discardableResult
func expectStateError(
    _ code: StateRoutingError.Code,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> StateRoutingError? {
    let error = await #expect(throws: StateRoutingError.self, sourceLocation: sourceLocation) {
        try await body()
    }
    #expect(error?.code == code, sourceLocation: sourceLocation)
    return error
}
