import Logging
import WireframeRouting

/// What a wireframe knows of the turn running now (who holds it, which plug-in it runs, since
/// when), its deadline and slow-turn settings, and the watchdog that warns of a slow turn.
@MainActor
final class TurnWatch {
    /// The turn running now.
    struct Turn {
        /// The turn's number; a marker with another number belongs to a turn that has ended.
        let number: UInt64
        /// The request holding the turn, which messages name (`request.subject`).
        let request: RequestLogger
        /// When the turn started.
        let start: ContinuousClock.Instant
        /// The role of the plug-in the turn runs now (`screen provider`), or `nil` between plug-ins.
        var role: StaticString?
        /// The name of that plug-in.
        var name = ""

        /// How messages name the request holding the turn. Made only for a message: a turn
        /// that needs none costs no formatting.
        var subject: String { request.subject }

        /// The plug-in the turn runs now (`screen provider "inbox"`), or `nil` between plug-ins.
        var activity: String? { role.map { "\($0) \(MessageText.quoted(name))" } }
        /// Whether the slow-turn warning has been logged for this turn.
        var warned = false
    }

    private(set) var current: Turn?
    private var nextNumber: UInt64 = 0
    /// How long a turn may run before its request fails with `timedOut`; `nil`: no limit.
    var timeout: Duration?
    /// How long a turn may run before the wireframe logs a warning; `nil`: never.
    var slowTurnThreshold: Duration? = .seconds(10)
    /// The task that wakes when the turn running now passes the threshold; it ends when no turn
    /// runs, so an idle wireframe holds no task.
    private var watchdog: Task<Void, Never>?

    /// Starts a turn for `request`; `logger` hears the slow-turn warning.
    func begin(_ request: RequestLogger, logger: Logger) -> UInt64 {
        let number = nextNumber
        nextNumber += 1
        current = Turn(number: number, request: request, start: .now)
        if watchdog == nil, let threshold = slowTurnThreshold {
            watchdog = Task { [weak self] in await self?.watch(threshold: threshold, logger: logger) }
        }
        return number
    }

    /// Ends turn `number` (a turn given up after its deadline has ended already).
    func end(_ number: UInt64) {
        if current?.number == number { current = nil }
    }

    /// Notes that the current task's turn now runs the plug-in `name` of `role` (`screen provider`).
    func running(_ role: StaticString, _ name: String, wireframe: ObjectIdentifier) {
        guard let number = TurnMarker.enclosingTurn(of: wireframe), current?.number == number else { return }
        current?.role = role
        current?.name = name
    }

    /// Sleeps until the turn running now passes `threshold`, warns once per turn, and ends when
    /// no turn runs.
    private func watch(threshold: Duration, logger: Logger) async {
        defer { watchdog = nil }
        while let turn = current {
            let due = turn.start + threshold
            if ContinuousClock.now < due {
                try? await Task.sleep(until: due, clock: .continuous)
                continue
            }
            if !turn.warned {
                current?.warned = true
                logger.warning(
                    "\(turn.subject) has held the wireframe's turn for more than \(threshold)\(turn.activity.map { " (running \($0))" } ?? ""); every request after it waits",
                    metadata: ["wireframe.turn": "\(turn.number)"]
                )
            }
            // The same turn again: sleep until a turn that starts now would be due.
            try? await Task.sleep(for: threshold)
        }
    }
}
