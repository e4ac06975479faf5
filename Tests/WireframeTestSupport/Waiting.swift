package import Testing
package import WireframeHeadless

/// Waits, letting other tasks run, until `condition` holds; records an issue and throws
/// ``WaitTimedOut`` after `timeout`, so that a bug fails the test instead of hanging it. Between
/// two looks it sleeps a millisecond of real time, so that on a loaded machine the tasks it waits
/// for get a thread (a loop of `Task.yield()` alone gave up while builds ran on both cores).
@MainActor
package func waitUntil(
    _ what: String,
    timeout: Duration = .seconds(30),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        if clock.now > deadline {
            Issue.record("timed out waiting until \(what)", sourceLocation: sourceLocation)
            throw WaitTimedOut(what: what)
        }
        await Task.yield()
        if !condition() { try await Task.sleep(for: .milliseconds(1)) }
    }
}

/// ``waitUntil(_:timeout:sourceLocation:_:)`` gave up.
package struct WaitTimedOut: Error, CustomStringConvertible {
    package let what: String
    package init(what: String) { self.what = what }
    package var description: String { "timed out waiting until \(what)" }
}

/// Lets the animations of a window on `clock` run, advancing the clock by `step` whenever
/// something sleeps on it, until `done` says so.
@MainActor
package func runAnimations(
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
