/// The turns the current task runs inside, by identity only: what tells a turn asked from
/// inside a turn of the same navigator (a turn's body awaiting `route(to:)`, a routable calling
/// into its own router) from one asked by an independent caller, so that the first fails as
/// re-entrant instead of waiting for a turn that can only come after its own caller's.
// Why a task-local: the enclosing turns must be known in every task a turn's body runs or
// starts — its child tasks (`async let`, task groups) and the unstructured `Task`s made inside
// it, which inherit task-local values (`Task.detached` does not, which is the documented way
// out) — and in code a front-end calls without a parameter for it (a plug-in, an app's
// routable calling `StateRouter.apply`). Nothing but the task's ancestry answers that.
// Why only identities: the turn itself is passed explicitly to whatever applies steps (a
// turn's body, a transition, a routable); a task-local turn would let any code it calls reach
// the turn and change screens behind its caller's back. An identity names a turn and cannot
// apply anything.
package enum EnclosingTurns {
    /// The identities of the turns enclosing the current task, the innermost last.
    @TaskLocal private static var identities: [NavigationTurn.Identity] = []

    /// The innermost turn of the navigator `navigator` enclosing the current task, if any.
    package static func innermost(of navigator: ObjectIdentifier) -> NavigationTurn.Identity? {
        identities.last { $0.navigator == navigator }
    }

    /// Whether `turn` encloses the current task.
    package static func contains(_ turn: NavigationTurn.Identity) -> Bool {
        identities.contains(turn)
    }

    /// Runs `body` marked as inside `turn`, as well as the turns enclosing the caller.
    // On the main actor, as the turn's body is: a nonisolated async function would leave it
    // for the global executor and back, a suspension a turn that never waits does not have.
    @MainActor
    static func run(
        inside turn: NavigationTurn.Identity,
        _ body: @MainActor () async throws(NavigationError) -> Void
    ) async throws(NavigationError) {
        let result: Result<Void, NavigationError> = await $identities.withValue(identities + [turn]) {
            do throws(NavigationError) {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }
}

extension NavigationTurn {
    /// Who a turn is, without the turn: its navigator and its number there (numbers only grow),
    /// for telling whether a task runs inside it.
    package struct Identity: Hashable, Sendable {
        /// The navigator running the turn.
        let navigator: ObjectIdentifier
        /// The turn's number in its navigator.
        let number: UInt64
    }

    /// The turn's identity, once it has taken the queue.
    package var identity: Identity { Identity(navigator: navigator, number: number) }
}
