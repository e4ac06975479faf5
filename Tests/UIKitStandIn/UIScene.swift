// The scene types use Foundation's `URL` and `Data`, which UIKit re-exports. check-as-ios.sh
// compiles this stand-in for iOS against the standard library alone, with no Foundation: there
// the scene types, which the SwiftUI face does not use, are left out.
#if canImport(Foundation)
@_exported import struct Foundation.Data
@_exported import struct Foundation.URL

/// Stand-in for UIKit's scenes, so that a scene delegate (as the documentation and the
/// `Examples/MailUIKit` app show one) compiles and runs here: `UIScene`, `UIWindowScene`,
/// `UISceneSession` (with its `stateRestorationActivity`), `UIScene.ConnectionOptions` (its
/// `urlContexts` and `userActivities`), `UIOpenURLContext`, Foundation's `NSUserActivity`, and
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

    /// What the system passed when it connected the scene: the URLs and user activities it
    /// was opened for.
    @MainActor
    open class ConnectionOptions {
        /// The URLs the scene was opened to show (a cold start by a link).
        public let urlContexts: Set<UIOpenURLContext>
        /// The user activities the scene was opened to continue (a universal link: an activity
        /// of type `NSUserActivityTypeBrowsingWeb` with its `webpageURL`).
        public let userActivities: Set<NSUserActivity>

        /// Stand-in only: creates options with `urlContexts` and `userActivities`.
        public init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
        }
    }
}

/// Stand-in for UIKit's `UIWindowScene`: a scene that shows windows.
@MainActor
open class UIWindowScene: UIScene {}

/// Stand-in for UIKit's `UISceneSession`: what persists of a scene across launches.
@MainActor
open class UISceneSession: NSObject {
    /// The activity the scene's delegate returned from `stateRestorationActivity(for:)` when
    /// the scene last went to the background, given back when the scene connects again.
    open private(set) var stateRestorationActivity: NSUserActivity?

    /// Stand-in only: creates a session, restoring `stateRestorationActivity` when given.
    public init(restoring stateRestorationActivity: NSUserActivity? = nil) {
        self.stateRestorationActivity = stateRestorationActivity
        super.init()
    }
}

/// Stand-in for UIKit's `UIOpenURLContext`: a URL the scene is asked to open.
@MainActor
open class UIOpenURLContext: NSObject, Hashable {
    /// The URL to open.
    public let url: URL

    /// Stand-in only: a context for `url` (UIKit makes them).
    public init(url: URL) {
        self.url = url
        super.init()
    }

    public nonisolated static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Stand-in for Foundation's `NSUserActivity`, which UIKit re-exports (swift-corelibs-foundation
/// has none): a state of the app to continue, such as a universal link or a scene's saved state.
open class NSUserActivity: NSObject, Hashable, @unchecked Sendable {
    /// The kind of activity, such as `NSUserActivityTypeBrowsingWeb`.
    public let activityType: String
    /// The web page of a universal link.
    open var webpageURL: URL?
    /// The activity's data (property-list values, such as `Data`).
    open var userInfo: [AnyHashable: Any]?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to ``userInfo``.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The activity type of a universal link, continued with its `webpageURL` (Foundation's name).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// Stand-in for UIKit's `UISceneDelegate`; its methods are optional in UIKit, so each has an
/// implementation that does nothing.
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// Tells the delegate that the scene was added to the app: where an app makes its window
    /// and handles the URLs and activities the scene was opened for.
    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    )
    /// Asks the delegate to open URLs while the scene runs (a warm link).
    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>)
    /// Asks the delegate to continue `userActivity` while the scene runs (a warm universal link).
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// Asks the delegate for the activity that saves the scene's state, given back as the
    /// session's `stateRestorationActivity` when the scene connects again.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

/// Stand-in for UIKit's `UIWindowSceneDelegate`: the delegate of a scene that shows a window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}
#endif
