/// Stand-in for UIKit's `UISplitViewController`, in its classic form and its column-style form
/// (iOS 14, `init(style:)`).
///
/// Classic: `viewControllers` holds the primary controller, then the secondary (detail) one. As
/// Apple documents, "when the split view interface is expanded, this property contains two view
/// controllers; when it is collapsed, this property contains only one": the primary controller.
/// Collapsing is modelled as an app's delegate that keeps the secondary controller out of the
/// collapsed interface (`splitViewController(_:collapseSecondary:onto:)` answering `true`): the
/// secondary stays a child and comes back when expanded.
///
/// Column style: each column's controller is set with `setViewController(_:for:)`, and
/// `viewController(for:)` returns it, collapsed or not. Expanded, `viewControllers` holds the
/// primary, the supplementary (triple column) and the secondary controllers; collapsed, only one:
/// the `.compact` column's when one is set, else the primary's, as Apple documents. Setting
/// `viewControllers` of a column-style split view changes nothing (Apple's pages send it to
/// `setViewController(_:for:)`; the stand-in is stricter than UIKit there).
///
/// Collapsing without a compact column, when the columns hold navigation controllers, UIKit
/// merges them into one stack on the primary column's navigation controller: the
/// supplementary's controllers, then the secondary's, are moved onto it (a controller has one
/// parent), leaving those columns' navigation controllers empty and off screen; a push while
/// collapsed lands on the primary's, above them. Expanding separates them again: the primary
/// keeps as many as it had, the supplementary takes back as many as it gave, the secondary all
/// the rest (what was pushed while collapsed too) — or, when the user popped them all, its root
/// again, which the split view keeps. The controllers move first; then the delegate of each
/// navigation controller in the window whose top changed hears `willShow`/`didShow`, not
/// animated, as for any change of its top. Not modelled: the navigation controllers UIKit wraps
/// a column's plain controller in, and a delegate choosing another top column
/// (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`).
///
/// `isCollapsed` is read-only in UIKit, which collapses on a change of size class; tests
/// collapse and expand with ``standInSetCollapsed(_:)``. Display modes and column widths are not
/// modelled.
@MainActor
open class UISplitViewController: UIViewController {
    private var columns: [UIViewController] = []
    private var columnControllers: [Column: UIViewController] = [:]
    private var collapsed = false
    /// Collapsed: the columns whose stacks were merged onto the primary's, in order, with how
    /// many controllers each gave and its root; and how many the primary had.
    private var merged: (primaryCount: Int, columns: [(column: Column, count: Int, root: UIViewController?)])?

    /// The split view's form: classic (`.unspecified`) or with columns (iOS 14).
    public enum Style: Int, Sendable {
        /// Classic: `viewControllers` sets the primary and secondary controllers.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// The columns of a column-style split view (iOS 14).
    public enum Column: Int, Sendable {
        /// The primary column.
        case primary = 0
        /// The supplementary column (triple column only).
        case supplementary = 1
        /// The secondary (detail) column.
        case secondary = 2
        /// The controller shown instead of the others when collapsed.
        case compact = 3
    }

    /// The split view's form.
    public let style: Style

    /// Creates a classic split view controller with no columns.
    public override init() {
        style = .unspecified
        super.init()
    }

    /// Creates a split view controller of `style` with no columns (iOS 14).
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The controller of `column`, or `nil`; always `nil` in a classic split view.
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : columnControllers[column]
    }

