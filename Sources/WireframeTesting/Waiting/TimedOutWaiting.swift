/// What a wait of `WireframeTesting` throws when what it waits for has not happened in time,
/// naming what it waited for; a test that lets it escape fails with that message instead of
/// hanging.
///
/// `timed out after 60 seconds waiting until a guard holds a request`
public struct TimedOutWaiting: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the wait waited for: `a guard holds a request`, `the wireframe's queue is idle`.
    public let what: String
    /// How long it waited.
    public let timeout: Duration

    /// Creates the failure of a wait for `what` that gave up after `timeout`.
    public init(what: String, timeout: Duration) {
        self.what = what
        self.timeout = timeout
    }

    /// `timed out after 60 seconds waiting until a guard holds a request`.
    public var description: String {
        "timed out after \(timeout.components.seconds) seconds waiting until \(what)"
    }
}
