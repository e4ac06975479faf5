// How long a turn may run: the timeout that ends it, and the warning of a slow one.
extension Navigator {
    /// How long one turn may run — from the moment it starts, not counting the wait in the
    /// queue nor the time a guard waits for the user — before it fails with
    /// ``NavigationError/Code/timedOut``: 30 seconds unless set with ``setTurnTimeout(_:)``;
    /// `nil` sets no limit.
    public var turnTimeout: Duration? { watch.timeout }

    /// Sets ``turnTimeout``; `nil` removes the limit.
    ///
    /// A turn past its timeout fails with ``NavigationError/Code/timedOut`` naming the plug-in
    /// or step it was waiting for; its steps are taken back, its caller stops waiting, and the
    /// next turn runs, even when that plug-in never returns. A step the turn asks for after
    /// that changes nothing, and a step that was running is taken back when it completes.
    ///
    /// With no limit (`nil`), a turn runs in its caller's task instead of a task of its own,
    /// which makes it a little cheaper (about a microsecond); but a plug-in that never returns
    /// then holds every turn after it until it does, and a turn too slow is warned of only once
    /// it ends. Cancelling the caller still reaches the plug-in, which should then return.
    ///
    /// - Throws: ``NavigationError/Code/invalidSetting`` for a duration of zero or less; the
    ///   timeout is then unchanged.
    public func setTurnTimeout(_ timeout: Duration?) throws(NavigationError) {
        if let timeout, timeout <= .zero {
            throw NavigationError(
                .invalidSetting,
                "turnTimeout \(timeout): a timeout is longer than zero; nil sets no limit"
            )
        }
        watch.timeout = timeout
    }

    /// How long a turn may run before the navigator logs a warning naming it and the plug-in
    /// it runs: 10 seconds unless set with ``setSlowTurnWarning(after:)``; `nil` never warns.
    /// The warning is the one message logged above debug level: a turn that long holds every
    /// turn after it, and no error may ever tell the caller.
    public var slowTurnWarningThreshold: Duration? { watch.slowTurnThreshold }

    /// Sets ``slowTurnWarningThreshold``; `nil` never warns.
    ///
    /// - Throws: ``NavigationError/Code/invalidSetting`` for a duration of zero or less.
    public func setSlowTurnWarning(after threshold: Duration?) throws(NavigationError) {
        if let threshold, threshold <= .zero {
            throw NavigationError(
                .invalidSetting,
                "slowTurnWarningThreshold \(threshold): a threshold is longer than zero; nil never warns"
            )
        }
        watch.slowTurnThreshold = threshold
    }
}
