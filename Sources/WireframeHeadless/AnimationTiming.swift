/// How long an animated transition takes in a window, and on which clock.
struct AnimationTiming: Sendable {
    /// The clock the animations run on.
    let clock: any Clock<Duration>
    /// How long one animation takes; zero or less means transitions are instant.
    let duration: Duration

    /// Runs one animation, from now until `duration` has passed on the clock.
    ///
    /// The deadline is taken when the transition starts, before anything suspends. The wait
    /// runs in a task of its own so that cancelling the caller does not cut it short: a UIKit
    /// animation cannot be cancelled either, and the transition waiting on it must complete
    /// whole.
    @MainActor
    func run() async {
        guard duration > .zero else { return }
        await Self.start(on: clock, for: duration).value
    }

    private static func start<C: Clock>(on clock: C, for duration: Duration) -> Task<Void, Never>
    where C.Duration == Duration {
        let deadline = clock.now.advanced(by: duration)
        return Task {
            try? await clock.sleep(until: deadline, tolerance: nil)
        }
    }
}
