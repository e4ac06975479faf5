/// The clock a turn's deadline is read on, as offsets from the moment it was made: the
/// navigator takes `any Clock<Duration>` (a `ManualClock` in tests), and this holds the clock
/// under its own type, so that reading it and sleeping on it need no existential instant.
@MainActor
protocol TurnClock: AnyObject {
    /// The time since the clock was wrapped.
    var now: Duration { get }
    /// Sleeps until `instant` (an offset of ``now``).
    ///
    /// - Throws: `CancellationError` when the sleeping task is cancelled.
    func sleep(until instant: Duration) async throws
}

/// A ``TurnClock`` reading `clock`.
@MainActor
func makeTurnClock<C: Clock<Duration>>(_ clock: C) -> any TurnClock {
    ClockReading(clock)
}

@MainActor
private final class ClockReading<C: Clock<Duration>>: TurnClock {
    private let clock: C
    private let origin: C.Instant

    init(_ clock: C) {
        self.clock = clock
        self.origin = clock.now
    }

    var now: Duration { origin.duration(to: clock.now) }

    func sleep(until instant: Duration) async throws {
        try await clock.sleep(until: origin.advanced(by: instant), tolerance: nil)
    }
}
