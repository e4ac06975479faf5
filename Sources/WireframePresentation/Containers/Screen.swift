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

    /// The container this screen is directly in, if any (UIKit: `parent`): the stack it is on,
    /// the tab container it is a tab of, the split view or ``ChildContainer`` of the app's own
    /// it is a child of. Never the screen presenting it (``presentingScreen``).
    ///
    /// Every walk up the hierarchy takes this one step (the flow context's lookup among them).
    /// Its default is the stack the screen is on, else its tab container: a screen type of
    /// your own that can be the child of a ``ChildContainer`` reports that container here.
    var parentScreen: (any Screen)? { get }

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

    /// The stack this screen is on, else the tab container it is a tab of; `nil` when it is in
    /// neither. A backend whose screens can be children of a ``ChildContainer`` reports the
    /// container a screen is directly in instead.
    public var parentScreen: (any Screen)? {
        if let stack = enclosingStack, stack !== self { return stack }
        if let tabs = enclosingTabs, tabs !== self { return tabs }
        return nil
    }
}
