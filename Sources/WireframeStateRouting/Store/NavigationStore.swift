/// What the router needs of the store that holds the navigation state: read it, hear of its
/// changes, dispatch a change. The seed's `HasNavigationState` state in a ReSwift `Store`.
///
/// ``BasicNavigationStore`` is one, for apps with no store of their own. An app with a store
/// (Redux-style, TCA, an observable model) conforms an adapter over it: the navigation state is a
/// property of the app's state, ``PathChange`` a case of the app's actions, and
/// ``NavigationState/apply(_:)`` what the app's reducer calls for it.
///
/// <!-- sample NavigationStore/NavigationStore -->
/// ```swift
/// final class AppStoreAdapter: NavigationStore {
///     let store: ReduxStore<AppState, AppAction>
///     init(_ store: ReduxStore<AppState, AppAction>) { self.store = store }
///     var navigationState: NavigationState { store.state.navigation }
///     func dispatch(_ action: PathChange) { store.dispatch(.navigation(action)) }
///     func observeNavigationState(
///         _ handler: @escaping @MainActor (NavigationState) -> Void
///     ) -> StoreObservation {
///         let token = store.subscribe { handler($0.navigation) }
///         return StoreObservation { [store] in store.unsubscribe(token) }
///     }
/// }
/// ```
///
/// The router changes the state only through ``dispatch(_:)``: when the user navigates, and when
/// a change fails, it dispatches ``PathChange/setPath(_:animated:)`` with what is shown.
@MainActor
public protocol NavigationStore: AnyObject {
    /// The navigation state now.
    var navigationState: NavigationState { get }

    /// Applies `action` to the navigation state and tells the observers; an observer may hear of
    /// a state whose path did not change, which the router ignores.
    func dispatch(_ action: PathChange)

    /// Registers `handler` for every change of the navigation state, called after the change
    /// with the new state, until the returned observation is cancelled.
    func observeNavigationState(_ handler: @escaping @MainActor (NavigationState) -> Void) -> StoreObservation
}
