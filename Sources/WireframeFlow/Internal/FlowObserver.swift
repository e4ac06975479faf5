/// One stream of ``FlowContext/values(for:)->AsyncStream<Key.Value>`` (or of a name), as the family keeps it.
struct FlowObserver: Sendable {
    /// Yields the slot's value, as found by a lookup from the observed context, to the stream.
    /// Called while the family is locked, so that two deliveries to one stream never overtake
    /// each other: the last value yielded is the value after the last change.
    let deliver: @Sendable (FlowLookup) -> Void
    /// Ends the stream. Called after the family is unlocked: ending a stream runs its
    /// termination handler, which locks the family.
    let finish: @Sendable () -> Void
}
