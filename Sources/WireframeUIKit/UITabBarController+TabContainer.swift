#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
public import UIKitStandIn
#else
public import UIKit
#endif
public import WireframePresentation

/// Every tab bar controller is a `TabContainer`: its `viewControllers` and `selectedIndex`, in
/// the order the app set the tabs, which the user's reordering in the More tab does not change.
extension UITabBarController: TabContainer {}

/// The `TabContainer` members of `UITabBarController`.
///
/// UIKit's tab bar controller has members of the same names and other types (`selectedIndex`
/// is an `Int`; since iOS 18, `tabs` is `[UITab]` and `setTabs(_:animated:)` takes `UITab`s).
/// These are declared here, in a protocol extension, so that code using a `UITabBarController`
/// directly keeps getting UIKit's members; through `any TabContainer` it gets these.
extension TabContainer where Self: UITabBarController {
    /// The `viewControllers` in the order the app set them (with `setTabs(_:animated:)` or
    /// before the adapter first saw the controller), even after the user reordered them in the
    /// More tab's Edit sheet; empty when there are none.
    public var tabs: [any Screen] { placedTabs }

    /// The index in `tabs` of the `selectedViewController` — or, when that is the More
    /// navigation controller (more than five tabs on iPhone), of the tab chosen in its list —, or
    /// `nil` when no tab is selected (there are no tabs, or the More tab's list is shown).
    public var selectedIndex: Int? {
        selectedTabController.flatMap { tab in placedTabs.firstIndex { $0 === tab } }
    }

    /// Replaces the tabs with `setViewControllers(_:animated:)`, then selects the first one
    /// (UIKit on its own would try to keep the previous selection). Returns at once: UIKit
    /// reports no end for the tab bar's animation.
    ///
    /// - Throws: `PresentationError` (nothing changes) with code `foreignScreen` when a
    ///   screen is not a view controller, and `alreadyInHierarchy` when one is listed twice, is
    ///   shown elsewhere (in another container, presented or a window's root) or holds this
    ///   controller. Tabs of this controller may stay.
    public func setTabs(_ tabs: [any Screen], animated: Bool) async throws(PresentationError) {
        let children = try checkedChildren(tabs)
        installUserNavigationForwarder()
        for child in children { child.installUserNavigationForwarders() }
        setViewControllers(children, animated: animated)
        tabBarForwarder.place(children)
        if !children.isEmpty { selectedIndex = 0 }
    }

    /// Selects the tab at `index` in `tabs` — the screen the app placed there, wherever the
    /// user moved it — by setting `selectedViewController`, then checks that UIKit selected it
    /// (a tab in the More list: the More navigation controller, showing it above the list).
    /// UIKit does not ask the delegate's `tabBarController(_:shouldSelect:)`, which it asks for
    /// the user's taps only.
    ///
    /// - Throws: `PresentationError` with code `tabOutOfRange` when `index` is not the index
    ///   of a tab (UIKit would silently ignore it), and `transitionInProgress` when the tab is
    ///   in the More list (or the More tab is selected) while the More navigation controller
    ///   runs a transition, such as the user's swipe back to the list, or when UIKit did not
    ///   select the tab (the app's subclass may keep it from being selected): the message
    ///   names the tab shown instead.
    public func selectTab(at index: Int) async throws(PresentationError) {
        let placed = placedTabs
        guard placed.indices.contains(index) else {
            throw .tabOutOfRange(index, errorName, count: placed.count)
        }
        let tab = placed[index]
        installUserNavigationForwarder()
        try await performTransition(
            "selection of tab \(index) (\(tab.errorName))",
            bringingIn: [],
            idle: changesMoreStack(toSelect: tab) ? [moreNavigationController] : [],
            madeIf: { selectedTabController === tab },
            shows: {
                [selectedViewController, selectedViewController === moreNavigationController ? chosenInMoreList : nil]
                    .compactMap(\.self)
            },
            dropped: { tabBarForwarder.knownMoreChoice = nil },
            start: { completion in
                // A tab in the More list is pushed onto the More navigation controller: known,
                // so that it is not reported as the user's choice.
                tabBarForwarder.knownMoreChoice = tab
                selectedViewController = tab
                completion()
            }
        )
    }
}

extension UITabBarController {
    /// The tab selected: `selectedViewController`, or, when that is the More navigation
    /// controller, the tab chosen in its list (`nil` while the list is shown).
    var selectedTabController: UIViewController? {
        let selected = selectedViewController
        return selected === moreNavigationController ? chosenInMoreList : selected
    }

    /// Whether selecting `tab` changes the More navigation controller's stack: the More tab is
    /// selected (its chosen tab goes back to the tab bar), or `tab` is in the More list (UIKit
    /// lists there the tabs past the fourth of more than five; on a regular width, where there
    /// is no More tab, the More navigation controller runs no transition to wait for).
    func changesMoreStack(toSelect tab: UIViewController) -> Bool {
        isInMoreList(tab) || selectedViewController === moreNavigationController
    }

    /// Whether UIKit lists `tab` in the More tab: past the fourth of more than five tabs.
    private func isInMoreList(_ tab: UIViewController) -> Bool {
        let current = viewControllers ?? []
        return current.count > 5 && (current.firstIndex { $0 === tab } ?? 0) >= 4
    }

    /// The tab the More navigation controller shows above its list, if any: UIKit pushes the
    /// tab chosen there, by the user or by selecting it, onto the More navigation controller —
    /// or, for a navigation controller, moves its controllers there, leaving it empty.
    var chosenInMoreList: UIViewController? {
        guard let shown = moreNavigationController.viewControllers.dropFirst().first else { return nil }
        let placed = placedTabs
        if let tab = placed.first(where: { $0 === shown }) { return tab }
        // Not documented by Apple; reported of UIKit in Open Radar 21055909 and 21103395.
        return placed.first { tab in
            (tab as? UINavigationController)?.viewControllers.isEmpty == true && isInMoreList(tab)
        }
    }
}
#endif
