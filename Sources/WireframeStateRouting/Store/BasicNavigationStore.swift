/// A store holding only the navigation state, for apps that have no store of their own.
///
/// <!-- sample BasicNavigationStore/BasicNavigationStore -->
/// ```swift
/// let store = BasicNavigationStore()
/// let router = StateRouter(store: store, window: window, screens: screens)
/// store.dispatch(.setPath(["mail", "inbox"]))
/// ```
///
/// Observers hear of each change of the state, in the order of the dispatches: an action
/// dispatched by an observer while the others are being told waits until they all have been.
/// An observation ends when it is cancelled or its token is freed.
@MainActor
public final class BasicNavigationStore: NavigationStore {
    private struct Entry {
        weak var observation: StoreObservation?
        let handler: @MainActor (NavigationState) -> Void
    }

    /// The navigation state now.
    public private(set) var navigationState: NavigationState
    private var entries: [Entry] = []
    private var nextID = 0
    private var pending: [PathChange] = []
    private var isNotifying = false

    /// A store whose state is `initial`; an empty path by default.
    public init(_ initial: NavigationState = NavigationState()) {
        navigationState = initial
    }

    /// Applies `action` and, when the state changed, tells every observer.
    public func dispatch(_ action: PathChange) {
        pending.append(action)
        guard !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        var next = 0
        while next < pending.count {
            let action = pending[next]
            next += 1
            // In place, and compared by what the action changes, so a push costs what it adds.
            guard navigationState.applyReportingChange(action) else { continue }
            entries.removeAll { $0.observation?.isActive != true }
            for entry in entries where entry.observation?.isActive == true {
                entry.handler(navigationState)
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Registers `handler`; it hears of every change until the observation is cancelled or
    /// freed.
    public func observeNavigationState(
        _ handler: @escaping @MainActor (NavigationState) -> Void
    ) -> StoreObservation {
        let observation = StoreObservation {}
        entries.append(Entry(observation: observation, handler: handler))
        return observation
    }
}
