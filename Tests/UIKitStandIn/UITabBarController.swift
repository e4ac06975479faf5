/// Stand-in for UIKit's `UITabBarController`: child controllers as tabs, one selected.
///
/// Setting the controllers follows Apple's documentation: the tab bar controller "remembers the
/// view controller object that was previously selected and attempts to reselect it. If the
/// selected view controller is no longer present, it attempts to select the view controller at
/// the same index in the array as the previous selection. If that index is invalid, it selects
/// the view controller at index 0." Setting `selectedIndex` out of range changes nothing.
/// The More tab (more than five tabs on iPhone) is modelled only as the place where the user
/// reorders the tabs (``standInSimulateReordering(moving:to:)``): its list is not.
///
/// ``standInSimulateTabTap(at:)`` does what the user's tap on the tab bar does, telling the
/// ``delegate`` as ``UITabBarControllerDelegate`` documents.
@MainActor
open class UITabBarController: UIViewController {
    private var controllers: [UIViewController]?
    private var selected: UIViewController?
    private var uiTabs: [UITab] = []

    /// The delegate, held weakly as UIKit holds it.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// Creates a tab bar controller with no tabs.
    public override init() { super.init() }

    /// The controllers shown as tabs, in order; setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs, reselecting as the documentation says.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let names = viewControllers.map { $0.map(\.standInName).joined(separator: ", ") } ?? "nil"
        standInCalls.append("setViewControllers([\(names)], animated: \(animated))")
        let new = viewControllers ?? []
        let previous = selected
        let previousIndex = selectedIndex
        for old in controllers ?? [] where !new.contains(where: { $0 === old }) {
            super.standInForget(old)
        }
        for controller in new { standInAdopt(controller) }
        controllers = viewControllers
        if let previous, new.contains(where: { $0 === previous }) {
            selected = previous
        } else if new.indices.contains(previousIndex) {
            selected = new[previousIndex]
        } else {
            selected = new.first
        }
        if viewIfLoaded != nil { standInLoadShownViews() }
    }

    /// The index of the selected tab; `NSNotFound` (`Int.max`) when none is selected.
    ///
    /// UIKit does not document the value with no tabs; the adapter checks the range either way.
    open var selectedIndex: Int {
        get {
            guard let selected else { return Int.max }
            return controllers?.firstIndex { $0 === selected } ?? Int.max
        }
        set {
            standInCalls.append("selectedIndex = \(newValue)")
            guard let controllers, controllers.indices.contains(newValue) else { return }
            selected = controllers[newValue]
            if viewIfLoaded != nil { standInLoadShownViews() }
        }
    }

    /// The controller of the selected tab; setting it to one of the tabs selects that tab.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue, let index = controllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    // The tab API of iOS 18, declared so that the adapter's members of the same names are
    // checked for ambiguity against it. It is not modelled beyond storing the tabs.

    /// The tabs set with ``setTabs(_:animated:)`` (iOS 18).
    open var tabs: [UITab] {
        get { uiTabs }
        set { setTabs(newValue, animated: false) }
    }

    /// The selected tab (iOS 18).
    open var selectedTab: UITab? { uiTabs.first }

    /// Replaces the tabs (iOS 18).
    open func setTabs(_ tabs: [UITab], animated: Bool) {
        standInCalls.append("setTabs(\(tabs.count) UITab, animated: \(animated))")
        uiTabs = tabs
    }

    /// Stand-in only: the user taps the tab at `index`, as UIKit handles it. The delegate is asked
    /// `shouldSelect` (a `false` ends it there); a tab not selected becomes selected; the selected
    /// tab tapped again, when it is a navigation controller, pops to its root
    /// (`popToRootViewController(animated: true)`); then the delegate hears `didSelect`, in both
    /// cases.
    ///
    /// Traps when `index` is not a tab's.
    public func standInSimulateTabTap(at index: Int) {
        guard let controllers, controllers.indices.contains(index) else {
            fatalError("stand-in: no tab at index \(index)")
        }
        standInCalls.append("tap on tab \(index)")
        let tapped = controllers[index]
        if !standInAskShouldSelect(tapped) { return }
        if tapped === selected {
            (tapped as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            selected = tapped
            if viewIfLoaded != nil { standInLoadShownViews() }
        }
        standInTellDidSelect(tapped)
    }

    /// Stand-in only: the user, in the More tab's Edit sheet, drags the tab at `index` to
    /// `newIndex` and taps Done. As in UIKit, `viewControllers` takes the new order, the selected
    /// controller stays selected (its index may change), and the delegate hears
    /// `tabBarController(_:didEndCustomizing:changed:)`; no `didSelect`.
    ///
    /// Traps when an index is not a tab's.
    public func standInSimulateReordering(moving index: Int, to newIndex: Int) {
        guard var reordered = controllers, reordered.indices.contains(index), reordered.indices.contains(newIndex)
        else { fatalError("stand-in: no tab at index \(index) or \(newIndex)") }
        standInCalls.append("reorder tab \(index) to \(newIndex)")
        reordered.insert(reordered.remove(at: index), at: newIndex)
        controllers = reordered
        standInTellDidEndCustomizing(reordered, changed: index != newIndex)
    }

    /// The controllers it holds, in order.
    open override var children: [UIViewController] { controllers ?? [] }

    override var standInShownChildren: [UIViewController] { selected.map { [$0] } ?? [] }

    override func standInForget(_ child: UIViewController) {
        controllers?.removeAll { $0 === child }
        if selected === child { selected = controllers?.first }
        super.standInForget(child)
    }
}

/// Stand-in for UIKit's `UITab` (iOS 18), declared only as the element type of
/// ``UITabBarController/tabs``.
@MainActor
open class UITab {
    /// The tab's identifier.
    public let identifier: String

    /// Creates a tab (UIKit's initializer also takes a title, an image and a view controller
    /// provider).
    public init(identifier: String) { self.identifier = identifier }
}
