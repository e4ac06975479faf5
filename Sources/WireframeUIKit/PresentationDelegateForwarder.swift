#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

/// The delegate the adapter gives the presentation controller of a presented controller so as
/// to hear of the user swiping it down, calling the delegate the app had set for every callback
/// (see <doc:UserNavigation>). UIKit calls `presentationControllerDidDismiss(_:)` only for the
/// user's swipe, never for a `dismiss` made by code: those are heard by `DismissalObserverView`,
/// and each dismissal is reported once, by whichever of the two hears it first.
final class PresentationDelegateForwarder: DelegateForwarder, UIAdaptivePresentationControllerDelegate {
    /// The delegate the app set, which hears of everything as if the adapter were not there.
    weak var appDelegate: (any UIAdaptivePresentationControllerDelegate)?

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        handlingOnce(true) {
            #if WIREFRAME_UIKIT_STANDIN
            appDelegate?.presentationControllerShouldDismiss(presentationController) ?? true
            #else
            appDelegate?.presentationControllerShouldDismiss?(presentationController) ?? true
            #endif
        }
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        handlingOnce(()) {
            #if WIREFRAME_UIKIT_STANDIN
            appDelegate?.presentationControllerDidAttemptToDismiss(presentationController)
            #else
            appDelegate?.presentationControllerDidAttemptToDismiss?(presentationController)
            #endif
        }
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        handlingOnce(()) {
            #if WIREFRAME_UIKIT_STANDIN
            appDelegate?.presentationControllerWillDismiss(presentationController)
            #else
            appDelegate?.presentationControllerWillDismiss?(presentationController)
            #endif
        }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        handlingOnce(()) {
            #if WIREFRAME_UIKIT_STANDIN
            appDelegate?.presentationControllerDidDismiss(presentationController)
            #else
            appDelegate?.presentationControllerDidDismiss?(presentationController)
            #endif
            // Declared non-optional in UIKit: set since the presentation began.
            let presenter = presentationController.presentingViewController
            let presented = presentationController.presentedViewController
            presented.reportDismissalByTheUser(from: presenter)
        }
    }
}

extension UIViewController {
    /// Makes the adapter's forwarder the delegate of this presented controller's presentation
    /// controller, keeping the app's delegate behind it. Called before presenting, as UIKit asks.
    func installPresentationForwarder() {
        guard let presentationController else { return }
        let forwarder = associatedValue(of: self, .presentationForwarder) { PresentationDelegateForwarder() }
        guard forwarder.takeDelegateSlot(of: presentationController, current: presentationController.delegate) else {
            return
        }
        forwarder.appDelegate = presentationController.delegate
        presentationController.delegate = forwarder
    }
}
#endif
