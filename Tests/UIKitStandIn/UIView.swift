/// Foundation's `TimeInterval`, which UIKit re-exports: a duration in seconds.
public typealias TimeInterval = Double

/// Stand-in for UIKit's `UIView`: a view's window, its subviews, and the transition class method.
///
/// Views here are the views of view controllers (and windows) and the subviews added to them. A
/// controller's view is in a window when UIKit would put it there: the root controller's view,
/// the view of the child a container shows (the top of a stack, the selected tab) when the
/// container's own view is in a window, and the view of a presented controller; a subview is in
/// its superview's window.
///
/// `didMoveToWindow()` is called on the subviews of a presented controller's view when its
/// presentation puts it in the window and when its dismissal (by code or by the user's swipe)
/// takes it out, after the dismissal's animation, while the controller's `isBeingDismissed` is
/// still `true` — as UIKit removes the presented view at the end of the dismissal transition,
/// before `viewDidDisappear(_:)`. Other window changes are not told.
@MainActor
open class UIView: UIResponder, StandInAssociating {
    /// The controller whose view this is, if any (UIKit keeps this link privately).
    weak var standInController: UIViewController?
    var standInAssociatedObjects: [UnsafeRawPointer: Any] = [:]

    /// Stand-in only: the UIKit calls made on this view, in order, for tests to read (and clear).
    public var standInCalls: [String] = []

    /// Stand-in only: the nib this view was loaded from, if any.
    public internal(set) var standInNibName: String?

    /// Creates a view.
    public override init() { super.init() }

    /// The window the view is in, or `nil`.
    open var window: UIWindow? { standInController?.standInWindowOfView ?? superview?.window }

    /// The view this one is a subview of, if any.
    open private(set) weak var superview: UIView?

    /// The views added to this one, back to front.
    open private(set) var subviews: [UIView] = []

    /// Whether the view is hidden; `false` by default.
    open var isHidden = false

    /// Whether touches reach the view; `true` by default.
    open var isUserInteractionEnabled = true

    /// Adds `view` on top of this view's subviews, taking it out of its superview first; when
    /// that changes its window, it and its subviews hear `didMoveToWindow()`.
    open func addSubview(_ view: UIView) {
        let oldWindow = view.window
        view.superview?.subviews.removeAll { $0 === view }
        subviews.append(view)
        view.superview = self
        if view.window !== oldWindow { view.standInTellWindowChanged() }
    }

    /// Takes the view out of its superview; when that takes it out of a window, it and its
    /// subviews hear `didMoveToWindow()`.
    open func removeFromSuperview() {
        let oldWindow = window
        superview?.subviews.removeAll { $0 === self }
        superview = nil
        if window !== oldWindow { standInTellWindowChanged() }
    }

    /// Called when the view's window changed (`window` is the new one, `nil` when it left). The
    /// default does nothing.
    open func didMoveToWindow() {}

    /// Tells this view's subviews, and theirs, that their window changed.
    func standInTellSubviewsWindowChanged() {
        for subview in subviews { subview.standInTellWindowChanged() }
    }

    /// Tells this view, and its subviews, that their window changed.
    private func standInTellWindowChanged() {
        didMoveToWindow()
        standInTellSubviewsWindowChanged()
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
