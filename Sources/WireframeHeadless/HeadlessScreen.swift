public import WireframePresentation
import WireframeSupport

/// A screen of the headless backend: an identifier, a title, and a place in the hierarchy.
///
/// It stands for a `UIViewController`. Create one per screen the app would show and hand it to a
/// ``HeadlessStack``, a ``HeadlessTabs``, a ``HeadlessWindow`` or another screen's
/// ``present(_:animated:)``:
///
/// <!-- sample HeadlessScreen/HeadlessScreen -->
/// ```swift
/// let inbox = HeadlessScreen("inbox", title: "Inbox")
/// try await window.setRoot(HeadlessStack(screens: [inbox]), animated: false)
/// try await inbox.present(HeadlessScreen("compose"), animated: true)
/// ```
///
/// ``HeadlessStack`` and ``HeadlessTabs`` are headless screens too, as `UINavigationController`
/// and `UITabBarController` are view controllers: what this class offers (presenting, the user's
/// swipe-down, observation, dumps) they offer as well, and `screen is HeadlessScreen` holds for
/// every headless screen, containers included.
///
/// Subclass it for a screen of your own, as UIKit views subclass `UIViewController` — the view
/// of a VIPER module, say. A subclass that declares no initializer of its own is made with
/// `init()`, named after its class, and ``screenDidLoad()`` is where it learns it is first shown:
///
/// <!-- sample HeadlessScreen/HeadlessScreen-2 -->
/// ```swift
/// final class ProfileScreen: HeadlessScreen {
///     var loads = 0
///     override func screenDidLoad() { loads += 1 }
/// }
/// let profile = ProfileScreen()  // screen "ProfileScreen"
/// ```
@MainActor
open class HeadlessScreen: Screen {
    /// The stable name of the screen, used in dumps and error messages.
    public let screenIdentifier: String

    /// The title the screen shows, if any; dumps show a plain screen's title in parentheses.
    public var title: String?

    /// What the screen shows, such as the view of the VIPER module it stands for; the screen
    /// keeps it alive as long as it lives itself, as a `UIViewController` keeps its presenter.
    public var content: AnyObject?

    /// The screen's identity and the data the library keeps for it.
    public let screenAttachments = ScreenAttachments()

    /// The screen's place in the one tree the in-memory backends keep.
    package let node = TreeNode<HeadlessScreen, HeadlessWindow>()
    /// Observers of user navigation registered on this screen.
    let observers = UserNavigationObservers()

    /// Creates a screen that is not yet in any hierarchy.
    ///
    /// - Parameters:
    ///   - identifier: a short, stable name, such as `"inbox"` or `"message:42"`.
    ///   - title: the title the screen shows.
    ///   - content: an object for the screen to keep alive, such as a module's view.
    public init(_ identifier: String, title: String? = nil, content: AnyObject? = nil) {
        self.screenIdentifier = identifier
        self.title = title
        self.content = content
    }

    /// Creates a screen named after its class (`"ProfileScreen"` for an instance of a subclass
    /// `ProfileScreen`), as a `UIViewController`'s `screenIdentifier` is when it has no
    /// restoration identifier.
    public convenience init() {
        self.init(String(describing: Self.self))
    }

    /// Called once, when the screen first comes into a window: when it, or a container holding
    /// it, becomes a window's root, is pushed, becomes a tab or is presented in a window. It is
    /// called once the transition that brings the screen has changed the hierarchy.
    ///
    /// It plays the part of UIKit's `viewDidLoad()`, which runs before a view controller is
    /// first shown: override it to tell a presenter that its view is ready. The default does
    /// nothing. A headless screen is loaded as soon as it is in a window, even when it is not on
    /// top (below the top of a stack, in a tab that is not selected), where UIKit would load
    /// the view only when it is first about to appear.
    open func screenDidLoad() {}

    // What tells the kinds of headless screen apart; the containers override these, and every
    // rule, walk and edit of the hierarchy is the shared tree's (`TreeScreen`).

    // A plain screen answers with no list at all rather than reading its node's (always empty):
    // the tree asks every screen that is pushed or popped, and each read of the node's children
    // is checked for exclusive access at run time (Benchmarks/README.md, "The shared tree's cost
    // on the headless path"). The containers answer their node's children.

    /// The screens this one holds as a container (stack screens, tabs, children), in order;
    /// empty for a plain screen.
    package var childNodes: [HeadlessScreen] { [] }

    /// The kind of screen, as errors and dumps name it: `screen`, `stack` or `tabs`.
    package var kind: String { "screen" }

    /// This screen, as the tree's member.
    package final var treeMember: HeadlessScreen { self }

    /// The first line of this screen in a hierarchy dump, without tree drawing or markers.
    var dumpLabel: String {
        errorName + (title.map { " (" + MessageText.escaped($0) + ")" } ?? "")
    }
}
