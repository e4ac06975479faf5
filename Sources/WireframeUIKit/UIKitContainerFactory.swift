#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
public import WireframePresentation

/// Makes the UIKit containers the wireframe needs for options with `inStack: true`: a new
/// `UINavigationController`.
///
/// <!-- sample ContainerFactory/ContainerFactory -->
/// ```swift
/// let wireframe = Wireframe(containerFactory: UIKitContainerFactory())
/// ```
public struct UIKitContainerFactory: ContainerFactory, Sendable {
    /// Creates the factory.
    public init() {}

    /// Returns a new navigation controller holding `screens`, bottom first, presented as the
    /// bottom screen asks to be (its `modalPresentationStyle`, `transitioningDelegate`,
    /// `isModalInPresentation`, popover anchor and sheet detents), since UIKit presents the
    /// navigation controller in its place.
    ///
    /// - Throws: `PresentationError` as `UINavigationController.setScreens(_:animated:)`
    ///   does: with code `foreignScreen`, `stackInsideStack` or `alreadyInHierarchy`.
    public func makeStack(with screens: [any Screen]) throws(PresentationError) -> any StackContainer {
        let stack = UINavigationController()
        let controllers = try stack.checkedStack(screens)
        // Read before the screen becomes a child, whose presentation controller is then its
        // container's.
        if let bottom = controllers.first { stack.takePresentationSettings(of: bottom) }
        stack.viewControllers = controllers
        stack.installUserNavigationForwarders()
        return stack
    }
}
#endif
