/// The deadline of the step in flight, on the router's clock: each step starts it anew, and the
/// watchdog sleeps until it.
///
/// The router takes `any Clock<Duration>`; this type holds the clock under its own type, so that
/// reading it and computing a deadline need no existential instant.
@MainActor
protocol StepTimer: AnyObject {
    /// Starts the deadline of a new step: now plus the timeout.
    func startStep()
    /// Whether the deadline of the current step has passed.
    var isPastDeadline: Bool { get }
    /// Sleeps until the deadline of the current step (as it is when called).
    ///
    /// - Throws: `CancellationError` when the sleeping task is cancelled.
    func sleepUntilDeadline() async throws
}

/// A ``StepTimer`` on `clock`.
@MainActor
func makeStepTimer<C: Clock<Duration>>(_ clock: C, timeout: Duration) -> any StepTimer {
    ClockStepTimer(clock: clock, timeout: timeout)
}

@MainActor
private final class ClockStepTimer<C: Clock<Duration>>: StepTimer {
    private let clock: C
    private let timeout: Duration
    private var deadline: C.Instant

    init(clock: C, timeout: Duration) {
        self.clock = clock
        self.timeout = timeout
        self.deadline = clock.now.advanced(by: timeout)
    }

    func startStep() {
        deadline = clock.now.advanced(by: timeout)
    }

    var isPastDeadline: Bool { clock.now >= deadline }

    func sleepUntilDeadline() async throws {
        try await clock.sleep(until: deadline, tolerance: nil)
    }
}
