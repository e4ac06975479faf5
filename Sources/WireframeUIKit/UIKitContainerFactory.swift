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
/// ```swift
/// let wireframe = Wireframe(containerFactory: UIKitContainerFactory())
/// ```
public struct UIKitContainerFactory: ContainerFactory, Sendable {
    /// Creates the factory.
    public init() {}

    /// Returns a new navigation controller holding `screens`, bottom first.
    ///
    /// - Throws: `PresentationError` as `UINavigationController.setScreens(_:animated:)`
    ///   does: with code `foreignScreen`, `stackInsideStack` or `alreadyInHierarchy`.
    public func makeStack(with screens: [any Screen]) throws(PresentationError) -> any StackContainer {
        let stack = UINavigationController()
        stack.viewControllers = try stack.checkedStack(screens)
        stack.installUserNavigationForwarders()
        return stack
    }
}
#endif
