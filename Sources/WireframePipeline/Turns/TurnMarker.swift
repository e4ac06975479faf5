/// Marks the tasks that run inside a wireframe's turn, so that a request made from one of them
/// while that turn still runs is recognised as re-entrant instead of waiting for a turn that
/// can only come after its own caller's.
///
/// A task-local value reaches the turn's own task, the child tasks it starts (`async let`, task
/// groups) and the unstructured `Task`s made inside it, all of which inherit task-local values;
/// `Task.detached` does not inherit it.
struct TurnMarker: Sendable, Equatable {
    /// The wireframe whose turn it is.
    let wireframe: ObjectIdentifier
    /// The turn's number in that wireframe.
    let turn: UInt64

    /// The turns the current task runs inside, innermost last (a plug-in of one wireframe may
    /// route through another).
    @TaskLocal static var enclosing: [TurnMarker] = []

    /// The turn of `wireframe` the current task runs inside, if any.
    static func enclosingTurn(of wireframe: ObjectIdentifier) -> UInt64? {
        enclosing.last { $0.wireframe == wireframe }?.turn
    }
}
