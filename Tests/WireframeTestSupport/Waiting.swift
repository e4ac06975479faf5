package import Testing
package import WireframeHeadless
import WireframeTesting

/// Waits, letting other tasks run, until `condition` holds; records an issue and throws
/// ``WaitTimedOut`` after `timeout`, so that a bug fails the test instead of hanging it. It looks
/// as WireframeTesting's waits do (`poll`: a yield, then a millisecond of real time between two
/// looks, so that on a loaded machine the tasks it waits for get a thread). The default is long
/// because every test shares the main actor: under Thread Sanitizer, with the whole suite running
/// at once beside other builds, two tasks took more than 30 s to reach a queue they join at once
/// when the machine is quiet. Only a failing test waits it out.
@MainActor
package func waitUntil(
    _ what: String,
    timeout: Duration = .seconds(120),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    do {
        try await poll(until: what, timeout: timeout, condition)
    } catch {
        Issue.record("timed out waiting until \(what)", sourceLocation: sourceLocation)
        throw WaitTimedOut(what: what)
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
