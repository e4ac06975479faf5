// Holds samples of the `///` comments of NavigationState.swift, NavigationStore.swift,
// StoreObservation.swift (the documentation tests check that they stay the same).
import WireframeKit
import WireframeTestSupport

/// A Redux-style store, as an app with a store of its own has one: a state, a reducer, and
/// subscribers told of every new state. It knows nothing of WireframeKit but the navigation
/// state kept in its state.
@MainActor
final class ReduxStore<State, Action> {
    private(set) var state: State
    private let reducer: (inout State, Action) -> Void
    private var subscribers: [Int: (State) -> Void] = [:]
    private var nextToken = 0

    init(_ state: State, reducer: @escaping (inout State, Action) -> Void) {
        self.state = state
        self.reducer = reducer
    }

    func dispatch(_ action: Action) {
        reducer(&state, action)
        for token in subscribers.keys.sorted() {
            subscribers[token]?(state)
        }
    }

    func subscribe(_ subscriber: @escaping (State) -> Void) -> Int {
        nextToken += 1
        subscribers[nextToken] = subscriber
        return nextToken
    }

    func unsubscribe(_ token: Int) {
        subscribers[token] = nil
    }

    var subscriberCount: Int { subscribers.count }
}

/// The app's state: the navigation state beside the rest.
struct AppState {
    var navigation = NavigationState()
    var unread = 3
}

/// The app's actions: navigation among them.
enum AppAction {
    case navigation(PathChange)
    case markAllRead
}

/// The app's reducer.
func appReducer(_ state: inout AppState, _ action: AppAction) {
    switch action {
    // sample NavigationState/apply
    case .navigation(let action):
        state.navigation.apply(action)
    // sample end
    case .markAllRead:
        state.unread = 0
    }
}

/// The app's store seen as a ``NavigationStore``, as `NavigationStore`'s documentation shows.
@MainActor
// sample NavigationStore/NavigationStore
final class AppStoreAdapter: NavigationStore {
    let store: ReduxStore<AppState, AppAction>
    init(_ store: ReduxStore<AppState, AppAction>) { self.store = store }
    var navigationState: NavigationState { store.state.navigation }
    func dispatch(_ action: PathChange) { store.dispatch(.navigation(action)) }
    func observeNavigationState(
        _ handler: @escaping @MainActor (NavigationState) -> Void
    ) -> StoreObservation {
        let token = store.subscribe { handler($0.navigation) }
        // sample StoreObservation/StoreObservation
        return StoreObservation { [store] in store.unsubscribe(token) }
        // sample end
    }
}
// sample end
