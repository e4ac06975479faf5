#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

// How the adapter hears of what the user does: forwarders installed as the delegates of the
// navigation controllers, tab bar controllers and presentation controllers it sees — everything
// in a window when an observer registers, and everything each of its transitions brings in — and
// how a forwarder reports to the observers of the window it is in.
extension UIViewController {
    /// Installs the forwarders on this controller and on everything it shows: its children (a
    /// stack's controllers, the tabs, a split view's columns, the children of the app's own
    /// containers) and the controllers presented from it, with theirs.
    func installUserNavigationForwarders() {
        if let stack = self as? UINavigationController {
            stack.installUserNavigationForwarder()
        } else if let tabs = self as? UITabBarController {
            tabs.installUserNavigationForwarder()
        }
        for child in children { child.installUserNavigationForwarders() }
        if let presented = presentedViewController, presented.presentingViewController === self {
            presented.installPresentationForwarder()
            presented.installDismissalObserver()
            presented.installUserNavigationForwarders()
        }
    }

    /// Tells the observers of the window this controller is in of `kind`; nothing outside a
    /// window.
    func reportUserNavigation(_ kind: UserNavigationEvent.Kind) {
        viewIfLoaded?.window?.reportUserNavigation(kind)
    }
}

extension UIWindow {
    /// Tells the observers of this window of `kind`.
    func reportUserNavigation(_ kind: UserNavigationEvent.Kind) {
        guard
            let observers = objc_getAssociatedObject(self, AssociationKey.userNavigationObservers.pointer)
                as? UserNavigationObservers
        else { return }
        observers.report(UserNavigationEvent(kind))
    }
}
#endif
