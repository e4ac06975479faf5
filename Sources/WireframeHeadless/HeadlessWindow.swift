public import WireframePresentation

/// The top of a headless hierarchy: the headless `UIWindow`, holding the root screen.
///
/// The window owns the clock that animated transitions run on. Every container and screen in
/// it uses that clock: an animated transition takes ``animationDuration`` on ``clock``, and
/// becomes visible when it completes. In tests, pass a ``ManualClock`` and advance it:
///
/// <!-- sample HeadlessWindow/HeadlessWindow -->
/// ```swift
/// let clock = ManualClock()
/// let window = HeadlessWindow(clock: clock)
/// let stack = try HeadlessStack(screens: [HeadlessScreen("inbox")])
/// try await window.setRoot(stack, animated: false)
///
/// let push = Task { try await stack.push(HeadlessScreen("message:42"), animated: true) }
/// try await clock.waitForSleepers()          // the push is animating
/// clock.advance(by: window.animationDuration)
/// try await push.value                        // now "message:42" is on top
/// ```
///
/// Screens outside any window change at once, animated or not, as UIKit views do when they are
/// not on screen.
@MainActor
public final class HeadlessWindow: RootContainer, TreeWindow {
    /// The clock animated transitions run on.
    public let clock: any Clock<Duration>

    /// How long one animated transition takes; zero makes every transition instant.
    public let animationDuration: Duration

    /// Whether a ``setRoot(_:animated:)`` is running.
    public private(set) var isTransitioning = false

    /// The root screen, as a screen of the tree.
    package private(set) var rootMember: HeadlessScreen?
    let observers = UserNavigationObservers()

    /// Creates a window with no root.
    ///
    /// - Parameters:
    ///   - clock: the clock animations run on; a ``ManualClock`` in tests.
    ///   - animationDuration: how long one animated transition takes (UIKit's is about 0.3 s).
    ///     A negative duration counts as zero.
    public init(
        clock: any Clock<Duration> = ContinuousClock(),
        animationDuration: Duration = .milliseconds(300)
    ) {
        self.clock = clock
        self.animationDuration = max(animationDuration, .zero)
    }

    /// The root screen, or `nil` before anything was shown.
    public var root: (any Screen)? { rootMember }

    /// How the screens of this window animate.
    var timing: AnimationTiming { AnimationTiming(clock: clock, duration: animationDuration) }

    /// Replaces the root screen once the animation has run; the old root leaves the hierarchy
    /// with the modals presented in it, and is freed unless the caller keeps it.
    ///
    /// - Throws: `PresentationError` when a ``setRoot(_:animated:)`` is running, or when
    ///   `screen` is not headless or is already in a hierarchy (the current root included).
    public func setRoot(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        if isTransitioning { throw .transitionInProgress("the window") }
        let new = try checkedRoot(screen)
        isTransitioning = true
        new.node.isReserved = true
        if animated { await timing.run() }
        new.node.isReserved = false
        let old = rootMember
        rootMember = new
        new.becomeRoot(of: self, replacing: old)
        isTransitioning = false
        new.loadIfInWindow()
    }

    /// Registers `handler` for every user action in this window (back swipes, tab taps,
    /// swipe-downs in any of its containers); see `NavigationObservation` for how long it
    /// lasts. Observers of the screens where the action happened hear of it first.
    public func observeUserNavigation(
        _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
    ) -> NavigationObservation {
        observers.add(handler)
    }

    /// Every screen in the window, containers included, in the order ``dump()`` lists them.
    public var allScreens: [any Screen] {
        screensInTree
    }

    /// The screen with `identifier` in this window, the first one in dump order.
    public func screen(withIdentifier identifier: String) -> (any Screen)? {
        screenInTree(withIdentifier: identifier)
    }

    /// The whole hierarchy as a stable text tree, for golden tests and debugging.
    ///
    /// One line per screen: `screen "id" (Title)`, `stack` or `stack "id"`,
    /// `tabs (selected: 0)`. A container's children come under it, tabs with their index
    /// (`[0] `); the screen a screen presents comes last under it (`presents `). Screens running
    /// a transition are marked ` [in transition]`. An empty window is `window (no root)`.
    ///
    /// <!-- sample WireframeHeadless/overview -->
    /// ```text
    /// window
    /// └─ tabs (selected: 0)
    ///    ├─ [0] stack
    ///    │  ├─ screen "inbox" (Inbox)
    ///    │  └─ screen "message:42"
    ///    │     └─ presents screen "compose"
    ///    └─ [1] screen "settings"
    /// ```
    public func dump() -> String { HierarchyDump.render(self) }
}
