/// Stand-in for UIKit's `UIWindow`: its root view controller, and the clock of its animations.
///
/// Stand-in only: animations in the window (animated presentations, dismissals, navigation
/// transitions and view transitions) do not end by themselves. Each waits until the test calls
/// ``standInFinishAnimations()``, so that tests can see a transition in flight.
@MainActor
open class UIWindow: UIView {
    private var rootController: UIViewController?
    private var pendingAnimations: [() -> Void] = []

    /// Creates a window with no root view controller.
    public override init() { super.init() }

    #if canImport(Foundation)
    // The scene types need Foundation's URL; see UIScene.swift.

    /// Creates a window in `windowScene`, with no root view controller.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }

    /// The scene the window is in.
    public private(set) weak var windowScene: UIWindowScene?
    #endif

    /// Stand-in only: the window's horizontal size class, which its views' and controllers'
    /// `traitCollection` report; `.compact` (an iPhone in portrait) by default, `.regular` for an
    /// iPad's full screen.
    public var standInHorizontalSizeClass: UIUserInterfaceSizeClass = .compact

    /// Whether the window is the key window (stand-in: set by `makeKeyAndVisible()` only).
    public private(set) var isKeyWindow = false

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        standInCalls.append("makeKeyAndVisible()")
        isKeyWindow = true
    }

    /// The root view controller; setting it installs its view in the window and takes the old
    /// root's view out. As in UIKit, what the old root presents is not dismissed: its view stays
    /// in the window, over the new root, and it stays presented by the old root.
    open var rootViewController: UIViewController? {
        get { rootController }
        set {
            standInCalls.append("rootViewController = \(newValue?.standInName ?? "nil")")
            rootController?.standInRootOfWindow = nil
            rootController = newValue
            newValue?.standInRootOfWindow = self
            newValue?.standInLoadShownViews()
        }
    }

    /// Stand-in only: how many animations in this window are running.
    public var standInPendingAnimations: Int { pendingAnimations.count }

    /// Stand-in only: ends every running animation in the order they started, and those their
    /// completions start in turn.
    public func standInFinishAnimations() {
        while !pendingAnimations.isEmpty {
            pendingAnimations.removeFirst()()
        }
    }

    /// Runs `completion` when the animation that starts now ends.
    func standInSchedule(_ completion: @escaping () -> Void) {
        pendingAnimations.append(completion)
    }
}
