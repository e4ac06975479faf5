/// The observers of user navigation that a backend's window (or screen) keeps, for backend
/// authors: ``add(_:)`` implements ``RootContainer/observeUserNavigation(_:)``, and ``report(_:)``
/// tells every active observer, in the order they were added.
///
/// It holds the observation tokens weakly, so freeing a token ends its observation.
///
/// <!-- sample UserNavigationObservers/UserNavigationObservers -->
/// ```swift
/// final class MyWindow: RootContainer {
///     private let observers = UserNavigationObservers()
///     func observeUserNavigation(
///         _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
///     ) -> NavigationObservation {
///         observers.add(handler)
///     }
///     // when the user goes back: observers.report(UserNavigationEvent(.wentBack(…)))
/// }
/// ```
@MainActor
public final class UserNavigationObservers {
    private let list = ObserverList<UserNavigationEvent>()

    /// Creates an empty list.
    public init() {}

    /// Registers `handler` and returns the token that keeps it registered.
    public func add(_ handler: @escaping @MainActor (UserNavigationEvent) -> Void) -> NavigationObservation {
        list.add(handler)
    }

    /// Whether any observation is still active.
    public var isEmpty: Bool { list.isEmpty }

    /// Tells every active observer of `event`, in the order they were added.
    public func report(_ event: UserNavigationEvent) {
        list.report(event)
    }
}
