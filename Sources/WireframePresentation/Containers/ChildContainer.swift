/// A container of your own — a split view, a page view, a card deck, anything that holds child
/// screens — that takes part in "where does the next screen go".
///
/// The wireframe finds the screen the user sees on top (``RootContainer/topmostScreen``) by
/// walking down from the root through modal presentations, selected tabs and the top of stacks.
/// A container it does not know would end that walk at the container itself, so nothing could
/// be pushed inside it. Conform to this protocol and name the child the user works in: the walk
/// goes on through ``activeChild``, the wireframe's visible stack becomes that child's stack, and
/// every built-in option (`.push`, `.show`, `.present`, `.selectTab`) works inside the container
/// unchanged.
///
/// <!-- sample ChildContainer/ChildContainer -->
/// ```swift
/// // A page view of the app's own, each page a navigation controller added with addChild(_:).
/// extension PagesViewController: ChildContainer {
///     var childScreens: [any Screen] { pages }
///     var activeChild: (any Screen)? { pages.indices.contains(currentPage) ? pages[currentPage] : nil }
/// }
/// ```
///
/// The backends ship one each: `HeadlessSplit` in the headless backend, and
/// `UISplitViewController` in the UIKit adapter. The container must still report itself as the
/// container of its children the way its backend does (UIKit: as their `parent`), so that a
/// child's ``Screen/enclosingStack`` and ``Screen/enclosingTabs`` stay right.
@MainActor
public protocol ChildContainer: Screen {
    /// Every child screen the container holds, in its own order (a split view: its primary,
    /// then its supplementary when it has three columns, then its secondary). Read by code that
    /// searches what is shown.
    var childScreens: [any Screen] { get }

    /// The child the user works in, which the next screen goes into: the one
    /// ``Screen/topmostScreen`` continues through. `nil` when the container shows no child (the
    /// container itself is then the topmost screen).
    ///
    /// For a split view, the secondary (detail) column while both columns show, and the primary
    /// one once the split view is collapsed into one column.
    var activeChild: (any Screen)? { get }

    /// Shows `screen` as the child at `index` of the container's places for children (a split
    /// view: its columns in the order of `childScreens` — 0 the primary, then the
    /// supplementary when it has three, then the secondary), instead of the child shown there,
    /// or, when `screen` is `nil`, empties that place; returns the child shown there before, if
    /// any.
    ///
    /// What the navigation step `ReversibleStep.showChild(_:at:of:animated:)` runs, and runs
    /// again with what it returned to take the change back, so that a change of the container's
    /// children joins a turn's undo log. Implement it to let the wireframe, the state router and
    /// your code change the container's children in steps.
    ///
    /// - Throws: `PresentationError` when the change breaks one of the container's rules;
    ///   nothing changes then. The default refuses every change with
    ///   `PresentationError.Code.cannotChangeChildren`, naming the container.
    func showChild(
        _ screen: (any Screen)?,
        at index: Int,
        animated: Bool
    ) async throws(PresentationError)
        -> (any Screen)?
}

extension ChildContainer {
    /// Refuses: the container does not say how to change its children.
    ///
    /// - Throws: `PresentationError.Code.cannotChangeChildren`, naming the container.
    public func showChild(
        _ screen: (any Screen)?,
        at index: Int,
        animated: Bool
    ) async throws(PresentationError)
        -> (any Screen)?
    {
        throw PresentationError(
            .cannotChangeChildren,
            "the container \"\(screenIdentifier)\" cannot show \(screen.map { "\"\($0.screenIdentifier)\"" } ?? "nothing") "
                + "as its child \(index): it does not implement ChildContainer.showChild(_:at:animated:)"
        )
    }
}
