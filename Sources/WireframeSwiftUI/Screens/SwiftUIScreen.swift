public import WireframePresentation

/// A screen of the SwiftUI backend: the model of one view the app shows, with its place in the
/// hierarchy. Plain Swift, so that navigation runs and is tested without SwiftUI.
///
/// Create one per screen and say which SwiftUI view shows it where the screen is made — in a
/// wireframe's screen provider, a `SegmentScreens` factory or a module's view — with the SwiftUI
/// face's `SwiftUIScreen(_:title:modalStyle:content:)`:
///
/// <!-- sample SwiftUIScreen/SwiftUIScreen -->
/// ```swift
/// let inbox = SwiftUIScreen("inbox", title: "Inbox")
/// try await window.setRoot(try SwiftUIStack("mail", screens: [inbox]), animated: false)
/// try await inbox.present(SwiftUIScreen("compose", modalStyle: .fullScreenCover), animated: true)
/// ```
///
/// ``SwiftUIStack`` and ``SwiftUITabs`` are screens too, as `NavigationStack` and `TabView` are
/// views: a stack can be presented, tabs can be a window's root. A screen shows its modal as a
/// sheet or a full-screen cover (``modalStyle``, the presented screen's choice, as UIKit's
/// `modalPresentationStyle` is), and SwiftUI shows one modal per level: presenting from a screen
/// whose level already shows a modal is refused, as it is in UIKit.
///
/// Subclass it for a screen of your own — the view of a VIPER module, say; ``screenDidLoad()``
/// is where it learns it is first in a window:
///
/// <!-- sample SwiftUIScreen/SwiftUIScreen-2 -->
/// ```swift
/// final class ProfileScreen: SwiftUIScreen {
///     var loads = 0
///     override func screenDidLoad() { loads += 1 }
/// }
/// let profile = ProfileScreen()  // screen "ProfileScreen"
/// ```
@MainActor
open class SwiftUIScreen: Screen {
    /// The stable name of the screen, used in outlines and error messages.
    public let screenIdentifier: String

    /// The title the screen shows, if any (a stack's navigation title, a tab's label).
    public var title: String?

    /// How this screen is shown when it is presented: as a sheet (the default) or a full-screen
    /// cover. Set it before presenting the screen.
    public var modalStyle: ViewTree.ModalStyle

    /// The screen's identity and the data the library keeps for it.
    public let screenAttachments = ScreenAttachments()

    /// The SwiftUI view that shows this screen, kept as an object so that the models compile
    /// without SwiftUI; set by the SwiftUI face.
    package var viewContent: AnyObject?

    /// The screen's place in the one tree the in-memory backends keep.
    package let node = TreeNode<SwiftUIScreen, SwiftUIWindow>()

    /// Creates a screen that is not yet in any hierarchy.
    ///
    /// - Parameters:
    ///   - identifier: a short, stable name, such as `"inbox"` or `"message:42"`.
    ///   - title: the title the screen shows.
    ///   - modalStyle: how the screen is shown when it is presented.
    public init(_ identifier: String, title: String? = nil, modalStyle: ViewTree.ModalStyle = .sheet) {
        self.screenIdentifier = identifier
        self.title = title
        self.modalStyle = modalStyle
    }

    /// Creates a screen named after its class (`"ProfileScreen"` for an instance of a subclass
    /// `ProfileScreen`), as a VIPER module's view made with `init()` is.
    public convenience init() {
        self.init(String(describing: Self.self))
    }

    /// Called once, when the screen first comes into a window: when it, or a container holding
    /// it, becomes a window's root, is pushed, becomes a tab or is presented in a window, once
    /// the hierarchy has changed. Override it to tell a presenter its view is ready; the default
    /// does nothing.
    open func screenDidLoad() {}

    // What tells the kinds of screen apart; the containers override these, and every rule,
    // walk and edit of the hierarchy is the shared tree's (`TreeScreen`).

    /// The screens this one holds as a container, in order; empty for a plain screen.
    package var childNodes: [SwiftUIScreen] { node.children }

    /// The kind of screen, as errors and outlines name it: `screen`, `stack`, `tabs`.
    package var kind: String { "screen" }

    /// This screen, as the tree's member.
    package final var treeMember: SwiftUIScreen { self }

    /// What the screen is in a ``ViewTree``: a plain screen, unless a container says otherwise.
    var treeKind: ViewTree.Kind { .screen }
}
