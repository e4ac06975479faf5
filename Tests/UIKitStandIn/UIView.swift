/// Foundation's `TimeInterval`, which UIKit re-exports: a duration in seconds.
public typealias TimeInterval = Double

/// Stand-in for UIKit's `UIView`: only a view's window and the transition class method.
///
/// Views here exist only as the views of view controllers (and windows); there are no
/// subviews. A view is in a window when UIKit would put it there: the root controller's view,
/// the view of the child a container shows (the top of a stack, the selected tab) when the
/// container's own view is in a window, and the view of a presented controller.
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
    open var window: UIWindow? { standInController?.standInWindowOfView }

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
