/// Anything the app shows: a `UIViewController` on iOS, a `HeadlessScreen` in tests.
///
/// The protocol is shaped after UIKit's own semantics so that the UIKit adapter only forwards:
/// ``enclosingStack`` is `navigationController`, ``presentedScreen`` is
/// `presentedViewController`, ``present(_:animated:)`` is `present(_:animated:completion:)`.
///
/// Every transition is `async` and returns when the UI has finished it (after the animation when
/// `animated` is `true`). A transition that breaks one of UIKit's rules throws a
/// ``PresentationError`` and changes nothing.
@MainActor
public protocol Screen: AnyObject {
    /// A short, stable name for the screen, used in hierarchy dumps, logs and errors
    /// (for example `"inbox"` or `"message:42"`).
    var screenIdentifier: String { get }

    /// The screen's identity and the data the library keeps for it; see ``ScreenAttachments``.
    ///
    /// A screen owns its attachments: return the same object every time, made with the screen
    /// (a stored `let screenAttachments = ScreenAttachments()`).
    var screenAttachments: ScreenAttachments { get }

    /// The title the screen shows, if any.
    var title: String? { get }

    /// The stack this screen is on, if any (UIKit: `navigationController`).
    var enclosingStack: (any StackContainer)? { get }

    /// The tab container this screen, or the stack it is on, is a tab of
    /// (UIKit: `tabBarController`).
    var enclosingTabs: (any TabContainer)? { get }

    /// The screen this one presents modally, if any (UIKit: `presentedViewController`).
    var presentedScreen: (any Screen)? { get }

    /// The screen that presents this one modally, if any (UIKit: `presentingViewController`).
    ///
    /// It is the screen ``present(_:animated:)`` was called on, or one of that screen's
    /// containers: UIKit presents from the presentation context, by default the outermost
    /// container, and reports that container. The headless backend reports the screen itself.
    /// Code that needs to know who asked should not rely on either.
    var presentingScreen: (any Screen)? { get }

    /// Presents `screen` modally over this one.
    ///
    /// - Throws: ``PresentationError`` when this screen already presents another one, when it is
    ///   not in a window, or when `screen` is already in the hierarchy.
    func present(_ screen: any Screen, animated: Bool) async throws

    /// Dismisses the screen this one presents, and every screen that one presents in turn.
    ///
    /// - Throws: ``PresentationError`` when this screen presents nothing.
    func dismissPresented(animated: Bool) async throws
}

extension Screen {
    /// The screen's identity, unique and never reused; see ``ScreenID``.
    public var screenID: ScreenID { screenAttachments.screenID }
}
