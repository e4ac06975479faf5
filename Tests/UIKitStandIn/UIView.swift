/// Foundation's `TimeInterval`, which UIKit re-exports: a duration in seconds.
public typealias TimeInterval = Double

/// Stand-in for UIKit's `UIView`: a view's window, its superview and subviews, and the
/// transition class method.
///
/// A view is in a window when UIKit would put it there: the root controller's view, the view
/// of the child a container shows (the top of a stack, the selected tab) when the container's
/// own view is in a window, the view of a presented controller, and a subview of a view in a
/// window. A view has one superview: adding it to another takes it from the first. Views have
/// no geometry here (`frame` and `bounds` are kept, not computed).
///
/// `didMoveToWindow()` is called on a view and its subviews when `addSubview(_:)` or
/// `removeFromSuperview()` changes their window, and on the subviews of a presented
/// controller's view when its presentation puts it in the window and when its dismissal (by code
/// or by the user's swipe) takes it out, after the dismissal's animation, while the controller's
/// `isBeingDismissed` is still `true` — as UIKit removes the presented view at the end of the
/// dismissal transition, before `viewDidDisappear(_:)`. Other window changes are not told.
@MainActor
open class UIView: UIResponder, StandInAssociating {
    /// The controller whose view this is, if any (UIKit keeps this link privately).
    weak var standInController: UIViewController?
    weak var standInSuperview: UIView?
    var standInSubviews: [UIView] = []
    var standInAssociatedObjects: [UnsafeRawPointer: Any] = [:]

    /// Stand-in only: the UIKit calls made on this view, in order, for tests to read (and clear).
    public var standInCalls: [String] = []

    /// Stand-in only: the nib this view was loaded from, if any.
    public internal(set) var standInNibName: String?

    /// Creates a view.
    public override init() { super.init() }

    /// The window the view is in, or `nil`.
    open var window: UIWindow? { standInController?.standInWindowOfView ?? standInSuperview?.window }

    /// The view this one is a subview of, if any.
    open var superview: UIView? { standInSuperview }

    /// The view's subviews, back to front.
    open var subviews: [UIView] { standInSubviews }

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect = .zero

    /// The view's rectangle in its own coordinates.
    open var bounds: CGRect = .zero

    /// How the view resizes when its superview's bounds change; none by default.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether the view is hidden; `false` by default.
    open var isHidden = false

    /// Whether touches reach the view; `true` by default.
    open var isUserInteractionEnabled = true

    /// Adds `view` in front of the subviews; a view that has another superview is first
    /// removed from it. When that changes its window, it and its subviews hear
    /// `didMoveToWindow()`.
    ///
    /// Where UIKit raises `UIViewControllerHierarchyInconsistency` — `view` is the view of a
    /// child view controller, and this view is not in its parent's view — the stand-in traps
    /// with UIKit's message.
    open func addSubview(_ view: UIView) {
        standInCalls.append("addSubview")
        if let child = view.standInController, let parent = child.parent {
            let owner = sequence(first: self) { $0.standInSuperview }.lazy.compactMap(\.standInController).first
            if owner !== parent {
                fatalError(
                    "UIViewControllerHierarchyInconsistency: child view controller:\(child.standInName) should have "
                        + "parent view controller:\(owner?.standInName ?? "nil") but actual parent is:\(parent.standInName)"
                )
            }
        }
        let oldWindow = view.window
        view.standInSuperview?.standInSubviews.removeAll { $0 === view }
        standInSubviews.append(view)
        view.standInSuperview = self
        if view.window !== oldWindow { view.standInTellWindowChanged() }
    }

    /// Removes the view from its superview; nothing when it has none. When that takes it out of
    /// a window, it and its subviews hear `didMoveToWindow()`.
    open func removeFromSuperview() {
        guard let superview = standInSuperview else { return }
        let oldWindow = window
        superview.standInSubviews.removeAll { $0 === self }
        standInSuperview = nil
        if window !== oldWindow { standInTellWindowChanged() }
    }

    /// Called when the view's window changed (`window` is the new one, `nil` when it left). The
    /// default does nothing.
    open func didMoveToWindow() {}

    /// Tells this view's subviews, and theirs, that their window changed.
    func standInTellSubviewsWindowChanged() {
        for subview in standInSubviews { subview.standInTellWindowChanged() }
    }

    /// Tells this view, and its subviews, that their window changed.
    private func standInTellWindowChanged() {
        didMoveToWindow()
        standInTellSubviewsWindowChanged()
    }

    /// How a view resizes when its superview's bounds change (UIKit: `UIView.AutoresizingMask`);
    /// only the options the faces use are declared, with UIKit's raw values.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The width follows the superview's (`1 << 1` in UIKit).
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)

        /// The height follows the superview's (`1 << 4` in UIKit).
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    /// Options for animating views (UIKit: `UIView.AnimationOptions`); only the transitions the
    /// adapter uses are declared, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A cross-dissolve from one version of the view to the next (`5 << 20` in UIKit).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// Creates a transition animation for `view`: `animations` makes its changes at once; UIKit
    /// shows them animated and calls `completion` when the animation ends.
    ///
    /// Stand-in: with a positive duration and a view in a window, `completion` waits for the
    /// window's ``UIWindow/standInFinishAnimations()``; otherwise it runs at once.
    open class func transition(
        with view: UIView,
        duration: TimeInterval,
        options: AnimationOptions = [],
        animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        view.standInCalls.append("transition(duration: \(duration), options: \(options.rawValue))")
        animations?()
        guard let completion else { return }
        if duration > 0, let window = (view as? UIWindow) ?? view.window {
            window.standInSchedule { completion(true) }
        } else {
            completion(true)
        }
    }
}
