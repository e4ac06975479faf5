/// Stand-in for UIKit's `UIPresentationController`: which controller presents which, and the
/// delegate told of the user's attempts to dismiss it interactively (a swipe down).
///
/// As in UIKit, `presentingViewController` is declared non-optional
/// (`var presentingViewController: UIViewController { get }`), although UIKit has none to give
/// before the presentation starts: reading it then is a mistake, on which the stand-in traps.
@MainActor
open class UIPresentationController: NSObject {
    /// The controller that is presented. The controller keeps its presentation controller, so
    /// this link back is unowned.
    public unowned let presentedViewController: UIViewController
    /// The delegate, held weakly as UIKit holds it.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    weak var standInPresenting: UIViewController?

    /// The controller that presents it (the presentation context). It stays set after the
    /// dismissal, as UIKit's does. Traps when read before the presentation.
    open var presentingViewController: UIViewController {
        guard let standInPresenting else {
            fatalError(
                "stand-in: presentingViewController read before \(presentedViewController.standInName) was presented"
            )
        }
        return standInPresenting
    }

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
        super.init()
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
#if WIREFRAME_UIKIT_STANDIN_OBJC
@MainActor
@objc public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether the user may dismiss the presentation.
    @objc optional func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when the user tried to dismiss a presentation that may not be dismissed.
    @objc optional func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// Called when the user's dismissal starts.
    @objc optional func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called once the user's dismissal has ended.
    @objc optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIPresentationController {
    func standInAskShouldDismiss() -> Bool { delegate?.presentationControllerShouldDismiss?(self) ?? true }
    func standInTellDidAttemptToDismiss() { delegate?.presentationControllerDidAttemptToDismiss?(self) }
    func standInTellWillDismiss() { delegate?.presentationControllerWillDismiss?(self) }
    func standInTellDidDismiss() { delegate?.presentationControllerDidDismiss?(self) }
}
#else
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

extension UIPresentationController {
    /// Asks the delegate whether the user may dismiss the presentation.
    func standInAskShouldDismiss() -> Bool { delegate?.presentationControllerShouldDismiss(self) ?? true }
    /// Tells the delegate that the user tried to dismiss a presentation that may not be.
    func standInTellDidAttemptToDismiss() { delegate?.presentationControllerDidAttemptToDismiss(self) }
    /// Tells the delegate that the user's dismissal starts.
    func standInTellWillDismiss() { delegate?.presentationControllerWillDismiss(self) }
    /// Tells the delegate that the user's dismissal ended.
    func standInTellDidDismiss() { delegate?.presentationControllerDidDismiss(self) }
}
#endif
