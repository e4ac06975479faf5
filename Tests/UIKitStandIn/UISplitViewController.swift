/// Stand-in for UIKit's `UISplitViewController` in its classic form: `viewControllers` holds the
/// primary controller, then the secondary (detail) one.
///
/// As Apple documents, "when the split view interface is expanded, this property contains two
/// view controllers; when it is collapsed, this property contains only one": the primary
/// controller. `isCollapsed` is read-only in UIKit, which collapses on a change of size class;
/// tests collapse with ``standInSetCollapsed(_:)``. Collapsing is modelled as an app's delegate
/// that keeps the secondary controller out of the collapsed interface
/// (`splitViewController(_:collapseSecondary:onto:)` answering `true`): the secondary stays a
/// child and comes back when expanded. Display modes, column widths and the column-style API
/// of iOS 14 are not modelled.
@MainActor
open class UISplitViewController: UIViewController {
    private var columns: [UIViewController] = []
    private var collapsed = false

    /// Creates a split view controller with no columns.
    public override init() { super.init() }

    /// The primary controller then, when expanded, the secondary one.
    open var viewControllers: [UIViewController] {
        get { collapsed ? Array(columns.prefix(1)) : columns }
        set {
            standInCalls.append("viewControllers = [\(newValue.map(\.standInName).joined(separator: ", "))]")
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

    /// Stand-in only: collapses the interface into its primary column, or expands it, as a
    /// change of size class does.
    public func standInSetCollapsed(_ isCollapsed: Bool) {
        collapsed = isCollapsed
        if viewIfLoaded != nil { standInLoadShownViews() }
    }

    /// The controllers it holds, in order.
    open override var children: [UIViewController] { columns }

    override var standInShownChildren: [UIViewController] { viewControllers }

    override func standInForget(_ child: UIViewController) {
        columns.removeAll { $0 === child }
        super.standInForget(child)
    }
}