    /// Makes `viewController` the controller of `column` (iOS 14; column style only).
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        standInCalls.append("setViewController(\(viewController?.standInName ?? "nil"), for: \(column))")
        guard style != .unspecified else { return }
        if let old = columnControllers[column], old !== viewController { super.standInForget(old) }
        if let viewController { standInAdopt(viewController) }
        columnControllers[column] = viewController
        if viewIfLoaded != nil { standInLoadShownViews() }
    }

    /// Expanded: the primary controller, then (column style, triple column) the supplementary
    /// one, then the secondary one. Collapsed: only one, the `.compact` column's (column style)
    /// or the primary one.
    open var viewControllers: [UIViewController] {
        get {
            if style != .unspecified {
                if collapsed { return [columnControllers[.compact] ?? columnControllers[.primary]].compactMap { $0 } }
                let shown: [Column] =
                    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                return shown.compactMap { columnControllers[$0] }
            }
            return collapsed ? Array(columns.prefix(1)) : columns
        }
        set {
            standInCalls.append("viewControllers = [\(newValue.map(\.standInName).joined(separator: ", "))]")
            guard style == .unspecified else {
                // Apple's pages point column-style split views to setViewController(_:for:); the
                // stand-in is stricter than UIKit here and changes nothing.
                standInCalls.append(
                    "warning: viewControllers set on a column-style split view; use setViewController(_:for:)"
                )
                return
            }
            for old in columns where !newValue.contains(where: { $0 === old }) {
                super.standInForget(old)
            }
            for controller in newValue { standInAdopt(controller) }
            columns = newValue
            if viewIfLoaded != nil { standInLoadShownViews() }
        }
    }

    /// Whether only one column shows.
    open var isCollapsed: Bool { collapsed }

    /// Stand-in only: collapses the interface into one column, or expands it, as a change of
    /// size class does (see the type's comment for what moves where).
    public func standInSetCollapsed(_ isCollapsed: Bool) {
        guard isCollapsed != collapsed else { return }
        standInCalls.append(isCollapsed ? "collapse" : "expand")
        collapsed = isCollapsed
        if viewIfLoaded != nil { standInLoadShownViews() }
        if isCollapsed { standInMergeColumns() } else { standInSeparateColumns() }
    }

    /// The columns whose stacks a collapse merges onto the primary's navigation controller.
    private var standInMergedColumns: [Column] {
        style == .tripleColumn ? [.supplementary, .secondary] : style == .doubleColumn ? [.secondary] : []
    }

    private func standInMergeColumns() {
        guard columnControllers[.compact] == nil, let primary = columnControllers[.primary] as? UINavigationController
        else { return }
        var stack = primary.viewControllers
        var columns: [(column: Column, count: Int, root: UIViewController?)] = []
        for column in standInMergedColumns {
            guard let moved = (columnControllers[column] as? UINavigationController)?.viewControllers else { continue }
            columns.append((column, moved.count, moved.first))
            stack += moved
        }
        merged = (primary.viewControllers.count, columns)
        primary.standInRearrange(to: stack, topBefore: primary.viewControllers.last)
    }

    private func standInSeparateColumns() {
        guard let merged, let primary = columnControllers[.primary] as? UINavigationController else { return }
        self.merged = nil
        let topBefore = primary.viewControllers.last
        var rest = Array(primary.viewControllers.dropFirst(merged.primaryCount))
        for (index, part) in merged.columns.enumerated() {
            guard let stack = columnControllers[part.column] as? UINavigationController else { continue }
            var taken = index == merged.columns.count - 1 ? rest : Array(rest.prefix(part.count))
            rest.removeFirst(taken.count)
            if taken.isEmpty, let root = part.root { taken = [root] }
            stack.standInRearrange(to: taken, topBefore: nil)
        }
        primary.standInRearrange(to: Array(primary.viewControllers.prefix(merged.primaryCount)), topBefore: topBefore)
    }

    /// The controllers it holds, in order (every column's, those off screen included).
    open override var children: [UIViewController] {
        style == .unspecified ? columns : Column.allOrdered.compactMap { columnControllers[$0] }
    }

    override var standInShownChildren: [UIViewController] { viewControllers }

    override func standInForget(_ child: UIViewController) {
        columns.removeAll { $0 === child }
        for (column, controller) in columnControllers where controller === child { columnControllers[column] = nil }
        super.standInForget(child)
    }
}

extension UISplitViewController.Column {
    /// The columns in the order `children` lists their controllers.
    static let allOrdered: [Self] = [.primary, .supplementary, .secondary, .compact]
}
