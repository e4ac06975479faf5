#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

// What the adapter asks of UIKit's hierarchy before a transition, so that it can throw where
// UIKit would raise an exception or drop the transition silently; and how it waits for one.
extension UIViewController {
    /// `screen` as a view controller.
    ///
    /// - Throws: `PresentationError` with code `foreignScreen` when it is not one.
    static func of(_ screen: any Screen) throws(PresentationError) -> UIViewController {
        guard let controller = screen as? UIViewController else { throw .foreignScreen(screen) }
        return controller
    }

    /// The outermost container holding this controller, or this controller: UIKit presents
    /// from it.
    var outermostAncestor: UIViewController {
        var outermost = self
        while let parent = outermost.parent { outermost = parent }
        return outermost
    }

    /// Checks that this controller is not shown anywhere: not a child of a container, not
    /// presented (nor inside a presented container) and not the root of a window.
    func checkNotShown() throws(PresentationError) {
        if parent != nil || presentingViewController != nil || viewIfLoaded?.window != nil {
            throw .alreadyInHierarchy(self)
        }
    }

    /// Checks that `child` may become a child of this container: it does not hold this
    /// container, and it is not shown anywhere, unless it is a child of this container and
    /// `mayStay`.
    func checkIncoming(_ child: UIViewController, mayStay: Bool = false) throws(PresentationError) {
        if sequence(first: self, next: { $0.parent }).contains(where: { $0 === child }) {
            throw .cycle(child.errorName, into: child === self ? nil : errorName)
        }
        if !(mayStay && child.parent === self) { try child.checkNotShown() }
    }

    /// Checks `screens` as the new children of this container: view controllers, none listed
    /// twice, each as ``checkIncoming(_:mayStay:)`` with its children allowed to stay.
    func checkedChildren(_ screens: [any Screen]) throws(PresentationError) -> [UIViewController] {
        var children: [UIViewController] = []
        for screen in screens {
            let child = try UIViewController.of(screen)
            if children.contains(where: { $0 === child }) { throw .listedTwice(child.errorName) }
            try checkIncoming(child, mayStay: true)
            children.append(child)
        }
        return children
    }

    /// Checks that no transition runs in this controller (its own, one of an ancestor, or an
    /// animated presentation or dismissal it is part of): UIKit would ignore a transition asked
    /// meanwhile, or run it half.
    ///
    /// - Throws: `PresentationError` with code `transitionInProgress`, naming this controller
    ///   and the kind of transition running (the user's, when it is interactive).
    func checkNoTransitionRunning() throws(PresentationError) {
        guard let running = transitionCoordinator else { return }
        let kind = running.isInteractive ? "an interactive transition the user drives" : "an animated transition"
        throw .transitionInProgress("\(errorName) (\(kind))")
    }

    /// Returns when the transition this controller has just started ends: at once when it is
    /// not animated or when UIKit runs no transition (for example outside a window).
    func waitForTransition(animated: Bool) async {
        guard animated, let coordinator = transitionCoordinator else { return }
        await withCheckedContinuation { continuation in
            let queued = coordinator.animate(alongsideTransition: nil) { _ in continuation.resume() }
            // Blocks that were not queued never run.
            if !queued { continuation.resume() }
        }
    }
}
#endif
