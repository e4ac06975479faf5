import WireframePresentation
import WireframeRouting
import WireframeSupport

/// The root of the wireframe a state router makes when it is given no window (its routables
/// show the app's own UI): the router's links are routes of that wireframe, which need a root to
/// run, but show nothing in it. A request that would show a screen there is refused, naming why.
@MainActor
final class WindowlessRoot: RootContainer {
    private let observers = UserNavigationObservers()

    /// Nothing: no screen is ever shown here.
    var root: (any Screen)? { nil }

    /// Refuses: there is no window to show `screen` in.
    func setRoot(_ screen: any Screen, animated: Bool) async throws {
        throw PresentationError(
            .notInHierarchy,
            "the state router was made without a window (its routables show the app's own UI), so its wireframe "
                + "cannot show \(MessageText.quoted(screen.screenIdentifier)): give the router the window, or route screens through "
                + "the wireframe that drives it"
        )
    }

    /// Registers `handler`; nothing is ever reported, since no user navigates here.
    func observeUserNavigation(
        _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
    ) -> NavigationObservation {
        observers.add(handler)
    }
}
