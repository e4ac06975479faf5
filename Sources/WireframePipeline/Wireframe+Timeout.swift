public import WireframeNavigation

// The navigator's settings, where a wireframe's users look for them.
extension Wireframe {
    /// How long one request may hold its turn (from the moment its turn starts, not counting
    /// the wait in the queue nor the time a guard waits for the user) before it fails with
    /// `WireframeError.Code.timedOut`: 30 seconds unless set with ``setRequestTimeout(_:)``;
    /// `nil` sets no limit. The ``navigator``'s `requestTimeout`.
    public var requestTimeout: Duration? { navigator.turnTimeout }

    /// Sets ``requestTimeout``; `nil` removes the limit.
    ///
    /// A request past its timeout fails with `WireframeError.Code.timedOut` naming the
    /// plug-in it was waiting for, what it showed is taken back, and the next request gets its
    /// turn, even when that plug-in never returns. The plug-in's task is cancelled; a screen
    /// it makes later is shown nowhere, and a transition still running when the request timed
    /// out is taken back when it completes.
    ///
    /// With no limit (`nil`), a request runs in its caller's task instead of a task of its own,
    /// which makes it a little cheaper (about a microsecond); but a plug-in that never returns
    /// then holds every request after it until it does. Cancelling the caller still reaches the
    /// plug-in, which should then return.
    ///
    /// - Throws: `NavigationError.Code.invalidSetting` for a duration of zero or less; the
    ///   timeout is then unchanged.
    public func setRequestTimeout(_ timeout: Duration?) throws(NavigationError) {
        try navigator.setTurnTimeout(timeout)
    }

    /// How long a turn may run before the wireframe logs a warning naming the request and the
    /// plug-in it runs: 10 seconds unless set with ``setSlowTurnWarning(after:)``; `nil` never
    /// warns. The warning is the one message the wireframe logs above debug level: a turn that
    /// long holds every request after it, and no error may ever tell the caller.
    public var slowTurnWarningThreshold: Duration? { navigator.slowTurnWarningThreshold }

    /// Sets ``slowTurnWarningThreshold``; `nil` never warns.
    ///
    /// - Throws: `NavigationError.Code.invalidSetting` for a duration of zero or less.
    public func setSlowTurnWarning(after threshold: Duration?) throws(NavigationError) {
        try navigator.setSlowTurnWarning(after: threshold)
    }

    /// Notes the plug-in the current turn runs, for the messages of a re-entrant request, a
    /// timeout and a slow-turn warning.
    func running(_ role: StaticString, _ name: String) {
        navigator.noteRunning(role, name)
    }
}
