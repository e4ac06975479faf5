#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

// How the UIKit adapter names what is at fault in its errors; the sentences themselves are
// WireframePresentation's, shared with the headless backend.
extension Screen {
    /// How the adapter's messages name a screen: its `screenIdentifier`, quoted.
    var errorName: String { "\"\(screenIdentifier)\"" }
}

@MainActor
extension PresentationError {
    /// `controller` is shown already: a child of a container, presented, or a window's root.
    static func alreadyInHierarchy(_ controller: UIViewController) -> Self {
        let whereabouts: Whereabouts =
            if let parent = controller.parent {
                .childOf(parent.errorName)
            } else if let presenter = controller.presentingViewController {
                .presentedBy(presenter.errorName)
            } else {
                .rootOfAWindow
            }
        return .alreadyInHierarchy(controller.errorName, whereabouts)
    }

    static func stackInsideStack(_ stack: UINavigationController, into container: UIViewController) -> Self {
        .stackInsideStack(
            "navigation controller \(stack.errorName)",
            "in \(container.errorName)",
            reason: "UIKit does not support pushing a navigation controller"
        )
    }

    /// UIKit did not make the change asked of `container` (`asked`, such as `push of "message"`),
    /// though no transition was seen running before: it ignored it, or the app's subclass did.
    static func notPerformed(_ asked: String, by container: UIViewController, shows: [UIViewController]) -> Self {
        let stack = shows.map(\.errorName).joined(separator: ", ")
        return PresentationError(
            .transitionInProgress,
            "UIKit did not perform the \(asked) on \(container.errorName): it shows [\(stack)]; "
                + "a transition it was running, or the app's subclass, may have ignored it"
        )
    }

    static func tabsInsideStack(_ tabs: UITabBarController, into container: UIViewController) -> Self {
        .stackInsideStack(
            "tab bar controller \(tabs.errorName)",
            "in \(container.errorName)",
            reason: "UIKit supports a tab bar controller only as a window's root or presented"
        )
    }

    static func foreignScreen(_ screen: any Screen) -> Self {
        .foreignScreen(screen.errorName, isNot: "a UIViewController", "UIKit containers", holdOnly: "view controllers")
    }
}
#endif
