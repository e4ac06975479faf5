/// What a front-end standing on a navigator keeps for that navigator's window (the module layer:
/// where its unawaited navigations report): one value of each conforming type per navigator,
/// made on first use, living as long as the navigator. The core knows nothing of the
/// front-ends, so the front-end names the type and the navigator keeps the value.
@MainActor
package protocol FrontEndState: AnyObject {
    /// A value for a navigator that has none yet.
    init()
}

extension Navigator {
    /// The navigator's value of `type`, made on first use.
    package func frontEndState<State: FrontEndState>(_ type: State.Type) -> State {
        if let existing = existingFrontEndState(type) { return existing }
        let made = State()
        frontEndStates[ObjectIdentifier(type)] = made
        return made
    }

    /// The navigator's value of `type`, or `nil` when none was made.
    package func existingFrontEndState<State: FrontEndState>(_ type: State.Type) -> State? {
        // Filed under its own type by `frontEndState(_:)`, so the cast always succeeds.
        frontEndStates[ObjectIdentifier(type)] as? State
    }
}
