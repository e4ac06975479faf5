public import WireframePresentation

/// Two columns, a primary and a secondary one: the headless `UISplitViewController`, and an
/// example of a container of your own that takes part in routing through `ChildContainer`.
///
/// While both columns show, the secondary (detail) column is the active child, so the
/// wireframe's `.push` goes onto the secondary column's stack; once collapsed into one column,
/// the primary one is. Replace the secondary column with ``showSecondary(_:animated:)``, as
/// UIKit's `showDetailViewController(_:sender:)` does.
///
/// <!-- sample HeadlessSplit/HeadlessSplit -->
/// ```swift
/// let split = try HeadlessSplit(
///     "users",
///     primary: HeadlessStack("list", screens: [HeadlessScreen("users")]),
///     secondary: HeadlessStack("detail", screens: [HeadlessScreen("user:1")])
/// )
/// try await window.setRoot(split, animated: false)
/// ```
@MainActor
public final class HeadlessSplit: HeadlessScreen, ChildContainer {
    /// The primary column: a list, a sidebar.
    public private(set) var primary: any Screen
    /// The secondary column, the detail, or `nil` when none is shown yet.
    public private(set) var secondary: (any Screen)?
    /// Whether the split view shows one column only (a compact width), the primary one.
    public private(set) var isCollapsed = false

    /// Creates a split view holding `primary` and, if given, `secondary`, outside any hierarchy.
    ///
    /// - Parameters:
    ///   - identifier: a name for dumps and error messages; an unnamed split view's
    ///     `screenIdentifier` is `"split"`.
    ///   - primary: the primary column.
    ///   - secondary: the secondary column, if one shows from the start.
    /// - Throws: `PresentationError` when a column is not a headless screen, is already in a
    ///   hierarchy, or both columns are the same screen.
    public init(
        _ identifier: String? = nil,
        primary: any Screen,
        secondary: (any Screen)? = nil
    )
        throws(PresentationError)
    {
        self.primary = primary
        self.secondary = secondary
        super.init(identifier ?? "split")
        node.isNamed = identifier != nil
        // The columns are linked only once every check has passed, so a refused column stays
        // where it was.
        let checked = try incomingList(
            [primary] + (secondary.map { [$0] } ?? []),
            what: "column",
            allowing: { _ in false }
        )
        for column in checked { column.node.container = self }
    }

    /// The primary column, then the secondary one if any.
    public var childScreens: [any Screen] { childNodes }

    /// The secondary column while both show (the primary one when there is no secondary yet),
    /// the primary one when collapsed.
    public var activeChild: (any Screen)? { isCollapsed ? primary : (secondary ?? primary) }

    /// Shows `screen` in the secondary column once the animation has run; the screen shown there
    /// before leaves the hierarchy.
    ///
    /// - Throws: `PresentationError` when this split view is running a transition, or `screen`
    ///   is not a headless screen or is already in a hierarchy. Nothing changes then.
    public func showSecondary(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        _ = try await showChild(screen, at: 1, animated: animated)
    }

    /// Shows `screen` in column `index` — 0 the primary one, 1 the secondary one — once the
    /// animation has run, or, when `screen` is `nil`, takes the secondary column away; the
    /// screen shown there before leaves the hierarchy and is returned.
    ///
    /// - Throws: `PresentationError` when this split view is running a transition, `screen` is
    ///   not a headless screen or is already in a hierarchy, or there is no such column (or it
    ///   is the primary one, asked to be emptied). Nothing changes then.
    public func showChild(
        _ screen: (any Screen)?,
        at index: Int,
        animated: Bool
    ) async throws(PresentationError)
        -> (any Screen)?
    {
        guard index == 1 || (index == 0 && screen != nil) else {
            throw PresentationError(
                .cannotChangeChildren,
                "the split view \(errorName) has a primary column (0), which always shows a screen, and a "
                    + "secondary one (1): it cannot \(screen == nil ? "empty" : "show a screen in") column \(index)"
            )
        }
        try checkNotTransitioning()
        var new: HeadlessScreen?
        if let screen { new = try incoming(screen) }
        let incoming = new.map { [$0] } ?? []
        if animated { await waitForAnimation(incoming: incoming) }
        return completeTransition(incoming: incoming) {
            let old = index == 0 ? primary : secondary
            if let new {
                new.node.container = self
                if index == 0 { primary = new } else { secondary = new }
            } else {
                secondary = nil
            }
            (old as? HeadlessScreen)?.leaveTree()
            return old
        }
    }

    /// Collapses the split view into its primary column, or expands it to both, at once (as a
    /// change of size class does).
    public func setCollapsed(_ collapsed: Bool) {
        isCollapsed = collapsed
    }

    override package var childNodes: [HeadlessScreen] {
        [primary, secondary].compactMap { $0 as? HeadlessScreen }
    }

    override package var kind: String { "split" }

    override var dumpLabel: String {
        errorName + (isCollapsed ? " (collapsed)" : "")
    }
}
