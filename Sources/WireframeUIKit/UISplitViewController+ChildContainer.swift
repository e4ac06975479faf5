#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
public import UIKitStandIn
#else
public import UIKit
#endif
public import WireframePresentation

/// Every split view controller is a `ChildContainer`: the wireframe's visible screen and visible
/// stack are found through its secondary (detail) column while both columns show, and through
/// its primary column once it is collapsed.
///
/// So `.push` from a wireframe whose root is a split view pushes onto the navigation controller
/// of the detail column on iPad, and of the primary column on iPhone.
extension UISplitViewController: ChildContainer {
    /// The `viewControllers`: the primary controller, then the secondary one when expanded.
    public var childScreens: [any Screen] { viewControllers }

    /// The secondary controller while both columns show, the primary one when collapsed
    /// (`isCollapsed`), or `nil` when there is none.
    public var activeChild: (any Screen)? {
        isCollapsed ? viewControllers.first : viewControllers.last
    }
}
#endif
