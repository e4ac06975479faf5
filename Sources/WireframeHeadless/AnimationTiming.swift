/// How long an animated transition takes in a window, and on which clock.
struct AnimationTiming: Sendable {
    /// The clock the animations run on.
    let clock: any Clock<Duration>
    /// How long one animation takes; zero or less means transitions are instant.
    let duration: Duration

    /// Waits for one animation to run its course.
    ///
    /// The wait runs in a task of its own so that cancelling the caller does not cut it short:
    /// a UIKit animation cannot be cancelled either, and the transition waiting on it must
    /// complete whole.
    func run() async {
        guard duration > .zero else { return }
        let clock = clock
        let duration = duration
        let animation = Task {
            try? await clock.sleep(for: duration)
        }
        await animation.value
    }
}
