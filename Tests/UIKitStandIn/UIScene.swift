/// Stand-in for UIKit's scenes, so that a scene delegate (as the documentation shows one) compiles
/// and runs here: `UIScene`, `UIWindowScene`, `UISceneSession`, `UIScene.ConnectionOptions` and
/// the delegate protocols. Nothing of a scene's life cycle is modelled.
///
/// Stand-in only: UIKit creates scenes, sessions and connection options itself; here a test
/// creates them with the initializers below and calls the delegate as UIKit would.
@MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession

    /// Creates a scene (UIKit: `init(session:connectionOptions:)`).
    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// What the system passed when it connected the scene (URLs, user activities, …); empty here.
    @MainActor
    open class ConnectionOptions {
        /// Stand-in only: creates empty options.
        public init() {}
    }
}

/// Stand-in for UIKit's `UIWindowScene`: a scene that shows windows.
@MainActor
open class UIWindowScene: UIScene {}

/// Stand-in for UIKit's `UISceneSession`.
@MainActor
open class UISceneSession {
    /// Stand-in only: creates a session.
    public init() {}
}

/// Stand-in for UIKit's `UISceneDelegate`; its methods are optional in UIKit, so each has an
/// implementation that does nothing.
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// Tells the delegate that the scene was added to the app: where an app makes its window.
    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    )
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}
}

/// Stand-in for UIKit's `UIWindowSceneDelegate`: the delegate of a scene that shows a window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}
