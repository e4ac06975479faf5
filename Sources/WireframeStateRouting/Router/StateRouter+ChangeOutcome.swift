// What became of a change the app asked for: shown, or overtaken before the screens showed it.
extension StateRouter {
    /// What became of a change asked of ``StateRouter/apply(_:)``.
    ///
    /// States that arrive while a change runs are not replayed: the router goes from what is
    /// shown to the latest path, so a change can be overtaken before the screens show it, which
    /// is not a failure.
    ///
    /// <!-- sample StateRouter+ChangeOutcome/ChangeOutcome -->
    /// ```swift
    /// switch try await router.apply(.push(try message(MessageRef(id: 42)))) {
    /// case .shown: break
    /// case .superseded(by: .laterChange(let path)): print("the app went on to \(path.pathDescription)")
    /// case .superseded(by: .user(let path)): print("the user went to \(path.pathDescription)")
    /// }
    /// ```
    public enum ChangeOutcome: Hashable, Sendable {
        /// The screens showed the path the change led to.
        case shown
        /// The screens never showed the path the change led to: what `overtaker` names moved on
        /// first, and the router went on from what is shown to the path it led to.
        case superseded(by: Overtaker)
    }

    /// What overtook a change before the screens showed its path.
    public enum Overtaker: Hashable, Sendable {
        /// A later change dispatched to the store — by the app, another ``StateRouter/apply(_:)``,
        /// a deep link — which led to `path`.
        case laterChange(path: [PathSegment])
        /// The user navigated on the screens while the change ran (back swipe, tab tap,
        /// swipe-down); the screens then showed `path`, which the router wrote into the store.
        case user(path: [PathSegment])
    }

    /// A change asked of `apply(_:)` while the router catches up: the path it led to, whether
    /// the screens showed it, and what overtook it first.
    final class PendingChange {
        let target: [PathSegment]
        var wasShown = false
        var overtaker: Overtaker?

        init(target: [PathSegment]) {
            self.target = target
        }

        /// What became of it, once the router has caught up: shown, or superseded by what
        /// overtook it (a later change, when the router saw none: the store had moved on).
        func outcome(shownPath: [PathSegment]) -> ChangeOutcome {
            wasShown ? .shown : .superseded(by: overtaker ?? .laterChange(path: shownPath))
        }
    }

    /// Notes that the screens show `path`: the changes that led to it are shown, even those
    /// overtaken meanwhile by a change that the app took back.
    func noteShown(_ path: [PathSegment]) {
        for change in pendingChanges where !change.wasShown && change.target == path {
            change.wasShown = true
        }
    }

    /// Notes that `overtaker` moved the path on to `path`: the changes not yet shown that led
    /// elsewhere are overtaken, unless something overtook them before.
    func noteOvertaken(by overtaker: Overtaker, at path: [PathSegment]) {
        for change in pendingChanges where !change.wasShown && change.overtaker == nil && change.target != path {
            change.overtaker = overtaker
        }
    }
}
