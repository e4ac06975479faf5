/// A registration of an observer of a ``NavigationStore``; ``cancel()`` ends it.
///
/// A store of your own makes one with what ends its subscription:
///
/// <!-- sample StoreObservation/StoreObservation -->
/// ```swift
/// return StoreObservation { [store] in store.unsubscribe(token) }
/// ```
///
/// ``BasicNavigationStore`` also ends an observation when its token is freed; a store of your own
/// may do the same or not, so the router cancels its observation when it stops.
@MainActor
public final class StoreObservation {
    private var onCancel: (@MainActor () -> Void)?

    /// An observation that runs `onCancel` once, when it is first cancelled.
    public init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether the observation still runs (until ``cancel()``).
    public var isActive: Bool { onCancel != nil }

    /// Ends the observation; later calls do nothing.
    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }
}
