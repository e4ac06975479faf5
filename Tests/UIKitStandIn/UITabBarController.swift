/// Stand-in for UIKit's `UITabBarController`: child controllers as tabs, one selected.
///
/// Setting the controllers follows Apple's documentation: the tab bar controller "remembers the
/// view controller object that was previously selected and attempts to reselect it. If the
/// selected view controller is no longer present, it attempts to select the view controller at
/// the same index in the array as the previous selection. If that index is invalid, it selects
/// the view controller at index 0." Setting `selectedIndex` out of range changes nothing.
/// The More tab: with more than five tabs where the window's horizontal size class is compact
/// (an iPhone), the tab bar shows the first four and a More tab, whose navigation controller
/// (``moreNavigationController``, in no `viewControllers`) holds the list of the others. As Apple
/// documents, `selectedViewController` is then the More navigation controller and
/// `selectedIndex` is `NSNotFound` (`Int.max`); a tab chosen in the list, by the user
/// (``standInSimulateMoreListTap(at:)``) or by setting `selectedViewController` or
/// `selectedIndex`, is pushed onto the More navigation controller above the list (its parent for
/// as long), and goes back to the tab bar when another tab is selected. A navigation controller
/// chosen there is not pushed: as reports on UIKit say (Open Radar 21055909 and 21103395, not
/// Apple's documentation), its controllers move onto the More navigation controller above the
/// list, its own stack left empty, and move back when another tab is selected. Such a selection, which
/// changes the More navigation controller's stack, is ignored while that controller runs a
/// transition (the user's swipe back to the list), as UIKit ignores a push then. The user reorders the
/// tabs in the list's Edit sheet (``standInSimulateReordering(moving:to:)``).
///
/// ``standInSimulateTabTap(at:)`` does what the user's tap on the tab bar does, telling the
/// ``delegate`` as ``UITabBarControllerDelegate`` documents.
@MainActor
open class UITabBarController: UIViewController {
    private var controllers: [UIViewController]?
    private var selected: UIViewController?
    private var uiTabs: [UITab] = []
    private var standInMore: UINavigationController?
    /// Whether a tab is being pushed onto the More navigation controller, which takes it as its
    /// child without it leaving the tabs.
    private var standInLending = false
    /// The navigation controller chosen in the More list whose controllers the More navigation
    /// controller shows above its list, leaving its own stack empty.
    private weak var standInLentStack: UINavigationController?
    /// The More list, the root of the More navigation controller.
    private lazy var standInMoreList: UIViewController = {
        let list = UIViewController()
        list.restorationIdentifier = "More"
        return list
    }()

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
        standInTakeBackLentTabs()
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

    /// The navigation controller of the More tab, made when first asked (UIKit always has one).
    open var moreNavigationController: UINavigationController {
        if let standInMore { return standInMore }
        let more = UINavigationController()
        more.restorationIdentifier = "more"
        standInMore = more
        standInAdopt(more)
        more.standInRearrange(to: [standInMoreList], topBefore: nil)
        return more
    }

    /// Whether the tab bar shows a More tab: more than five tabs on a compact width.
    var standInShowsMore: Bool {
        (controllers?.count ?? 0) > 5 && (viewIfLoaded?.window?.standInHorizontalSizeClass ?? .compact) == .compact
    }

    /// Takes back the tabs lent to the More navigation controller, which shows its list again.
    private func standInTakeBackLentTabs() {
        guard let more = standInMore else { return }
        if let stack = standInLentStack {
            standInLentStack = nil
            let moved = Array(more.viewControllers.dropFirst())
            more.standInRearrange(to: [standInMoreList], topBefore: nil)
            stack.standInRearrange(to: moved, topBefore: nil)
            return
        }
        let lent = more.viewControllers.dropFirst().filter { tab in controllers?.contains { $0 === tab } == true }
        guard !lent.isEmpty else { return }
        more.standInRearrange(to: [standInMoreList], topBefore: nil)
        for tab in lent { standInAdopt(tab) }
    }

