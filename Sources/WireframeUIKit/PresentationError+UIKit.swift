#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

// The errors the UIKit adapter throws, each with a message naming the screens at fault by
// their `screenIdentifier`.
@MainActor
extension PresentationError {
    static func foreignScreen(_ screen: any Screen) -> Self {
        Self(
            .foreignScreen,
            "\(name(screen)) is not a UIViewController; UIKit containers hold only view controllers"
        )
    }

    static func stackInsideStack(_ stack: UINavigationController, into container: UIViewController) -> Self {
        Self(
            .stackInsideStack,
            "cannot put navigation controller \(name(stack)) in \(name(container)): "
                + "UIKit does not support pushing a navigation controller"
        )
    }

    static func alreadyInHierarchy(_ controller: UIViewController) -> Self {
        let place: String
        if let parent = controller.parent {
            place = "is already a child of \(name(parent))"
        } else if let presenter = controller.presentingViewController {
            place = "is already presented by \(name(presenter))"
        } else {
            place = "is already the root of a window"
        }
        return Self(.alreadyInHierarchy, "\(name(controller)) \(place)")
    }

    static func listedTwice(_ controller: UIViewController) -> Self {
        Self(.alreadyInHierarchy, "\(name(controller)) appears more than once in the list")
    }

    static func holds(_ controller: UIViewController, _ container: UIViewController) -> Self {
        let reason =
            controller === container
            ? "cannot be shown inside itself" : "holds \(name(container)), so it cannot be shown inside it"
        return Self(.alreadyInHierarchy, "\(name(controller)) \(reason)")
    }

    static func alreadyPresenting(
        _ presenter: UIViewController,
        _ current: UIViewController,
        _ new: any Screen
    ) -> Self {
        Self(
            .alreadyPresenting,
            "\(name(presenter)) already presents \(name(current)); cannot present \(name(new))"
        )
    }

    static func notInWindow(_ presenter: UIViewController, _ new: any Screen) -> Self {
        Self(
            .notInHierarchy,
            "\(name(presenter)) is not in a window, so it cannot present \(name(new))"
        )
    }

    static func nothingPresented(_ presenter: UIViewController) -> Self {
        Self(.nothingPresented, "\(name(presenter)) presents nothing to dismiss")
    }

    static func notOnStack(_ screen: any Screen, _ stack: UINavigationController) -> Self {
        Self(.notOnStack, "\(name(screen)) is not on \(name(stack))")
    }

    static func tabOutOfRange(_ index: Int, _ tabs: UITabBarController) -> Self {
        let count = tabs.viewControllers?.count ?? 0
        return Self(
            .tabOutOfRange,
            "\(name(tabs)) has \(count) tab\(count == 1 ? "" : "s"); index \(index) is out of range"
        )
    }

    /// How a message names a screen: its identifier, quoted.
    private static func name(_ screen: any Screen) -> String {
        "\"\(screen.screenIdentifier)\""
    }
}
#endif
