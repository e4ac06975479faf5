import WireframeSupport

/// A clock whose time moves only when a test advances it.
///
/// Sleepers wait until ``advance(by:)`` or ``advance(to:)`` moves ``now`` past their
/// deadline; they are resumed in deadline order (and in the order they went to sleep for equal
/// deadlines). Sleeping honours task cancellation by throwing `CancellationError`. The clock
/// is safe to use from any thread.
///
/// <!-- sample ManualClock/ManualClock -->
/// ```swift
/// let clock = ManualClock()
/// let nap = Task { try await clock.sleep(for: .seconds(1)) }
/// try await clock.waitForSleepers()   // the task is asleep now
/// clock.advance(by: .seconds(1))      // and now it is woken
/// try await nap.value
/// ```
public final class ManualClock: Clock, Sendable {
    /// A point in time of a ``ManualClock``: how far it is from the clock's start.
    public struct Instant: InstantProtocol, Sendable {
        /// The time from the clock's start to this instant.
        public var offset: Duration

        /// The instant `offset` after the clock's start.
        public init(offset: Duration) { self.offset = offset }

        /// The instant `duration` after this one.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    struct Waiter {
        let id: UInt64
        let count: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    struct State {
        var now: Instant
        var nextID: UInt64 = 0
        var sleepers: [Sleeper] = []
        var waiters: [Waiter] = []

        mutating func makeID() -> UInt64 {
            nextID += 1
            return nextID
        }

        /// Takes out the waiters whose count of sleepers is reached.
        mutating func satisfiedWaiters() -> [Waiter] {
            let ready = waiters.filter { $0.count <= sleepers.count }
            waiters.removeAll { $0.count <= sleepers.count }
            return ready
        }

        /// Takes out, in deadline order (then in the order they went to sleep), the sleepers
        /// whose deadline ``now`` has reached.
        mutating func takeDueSleepers() -> [Sleeper] {
            let now = self.now
            let due = sleepers.enumerated()
                .filter { $0.element.deadline <= now }
                .sorted { ($0.element.deadline, $0.offset) < ($1.element.deadline, $1.offset) }
                .map(\.element)
            sleepers.removeAll { $0.deadline <= now }
            return due
        }
    }

    let state: Lock<State>

    /// Creates a clock whose time starts at `now` (the clock's start by default).
    public init(now: Instant = Instant(offset: .zero)) {
        state = Lock(State(now: now))
    }

    /// The current time of the clock.
    public var now: Instant { state.withLock { $0.now } }

    /// The smallest step of the clock: none, time moves only when advanced.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are asleep on the clock now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }
}
