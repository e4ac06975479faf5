/// What holds the root screen of the app (UIKit: `UIWindow` and its `rootViewController`).
@MainActor
public protocol RootContainer: AnyObject {
    /// The root screen, or `nil` before the app has shown anything.
    var root: (any Screen)? { get }

    /// Replaces the root screen; the old root and everything above it leave the hierarchy.
    func setRoot(_ screen: any Screen, animated: Bool) async throws

    /// Registers `handler` for what the user does in this window's hierarchy — going back, tapping
    /// a tab, swiping a modal down — each reported once the hierarchy has changed; see
    /// ``UserNavigationEvent``. Observation lasts as long as the returned token.
    ///
    /// Transitions the app asks for are not reported: only what the user did on their own.
    /// A backend keeps a ``UserNavigationObservers`` to implement this.
    func observeUserNavigation(
        _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
    ) -> NavigationObservation
}
