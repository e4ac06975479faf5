/// One pass of the router from the route shown to a target route: its steps, and the
/// continuation of whoever awaits the pass (the router's loop, inside the wireframe's turn when
/// there is one). Finished once, by the last step, a failing one, or the watchdog.
@MainActor
final class RouteRun {
    /// How a pass ended.
    enum Outcome {
        /// Every step was carried out.
        case completed
        /// The store's route moved on, or the user navigated, before the last step: the router
        /// diffs again from what is shown.
        case superseded
        /// A step failed, or timed out; the steps before it stay.
        case failed(StateRoutingError)
    }

    let target: [RouteSegment]
    let steps: [RouteStep]
    let animated: Bool
    /// The store's revision when the target was read: a step compares the store's route with
    /// the target only when the store has changed since.
    let storeRevision: UInt64
    private var continuation: CheckedContinuation<Outcome, Never>?

    init(target: [RouteSegment], steps: [RouteStep], animated: Bool, storeRevision: UInt64) {
        self.target = target
        self.steps = steps
        self.animated = animated
        self.storeRevision = storeRevision
    }

    /// Whether the pass may still go on: started and not finished.
    var isActive: Bool { continuation != nil }

    /// Runs `start` (which starts the steps) and returns how the pass ended.
    func outcome(start: () -> Void) async -> Outcome {
        await withCheckedContinuation { continuation in
            self.continuation = continuation
            start()
        }
    }

    /// Ends the pass with `outcome`, if it has not ended yet.
    func finish(_ outcome: Outcome) {
        let continuation = self.continuation
        self.continuation = nil
        continuation?.resume(returning: outcome)
    }
}

/// The step the router is carrying out: its number, what it does and for which pass.
@MainActor
struct StepInFlight {
    let number: UInt64
    let step: RouteStep
    let run: RouteRun
}
