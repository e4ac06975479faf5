#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

// What the adapter asks of UIKit's hierarchy before a transition, so that it can throw where
// UIKit would raise an exception or take a screen from its container silently.
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
    /// presented (nor inside a presented container) and not the root of a window — whose view
    /// is out of the window while it presents a `.fullScreen` controller, so presenting one
    /// counts as shown.
    func checkNotShown() throws(PresentationError) {
        if parent != nil || presentingViewController != nil || presentedViewController != nil
            || viewIfLoaded?.window != nil
        {
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
    /// twice, each first of a kind this container takes (`admit` throws for the others), then
    /// as ``checkIncoming(_:mayStay:)``, its children allowed to stay when `mayStay`.
    func checkedChildren(
        _ screens: [any Screen],
        mayStay: Bool = true,
        admitting admit: (UIViewController) throws(PresentationError) -> Void = { _ in }
    ) throws(PresentationError) -> [UIViewController] {
        var children: [UIViewController] = []
        for screen in screens {
            let child = try UIViewController.of(screen)
            if children.contains(where: { $0 === child }) { throw .listedTwice(child.errorName) }
            try admit(child)
            try checkIncoming(child, mayStay: mayStay)
            children.append(child)
        }
        return children
    }
}
#endif
