/// Waits, letting other tasks run, until `condition` holds; gives up after `timeout` of real
/// time, throwing ``TimedOutWaiting`` that names `what`. Between two looks it yields, then sleeps
/// a millisecond, so that on a loaded machine the tasks it waits for get a thread. The timeout
/// only ends a wait that would never end: what a test asserts never depends on it.
@MainActor
package func poll(
    until what: String,
    timeout: Duration,
    _ condition: () -> Bool
) async throws(TimedOutWaiting) {
    _ = try await poll(until: what, timeout: timeout) { condition() ? () : nil }
}

/// Waits as `poll(until:timeout:_:)` does until `look` finds something, and returns what it found.
@MainActor
package func poll<Found>(
    until what: String,
    timeout: Duration,
    _ look: () -> Found?
) async throws(TimedOutWaiting) -> Found {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
        if let found = look() { return found }
        guard clock.now <= deadline else { throw TimedOutWaiting(what: what, timeout: timeout) }
        await Task.yield()
        if let found = look() { return found }
        try? await Task.sleep(for: .milliseconds(1))
    }
}
