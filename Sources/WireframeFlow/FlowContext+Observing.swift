import WireframeSupport

// Observing a key as an AsyncSequence.
extension FlowContext {
    /// The value of `key` now, then its new value after every change, as this context sees it:
    /// a write to this context, or to a parent for a key this context does not hold itself, or
    /// a parent freed that held it.
    ///
    /// <!-- sample FlowContext+Observing/values -->
    /// ```swift
    /// for await showIntro in context.values(for: ShowIntro.self) {
    ///     if !showIntro { break }  // once the intro is turned off
    /// }
    /// ```
    ///
    /// The sequence ends when this context is freed; it does not keep the context alive. Every
    /// write counts as a change, even of an equal value. An observer that is slower than the
    /// writes gets the latest value, not every one in between; the last value it gets is the
    /// value after the last change.
    public func values<Key: FlowContextKey>(for key: Key.Type) -> AsyncStream<Key.Value> {
        let fallback = Key.defaultValue
        return observe(FlowSlot(key)) { lookup in
            if case .found(let value) = lookup, let typed = value as? Key.Value { return typed }
            return fallback
        }
    }

    /// The value of `key` now (`nil` when no context of the chain holds one), then its new value
    /// after every change, as this context sees it. See ``values(for:)->AsyncStream<Key.Value>`` for what
    /// counts as a change and when the sequence ends.
    public func values<Key: RequiredFlowContextKey>(for key: Key.Type) -> AsyncStream<Key.Value?> {
        observe(FlowSlot(key)) { lookup in
            if case .found(let value) = lookup { return value as? Key.Value }
            return nil
        }
    }

    /// The value stored under `name` now (`nil` when no context of the chain holds one), then
    /// its new value after every change, as this context sees it. See
    /// ``values(for:)->AsyncStream<Key.Value>`` for what counts as a change and when the sequence ends.
    public func values(named name: String) -> AsyncStream<(any Sendable)?> {
        observe(.named(name)) { lookup in
            if case .found(let value) = lookup { return value }
            return nil
        }
    }

    /// A stream of `slot` seen from this context, each lookup made into an element by `element`.
    private func observe<Element: Sendable>(
        _ slot: FlowSlot,
        element: @escaping @Sendable (FlowLookup) -> Element
    ) -> AsyncStream<Element> {
        // Only the newest value waits for a slow consumer: a context is state, not a log.
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .bufferingNewest(1))
        let family = self.family
        let node = id
        let number = family.withLock { $0.makeStreamNumber() }
        // The handler holds the family, never the context, so the stream does not keep it alive.
        continuation.onTermination = { _ in
            let removed = family.withLock { $0.removeObserver(number: number, for: slot, at: node) }
            _ = removed  // released once the lock is free
        }
        let observer = FlowObserver(
            deliver: { lookup in continuation.yield(element(lookup)) },
            finish: { continuation.finish() }
        )
        family.withLock { $0.addObserver(observer, number: number, for: slot, at: node) }
        return stream
    }
}
