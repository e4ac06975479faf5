#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

// UIKit tells the presentation controller's delegate of the user's swipe only; a `dismiss` made
// by code (a modal's own Cancel button, an alert's action) reaches no delegate. What UIKit does
// for every dismissal is take the presented view out of the window at the end of the transition,
// while the presented controller's `isBeingDismissed` is `true`, telling each subview with
// `didMoveToWindow()`. So the adapter puts this hidden, empty, untouchable view in each presented
// controller's view and reports a dismissal the wireframe did not ask for as the user's. The
// alternatives were worse: a child view controller would change a container's `children` (a
// navigation controller's are its stack), swizzling `viewDidDisappear(_:)` changes every app's
// controllers, and a transitioning delegate would take over the app's animations.

/// The view the adapter adds to a presented controller's view to hear of its dismissal.
final class DismissalObserverView: UIView {
    /// The presented controller whose view holds this one.
    weak var presented: UIViewController?
    /// Its presenter, kept from when it was presented: UIKit clears the link when dismissing.
    weak var presenter: UIViewController?
    /// The window the presented view was last in, whose observers hear of the dismissal: the
    /// presenter's view may be out of it then (under a full-screen modal).
    private weak var lastWindow: UIWindow?
    /// Whether the dismissal that takes the view out of the window next was asked for by the
    /// wireframe, or was already reported (by the presentation controller's delegate).
    var isAccountedFor = false

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let presented else { return }
        if let window {
            lastWindow = window
            if let presenter = presented.presentingViewController { self.presenter = presenter }
            isAccountedFor = false
            return
        }
        // Out of the window while still presented: covered by a full-screen modal, not dismissed.
        guard presented.isBeingDismissed || presented.presentingViewController == nil,
            let presenter
        else { return }
        // Dismissed with the modal it was presented from: that one's dismissal is the user's.
        if presenter.isDismissedModal { return }
        presented.reportDismissalByTheUser(from: presenter, in: lastWindow)
    }
}

extension UIViewController {
    /// The observer in this presented controller's view, if the adapter added one.
    fileprivate var dismissalObserver: DismissalObserverView? {
        objc_getAssociatedObject(self, AssociationKey.dismissalObserver.pointer) as? DismissalObserverView
    }

    /// Adds the observer of its dismissal to this presented controller's view, once, if the view
    /// is loaded (UIKit loads it when presenting).
    func installDismissalObserver() {
        guard let view = viewIfLoaded else { return }
        let observer = associatedValue(of: self, .dismissalObserver) { DismissalObserverView() }
        observer.presented = self
        if let presenter = presentingViewController { observer.presenter = presenter }
        guard observer.superview !== view else { return }
        observer.isHidden = true
        observer.isUserInteractionEnabled = false
        view.addSubview(observer)
    }

    /// Marks the coming dismissal of this presented controller as the wireframe's own, not to be
    /// reported.
    func markDismissalAsAsked() {
        dismissalObserver?.isAccountedFor = true
    }

    /// Undoes `markDismissalAsAsked()` when UIKit did not start the dismissal.
    func unmarkDismissalAsAsked() {
        dismissalObserver?.isAccountedFor = false
    }

    /// Whether this controller was presented, with the adapter watching, and is now dismissed
    /// or being dismissed.
    fileprivate var isDismissedModal: Bool {
        dismissalObserver?.presenter != nil && (isBeingDismissed || presentingViewController == nil)
    }

    /// Reports the dismissal of this controller, which `presenter` presented, as the user's to
    /// the observers of `window` (the presenter's when `nil`), unless it was asked for or
    /// already reported.
    func reportDismissalByTheUser(from presenter: UIViewController, in window: UIWindow? = nil) {
        if let observer = dismissalObserver {
            guard !observer.isAccountedFor else { return }
            observer.isAccountedFor = true
        }
        let kind = UserNavigationEvent.Kind.dismissedModal(presentingScreen: presenter, screen: self)
        if let window {
            window.reportUserNavigation(kind)
        } else {
            presenter.reportUserNavigation(kind)
        }
    }
}
#endif
