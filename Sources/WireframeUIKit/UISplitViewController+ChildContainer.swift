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

    /// Shows `screen` as column `index` of `viewControllers` — 0 the primary controller, 1 the
    /// secondary one —, or, when `screen` is `nil`, takes the secondary controller away, by
    /// setting `viewControllers`, at once; returns the controller shown there before.
    ///
    /// - Throws: `PresentationError` when `screen` is not a view controller, the split view is
    ///   collapsed, or there is no such column (or it is the primary one, asked to be emptied).
    ///   Nothing changes then.
    public func showChild(
        _ screen: (any Screen)?,
        at index: Int,
        animated: Bool
    ) async throws(PresentationError)
        -> (any Screen)?
    {
        var columns = viewControllers
        guard !isCollapsed, index >= 0, index < 2, index <= columns.count,
            screen != nil || (index == 1 && columns.count == 2)
        else {
            throw PresentationError(
                .cannotChangeChildren,
                "the split view controller \"\(screenIdentifier)\" shows \(columns.count) column(s)"
                    + (isCollapsed ? ", collapsed" : "") + ": it cannot "
                    + "\(screen == nil ? "empty" : "show a screen in") column \(index)"
            )
        }
        let previous: UIViewController? = index < columns.count ? columns[index] : nil
        if let screen {
            guard let controller = screen as? UIViewController else {
                throw PresentationError(
                    .foreignScreen,
                    "\"\(screen.screenIdentifier)\" is no view controller: the split view controller "
                        + "\"\(screenIdentifier)\" cannot show it"
                )
            }
            if index < columns.count { columns[index] = controller } else { columns.append(controller) }
        } else {
            columns.removeLast()
        }
        viewControllers = columns
        return previous
    }
}
#endif
