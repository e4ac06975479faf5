/// A screen that holds tabs and shows the selected one (UIKit: `UITabBarController`).
@MainActor
public protocol TabContainer: Screen {
    /// The tabs, in the order the tab bar shows them.
    var tabs: [any Screen] { get }

    /// The index of the selected tab, or `nil` when there are no tabs.
    var selectedIndex: Int? { get }

    /// Replaces the tabs; the first one becomes selected.
    func setTabs(_ tabs: [any Screen], animated: Bool) async throws

    /// Selects the tab at `index`.
    ///
    /// - Throws: ``PresentationError`` when `index` is out of range, or when the backend did
    ///   not select the tab (UIKit: a transition ran where it would have dropped the selection,
    ///   or the app's subclass kept the tab from being selected).
    func selectTab(at index: Int) async throws
}

extension TabContainer {
    /// The selected tab, if any.
    public var selectedTab: (any Screen)? {
        guard let index = selectedIndex, tabs.indices.contains(index) else { return nil }
        return tabs[index]
    }
}
