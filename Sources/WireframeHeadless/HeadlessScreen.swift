public import WireframePresentation

/// A plain screen of the headless backend: an identifier, a title, and a place in the hierarchy.
///
/// It stands for one `UIViewController` that shows content (not a container). Create one per
/// screen the app would show and hand it to a ``HeadlessStack``, a ``HeadlessTabs``, a
/// ``HeadlessWindow`` or another screen's ``present(_:animated:)``:
///
/// ```swift
/// let inbox = HeadlessScreen("inbox", title: "Inbox")
/// try await window.setRoot(HeadlessStack(screens: [inbox]), animated: false)
/// try await inbox.present(HeadlessScreen("compose"), animated: true)
/// ```
///
/// Subclass it for a screen of your own, as UIKit views subclass `UIViewController` — the view
/// of a VIPER module, say. A subclass that declares no initializer of its own is made with
/// `init()`, named after its class, and ``screenDidLoad()`` is where it learns it is first shown:
///
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

    /// The title the screen shows, if any; dumps show it in parentheses.
    public var title: String?

    /// What the screen shows, such as the view of the VIPER module it stands for; the screen
    /// keeps it alive as long as it lives itself, as a `UIViewController` keeps its presenter.
    public var content: AnyObject?

    let node = NodeState()

    /// The screen's identity and the data the library keeps for it.
    public let screenAttachments = ScreenAttachments()

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

    /// The stack this screen is on, directly or through containers (UIKit: `navigationController`).
    public var enclosingStack: (any StackContainer)? { nearestEnclosingStack }

    /// The tabs this screen, or a container holding it, is a tab of (UIKit: `tabBarController`).
    public var enclosingTabs: (any TabContainer)? { nearestEnclosingTabs }

    /// The screen this one presents modally, if any.
    public var presentedScreen: (any Screen)? { node.presented }

    /// The screen that presents this one or, as in UIKit, the nearest presented container
    /// holding it.
    public var presentingScreen: (any Screen)? { inheritedPresentingScreen }

    /// Whether a transition of this screen (a present or dismiss from it) is running.
    public var isTransitioning: Bool { node.isTransitioning }

    /// Presents `screen` modally over this one; see `Screen.present(_:animated:)`.
    public func present(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        try await presentModally(screen, animated: animated)
    }

    /// Dismisses the screen this one presents and its modal chain.
    public func dismissPresented(animated: Bool) async throws(PresentationError) {
        try await dismissModally(animated: animated)
    }

    /// Simulates the user swiping down this presented screen, or the presented container that
    /// holds it, and reports `UserNavigationEvent.Kind.dismissedModal(presentingScreen:screen:)`.
    ///
    /// - Throws: `PresentationError` when there is no modal to swipe down, when a modal
    ///   covers it, or when its presenter is running a transition. Nothing is reported then.
    public func simulateSwipeDown(animated: Bool = true) async throws(PresentationError) {
        try await swipeDownModal(animated: animated)
    }

    /// Registers `handler` for user actions in the hierarchy under this screen; see
    /// `NavigationObservation` for how long it lasts.
    public func observeUserNavigation(
        _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
    ) -> NavigationObservation {
        node.observers.add(handler)
    }

    /// This screen and everything under it as a text tree; see ``HeadlessWindow/dump()``.
    public func dump() -> String { HierarchyDump.render(self) }
}

extension HeadlessScreen: HeadlessNode {
    var childNodes: [any HeadlessNode] { [] }

    var dumpLabel: String {
        errorName + (title.map { " (" + DumpText.escaped($0) + ")" } ?? "")
    }

    var errorName: String { "screen " + DumpText.quoted(screenIdentifier) }
}
