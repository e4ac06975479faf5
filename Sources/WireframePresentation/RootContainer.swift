/// What holds the root screen of the app (UIKit: `UIWindow` and its `rootViewController`).
@MainActor
public protocol RootContainer: AnyObject {
    /// The root screen, or `nil` before the app has shown anything.
    var root: (any Screen)? { get }

    /// Replaces the root screen; the old root and everything above it leave the hierarchy.
    func setRoot(_ screen: any Screen, animated: Bool) async throws
}
