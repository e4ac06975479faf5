#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
public import UIKitStandIn
#else
public import UIKit
#endif
public import WireframePresentation

/// Every window is a `RootContainer`: its `rootViewController`.
///
/// Attach the app's window to the wireframe once the scene has made it:
///
/// <!-- sample UIWindow+RootContainer/UIWindow -->
/// ```swift
/// let window = UIWindow(windowScene: windowScene)
/// window.makeKeyAndVisible()
/// wireframe.attach(root: window)
/// ```
extension UIWindow: RootContainer {
    /// The `rootViewController`.
    public var root: (any Screen)? { rootViewController }

    /// Registers `handler` for what the user does in this window's hierarchy: going back (the
    /// back button or the edge swipe), tapping another tab, swiping a modal down; see
    /// <doc:UserNavigation>.
    ///
    /// The adapter hears of these from UIKit's delegate callbacks: it makes a forwarder the
    /// delegate of every navigation controller, tab bar controller and presentation controller in
    /// the window (now, and as its transitions bring new ones in), and the forwarder passes every
    /// callback on to the delegate the app had set. The observers are kept on the window (as an
    /// associated object).
    public func observeUserNavigation(
        _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
    ) -> NavigationObservation {
        let observation = associatedValue(of: self, .userNavigationObservers) { UserNavigationObservers() }.add(handler)
        rootViewController?.installUserNavigationForwarders()
        return observation
    }

    /// Sets `rootViewController`; when `animated`, inside
    /// `UIView.transition(with:duration:options:animations:completion:)`, a cross-dissolve of
    /// the window of 0.3 s, and returns when it ends.
    ///
    /// What the old root presents is dismissed first, without animation: UIKit would leave it
    /// in the window, over the new root (a sign-out would leave the sheet over the sign-in
    /// screen).
    ///
    /// - Throws: `PresentationError` (nothing changes) with code `foreignScreen` when
    ///   `screen` is not a view controller, `alreadyInHierarchy` when it is already shown:
    ///   the root of this or another window, in a container, or presented; and
    ///   `transitionInProgress` when what the old root presents cannot be dismissed now (a
    ///   transition runs in it).
    public func setRoot(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        let newRoot = try UIViewController.of(screen)
        try newRoot.checkNotShown()
        if let oldRoot = rootViewController, oldRoot.presentedViewController != nil {
            try await oldRoot.dismissPresented(animated: false)
        }
        newRoot.installUserNavigationForwarders()
        guard animated else {
            rootViewController = newRoot
            return
        }
        await withCheckedContinuation { continuation in
            crossDissolve({ self.rootViewController = newRoot }, completion: { continuation.resume() })
        }
    }
}
#endif
