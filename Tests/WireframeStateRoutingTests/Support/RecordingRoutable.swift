import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// What routables were asked, in order, shared by a root routable and every routable it returned.
@MainActor
final class RoutableLog {
    /// One line per call, when it started: `push b at 1 animated`, `pop c (not animated)`, ….
    var calls: [String] = []
    /// One line per call that completed, when it did.
    var completions: [String] = []
    /// Calls held until the test releases them, by the segment they act on.
    var heldSegments: Set<String> = []
    /// Calls that never complete, by segment.
    var hangingSegments: Set<String> = []
    /// Calls that throw, by segment.
    var failingSegments: Set<String> = []
    /// What a failing call on a segment throws, when not a ``PlannedFailure``.
    var thrownErrors: [String: any Error] = [:]
    /// Runs at the start of every call, before it waits: a call that takes clock time without
    /// suspending advances a manual clock here.
    var onCall: ((PathSegment) -> Void)?
    private var held: [CheckedContinuation<Void, Never>] = []

    /// How many calls wait for ``releaseOne()``.
    var waitingCount: Int { held.count }

    /// Lets the first held call complete.
    func releaseOne() {
        guard !held.isEmpty else { return }
        held.removeFirst().resume()
    }

    /// The calls without their `animated` flags.
    var bareCalls: [String] {
        calls.map { $0.hasSuffix(Self.notAnimated) ? String($0.dropLast(Self.notAnimated.count)) : $0 }
    }

    private static let notAnimated = " (not animated)"

    /// Records the start of a call on `segment` and waits (or hangs), then throws, as the test
    /// asked.
    func call(_ text: String, segment: PathSegment, animated: Bool) async throws {
        calls.append(text + (animated ? "" : Self.notAnimated))
        onCall?(segment)
        if heldSegments.contains(segment.identifier) || hangingSegments.contains(segment.identifier) {
            let hangs = hangingSegments.contains(segment.identifier)
            await withCheckedContinuation { continuation in
                if hangs { hanging.append(continuation) } else { held.append(continuation) }
            }
        }
        if failingSegments.contains(segment.identifier) {
            throw thrownErrors[segment.identifier] ?? PlannedFailure(segment: segment.identifier)
        }
        completions.append(text)
    }

    /// Hanging calls, kept so that their continuations are not leaked; resumed at the end.
    private var hanging: [CheckedContinuation<Void, Never>] = []

    /// Lets every hanging call complete (late), so that no continuation leaks.
    func releaseHanging() {
        let all = hanging
        hanging = []
        for continuation in all { continuation.resume() }
    }
}

/// An error a ``RecordingRoutable`` throws on purpose.
struct PlannedFailure: Error, CustomStringConvertible {
    let segment: String
    var description: String { "planned failure of \(segment)" }
}

/// A routable that records every call in a shared ``RoutableLog`` and shows nothing.
@MainActor
final class RecordingRoutable: Routable {
    let log: RoutableLog
    let name: String

    init(_ log: RoutableLog, name: String = "root") {
        self.log = log
        self.name = name
    }

    func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable {
        try await log.call("push \(segment) on \(name)", segment: segment, animated: animated)
        return RecordingRoutable(log, name: segment.description)
    }

    func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws {
        try await log.call("pop \(segment) from \(name)", segment: segment, animated: animated)
    }

    func change(
        _ segment: PathSegment,
        to new: PathSegment,
        animated: Bool,
        in turn: NavigationTurn
    ) async throws -> any Routable {
        try await log.call("change \(segment) to \(new) on \(name)", segment: new, animated: animated)
        return RecordingRoutable(log, name: new.description)
    }
}

extension StateRouter {
    /// A router with no window whose root is a ``RecordingRoutable`` writing to `log`, on a
    /// manual clock: what the routables were asked is what a test reads.
    static func recording(_ log: RoutableLog, store: any NavigationStore) -> StateRouter {
        StateRouter(store: store, root: RecordingRoutable(log), clock: ManualClock())
    }
}
