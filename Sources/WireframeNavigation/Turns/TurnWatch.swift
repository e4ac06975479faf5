import Logging
import WireframeSupport

/// What a navigator knows of the turn running now — who holds it, which plug-in or step it
/// runs, since when, its deadline — and the watchdog that ends a turn past its deadline and
/// warns of a slow one.
///
/// The one timeout mechanism of the package: the wireframe's request timeout and the state
/// router's per-step timeout are both a turn's deadline here. Time a turn spends waiting for the
/// user (a guard's `suspend()`) does not count towards it.
///
/// The watchdog costs nothing to a turn that never suspends (nearly every turn without
/// animation): it is started only once a turn has suspended, and ends with the turn. A turn
/// without a deadline runs in its caller's task, where the navigator cannot see it suspend: it
/// is warned of when it ends, if it ran too long.
@MainActor
final class TurnWatch {
    /// The turn running now.
    struct Turn {
        /// The turn's number; a marker with another number belongs to a turn that has ended.
        let number: UInt64
        /// How messages name the turn.
        let subject: TurnSubject
        /// The clock of its deadline and of the slow-turn warning.
        let clock: any TurnClock
        /// When the turn started, on `clock`.
        let start: Duration
        /// When the turn fails with `timedOut`, on `clock`; `nil`: never.
        var deadline: Duration?
        /// How long the turn may run between two restarts of its deadline.
        let timeout: Duration?
        /// Since when the turn waits for the user, if it does: its deadline is on hold.
        var pausedSince: Duration?
        /// The role of the plug-in or step the turn runs now (`screen provider`), or `nil`.
        var role: StaticString?
        /// The name of that plug-in or step.
        var name = ""
        /// Whether the slow-turn warning has been logged for this turn.
        var warned = false
        /// Whether the deadline was restarted since the turn last suspended: it becomes the
        /// clock's reading plus ``timeout`` once the turn suspends (nothing reads it before).
        var restartsOnSuspension = false

        /// The plug-in the turn runs now (`screen provider "inbox"`), or `nil` between plug-ins.
        var activity: String? {
            guard let role else { return nil }
            return name.isEmpty ? "\(role)" : "\(role) \(MessageText.quoted(name))"
        }
    }

    private(set) var current: Turn?
    private var nextNumber: UInt64 = 0
    /// How long a turn may run (waiting for the user aside) before it fails with `timedOut`.
    var timeout: Duration? = .seconds(30)
    /// How long a turn may run before the navigator logs a warning; `nil`: never.
    var slowTurnThreshold: Duration? = .seconds(10)
    /// Wakes at the current turn's next due time, while the turn is suspended.
    private var watchdog: Task<Void, Never>?
    /// Called when the current turn passes its deadline.
    var onDeadline: (@MainActor (UInt64) async -> Void)?
    /// Hears the slow-turn warning.
    var logger: Logger?

    /// Starts a turn for `subject` on `clock`; `timeout` replaces the navigator's for this turn.
    func begin(_ subject: TurnSubject, clock: any TurnClock, timeout turnTimeout: Duration??) -> UInt64 {
        let number = nextNumber
        nextNumber += 1
        let start = clock.now
        let limit = turnTimeout ?? timeout
        current = Turn(
            number: number,
            subject: subject,
            clock: clock,
            start: start,
            deadline: limit.map { start + $0 },
            timeout: limit
        )
        return number
    }

    /// Ends turn `number` (a turn given up after its deadline has ended already). A turn no
    /// watchdog watched (it ran in its caller's task, having no deadline) and that ran past the
    /// slow-turn threshold is warned of now.
    func end(_ number: UInt64) {
        guard let turn = current, turn.number == number else { return }
        current = nil
        if let watchdog {
            watchdog.cancel()
            self.watchdog = nil
        } else if !turn.warned, let threshold = slowTurnThreshold {
            // No plug-in is named: timing each one would cost every turn a clock reading per
            // plug-in, where a turn without a deadline is chosen for its speed.
            let took = turn.clock.now - turn.start
            guard took > threshold else { return }
            logger?.warning(
                "\(turn.subject.text) held the navigator's turn for \(took), more than \(threshold); every turn after it waited",
                metadata: ["wireframe.turn": "\(turn.number)"]
            )
        }
    }

    /// Logs the slow-turn warning for `turn`, which has run for more than `threshold`.
    private func warnSlow(_ turn: Turn, after threshold: Duration) {
        logger?.warning(
            "\(turn.subject.text) has held the navigator's turn for more than \(threshold)\(turn.activity.map { " (running \($0))" } ?? ""); every turn after it waits",
            metadata: ["wireframe.turn": "\(turn.number)"]
        )
    }

    /// Notes that turn `number` now runs the plug-in or step `name` of `role`.
    func running(_ role: StaticString, _ name: String, turn number: UInt64) {
        guard current?.number == number else { return }
        current?.role = role
        current?.name = name
    }

    /// Gives turn `number` its full timeout again from now: the state router's deadline per step.
    func restartDeadline(of number: UInt64) {
        guard current?.number == number, current?.timeout != nil else { return }
        // Only the watchdog reads a deadline, and it runs only once the turn has suspended: until
        // then the clock is read when the turn suspends (`turnSuspended`), which is after the
        // step began by the synchronous code between them alone. A state router's pass of steps
        // that never suspend then reads the clock not once per step.
        guard watchdog != nil else {
            current?.restartsOnSuspension = true
            return
        }
        restartNow()
    }

    /// Sets the current turn's deadline to its full timeout from now.
    private func restartNow() {
        // Read field by field: a copy of the whole turn, taken and dropped at every step of a
        // state router's pass, cost as much as the clock reading.
        guard let timeout = current?.timeout, let clock = current?.clock else { return }
        current?.restartsOnSuspension = false
        current?.deadline = clock.now + timeout
    }

    /// Holds the deadline of turn `number` while it waits for the user.
    func pause(_ number: UInt64) {
        guard let turn = current, turn.number == number, turn.pausedSince == nil else { return }
        current?.pausedSince = turn.clock.now
    }

    /// Lets the deadline of turn `number` run again, later by the time it was held.
    func resume(_ number: UInt64) {
        guard let turn = current, turn.number == number, let since = turn.pausedSince else { return }
        let now = turn.clock.now
        current?.pausedSince = nil
        current?.deadline = turn.deadline.map { $0 + (now - since) }
        turnSuspended(number)
    }

    /// Turn `number` has suspended: the watchdog wakes at its next due time.
    func turnSuspended(_ number: UInt64) {
        guard watchdog == nil, current?.number == number else { return }
        if current?.restartsOnSuspension == true { restartNow() }
        watchdog = Task { [weak self] in await self?.watch(number) }
    }

    /// Sleeps until the current turn is due, warns or ends it, and stops when nothing is due.
    private func watch(_ number: UInt64) async {
        while let turn = current, turn.number == number {
            let warningDue = turn.warned ? nil : slowTurnThreshold.map { turn.start + $0 }
            let deadline = turn.pausedSince == nil ? turn.deadline : nil
            guard let due = [warningDue, deadline].compactMap({ $0 }).min() else { break }
            if turn.clock.now < due {
                do {
                    try await turn.clock.sleep(until: due)
                } catch {
                    return
                }
                continue
            }
            if let deadline, turn.clock.now >= deadline {
                watchdog = nil
                await onDeadline?(number)
                return
            }
            current?.warned = true
            warnSlow(turn, after: slowTurnThreshold ?? .zero)
        }
        if current?.number == number { watchdog = nil }
    }
}
