// How a call waits for the router to catch up (`apply(_:)` while it is busy, `settle()`), and
// why such a call may be let go before then.
//
// A routable that awaits its own router from inside its change is refused at once: its task runs
// inside the change's turn (`EnclosingTurns`, a task-local list of the enclosing turns'
// identities). A call from a task that did not inherit it — a `Task.detached`, a callback on
// another thread — cannot be told from any other caller that waits while a step runs, so it waits.
// When the routable awaits that call, each waits for the other: the step times out, the router goes
// on to the path the waiting call dispatched, which runs the same routable again, and so on without
// end. The cycle is broken where it can be seen: when a step times out, the changes asked of
// `apply(_:)` while it was in flight are let go with `reentrantNavigation` and withdrawn (unless
// the app has dispatched another since), so the router settles on what is shown. A `settle()`
// dispatched nothing: the router becomes idle after the timeout and it returns the step's
// `timedOut`, as it did.
extension StateRouter {
    /// A call waiting for the router to catch up.
    struct Waiter {
        let continuation: CheckedContinuation<StateRoutingError?, Never>
        /// The count of the step in flight when the call began to wait; `nil` between passes.
        let step: UInt64?
        /// The change the call dispatched (`apply(_:)`), and the router's record of it; `nil`
        /// for `settle()`.
        let change: PathChange?
        let pending: PendingChange?
    }

    /// Waits until the router has caught up with the store; returns the first failure of the
    /// changes run meanwhile, or why the wait was let go, or `nil`.
    func waitUntilCaughtUp(for change: PathChange?, pending: PendingChange?) async -> StateRoutingError? {
        let step = stepInFlight == nil ? nil : stepCount
        return await withCheckedContinuation {
            waiters.append(Waiter(continuation: $0, step: step, change: change, pending: pending))
        }
    }

    /// Resumes everyone awaiting the router with `error`.
    func finishWaiters(_ error: StateRoutingError?) {
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.continuation.resume(returning: error) }
    }

    /// `step`, the step in flight, timed out: lets go the changes asked of `apply(_:)` while it
    /// ran, which its routable may be awaiting, and withdraws them when the last of them is
    /// still the store's.
    func releaseWaitersOfTimedOutStep(_ step: PathStep) {
        let count = stepCount
        var released: [Waiter] = []
        waiters.removeAll { waiter in
            guard waiter.step == count, waiter.change != nil else { return false }
            released.append(waiter)
            return true
        }
        guard !released.isEmpty else { return }
        let storePath = store.navigationState.path
        if released.contains(where: { $0.pending?.target == storePath }) {
            store.dispatch(.setPath(shownPath, animated: false))
        }
        for waiter in released {
            waiter.continuation.resume(
                returning: StateRoutingError(
                    .reentrantNavigation,
                    segment: step.segment,
                    "apply(\(waiter.change.map { "\($0)" } ?? "")) waited for the router while \(Self.describe(step)) "
                        + "was in flight, which did not complete within \(timeout): a routable that awaits such a "
                        + "call waits for itself, so the call is let go and its change withdrawn; from a routable, "
                        + "dispatch to the store, or call the router from a Task.detached without awaiting it"
                )
            )
        }
    }
}
