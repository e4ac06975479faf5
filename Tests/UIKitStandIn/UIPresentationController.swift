/// Stand-in for UIKit's `UIPresentationController`: which controller presents which, and the
/// delegate told of the user's attempts to dismiss it interactively (a swipe down).
@MainActor
open class UIPresentationController {
    /// The controller that is presented. The controller keeps its presentation controller, so
    /// this link back is unowned.
    public unowned let presentedViewController: UIViewController
    /// The controller that presents it (the presentation context); `nil` until it is presented.
    /// It stays set after the dismissal, as UIKit's does.
    open internal(set) weak var presentingViewController: UIViewController?
    /// The delegate, held weakly as UIKit holds it.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
    }
}

/// Stand-in for UIKit's `UIAdaptivePresentationControllerDelegate`: its four callbacks about an
/// interactive dismissal. Every method is optional in UIKit; the default implementations here
/// answer as an unimplemented optional method does.
///
/// As Apple documents them, they are called only when the user dismisses (swipes down)
/// the presented controller, never when code dismisses it: `presentationControllerShouldDismiss`
/// first (unless `isModalInPresentation` is `true`); when that is `true` or the answer is
/// `false`, `presentationControllerDidAttemptToDismiss` and nothing is dismissed; otherwise
/// `presentationControllerWillDismiss`, then the dismissal, then, once its animation ended,
/// `presentationControllerDidDismiss`.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether the user may dismiss the presentation; `true` when not implemented.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when the user tried to dismiss a presentation that may not be dismissed.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// Called when the user's dismissal starts.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called once the user's dismissal has ended.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `true`, as when the delegate does not implement it.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    /// Does nothing, as when the delegate does not implement it.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}

    /// Does nothing, as when the delegate does not implement it.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    /// Does nothing, as when the delegate does not implement it.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
