/// Marks the tasks that run inside a navigator's turn, so that a turn asked from one of them
/// while that turn still runs is recognised as re-entrant instead of waiting for a turn that
/// can only come after its own caller's.
///
/// A task-local value reaches the turn's own task, the child tasks it starts (`async let`, task
/// groups) and the unstructured `Task`s made inside it, all of which inherit task-local values;
/// `Task.detached` does not inherit it.
struct TurnMarker: Sendable {
    /// The navigator whose turn it is.
    let navigator: ObjectIdentifier
    /// The turn's number in that navigator.
    let turn: UInt64
    /// The turn itself, for code that applies steps in the turn it runs in.
    let navigationTurn: NavigationTurn

    /// The turns the current task runs inside, innermost last (a plug-in of one wireframe may
    /// route through another).
    @TaskLocal static var enclosing: [TurnMarker] = []

    /// The turn of `navigator` the current task runs inside, if any.
    static func enclosingTurn(of navigator: ObjectIdentifier) -> UInt64? {
        enclosing.last { $0.navigator == navigator }?.turn
    }
}