    /// Whether `controller` is listed in the More tab rather than shown in the tab bar.
    private func standInIsInMore(_ controller: UIViewController) -> Bool {
        standInShowsMore && (controllers?.firstIndex { $0 === controller } ?? 0) >= 4
    }

    /// Selects `controller`: a tab in the bar, or one in the More list, which is pushed onto the
    /// More navigation controller (`animated` when the user chose it). A tab lent to the More
    /// navigation controller before comes back to this controller.
    private func standInSelect(_ controller: UIViewController, animated: Bool = false) {
        let more = moreNavigationController
        if standInIsInMore(controller) || selected === more,
            more.standInDropsDuringTransition("pushViewController(_:animated:)")
        {
            return
        }
        standInTakeBackLentTabs()
        guard standInIsInMore(controller) else {
            selected = controller
            if viewIfLoaded != nil { standInLoadShownViews() }
            return
        }
        selected = more
        if viewIfLoaded != nil { standInLoadShownViews() }
        if let stack = controller as? UINavigationController {
            // Reported of UIKit (Open Radar 21055909, 21103395), not documented: the More
            // navigation controller takes the chosen navigation controller's controllers.
            let moved = stack.viewControllers
            stack.standInRearrange(to: [], topBefore: nil)
            standInLentStack = stack
            if animated {
                more.setViewControllers([standInMoreList] + moved, animated: true)
            } else {
                more.standInRearrange(to: [standInMoreList] + moved, topBefore: nil)
            }
            return
        }
        standInLending = true
        defer { standInLending = false }
        if animated {
            more.pushViewController(controller, animated: true)
        } else {
            more.standInRearrange(to: [standInMoreList, controller], topBefore: nil)
        }
    }

    /// The index of the selected tab; `NSNotFound` (`Int.max`) when none is selected, or when the
    /// More navigation controller is.
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
            standInSelect(controllers[newValue])
        }
    }

    /// The controller of the selected tab, or the More navigation controller; setting it to one
    /// of the tabs selects that tab (in the More list: pushed onto the More navigation
    /// controller), to the More navigation controller shows the list.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            if let newValue, newValue === standInMore {
                standInCalls.append("selectedViewController = more")
                standInTakeBackLentTabs()
                selected = newValue
                if viewIfLoaded != nil { standInLoadShownViews() }
                return
            }
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
        guard let controllers, controllers.indices.contains(index), !standInIsInMore(controllers[index]) else {
            fatalError("stand-in: no tab at index \(index) in the tab bar")
        }
        standInCalls.append("tap on tab \(index)")
        let tapped = controllers[index]
        if !standInAskShouldSelect(tapped) { return }
        if tapped === selected {
            (tapped as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            standInSelect(tapped)
        }
        standInTellDidSelect(tapped)
    }

    /// Stand-in only: the user taps the More tab (as ``standInSimulateTabTap(at:)`` does for a
    /// tab, with the More navigation controller: the delegate is asked `shouldSelect` and hears
    /// `didSelect`), unless it is selected, then the tab at `index` in the list, which is pushed,
    /// animated, onto the More navigation controller (whose delegate hears `willShow`, then
    /// `didShow` once the window's animations are finished). UIKit does not tell the tab bar
    /// controller's delegate of the choice in the list.
    ///
    /// Traps when there is no More tab or `index` is not a tab in its list.
    public func standInSimulateMoreListTap(at index: Int) {
        guard let controllers, controllers.indices.contains(index), standInIsInMore(controllers[index]) else {
            fatalError("stand-in: no tab at index \(index) in a More list")
        }
        let more = moreNavigationController
        if selected !== more {
            standInCalls.append("tap on the More tab")
            if !standInAskShouldSelect(more) { return }
            selectedViewController = more
            standInTellDidSelect(more)
        }
        standInCalls.append("tap on tab \(index) in the More list")
        standInSelect(controllers[index], animated: true)
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
        // A tab lent to the More navigation controller stays a tab.
        if standInLending, controllers?.contains(where: { $0 === child }) == true { return }
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
