public import WireframeNavigation
public import WireframePresentation
import WireframeRouting
import WireframeSupport

/// The routable of a tab container's segment: a child segment that is one of its tabs selects
/// that tab; one registered `.modal` is presented over the tab container.
///
/// Selecting a tab through the state shows that tab at its root: screens the state does not name
/// (pushed on the tab's stack before another tab was selected) are popped first, so that the UI
/// shows what the path says. A path may not end at the tab container's segment — a tab bar always
/// shows a tab — so ``SegmentScreens/check(_:)`` refuses one before anything changes; a pop of a tab's
/// segment on the way to another path (the tabs are replaced next) leaves the tab selected.
@MainActor
public final class TabsRoutable: Routable {
    /// The tab container.
    public let tabs: any TabContainer
    let screens: SegmentScreens
    let position: Int?

    /// The routable of `tabs`, whose tabs carry their segments (as the tabs made by
    /// ``SegmentScreens/registerTabs(_:tabs:presentation:container:)`` do).
    public convenience init(tabs: any TabContainer, screens: SegmentScreens) {
        self.init(tabs: tabs, screens: screens, position: nil)
    }

    init(tabs: any TabContainer, screens: SegmentScreens, position: Int?) {
        self.tabs = tabs
        self.screens = screens
        self.position = position
    }

    /// Selects the tab of `segment`, or presents it when it is registered `.modal`.
    ///
    /// - Throws: ``StateRoutingError/Code/cannotBuild`` when `segment` is not a tab.
    public func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable {
        if screens.presentation(of: segment) == .modal {
            return try await Routables.present(
                segment,
                over: tabs,
                for: tabs,
                screens: screens,
                position: position,
                animated: animated,
                in: turn
            )
        }
        let all = tabs.tabs
        guard let index = all.firstIndex(where: { $0.pathSegment?.identifier == segment.identifier }) else {
            let names = all.map { "\(MessageText.quoted("\($0.pathSegment?.description ?? $0.screenIdentifier)"))" }
                .joined(separator: ", ")
            throw StateRoutingError(
                .cannotBuild,
                segment: segment,
                "segment \(MessageText.quoted("\(segment)"))\(position.map { " (position \($0))" } ?? "") is not a tab of "
                    + "\(MessageText.quoted("\(tabs.pathSegment?.description ?? tabs.screenIdentifier)")) (its tabs: \(names))"
            )
        }
        let tab = all[index]
        if let stack = tab as? any StackContainer {
            let base = stack.screens.first
            if let base, stack.screens.last !== base {
                try await turn.apply(
                    NavigationStep.pop(stack, to: base, animated: animated && index == tabs.selectedIndex)
                )
            }
        }
        if index != tabs.selectedIndex { try await turn.apply(NavigationStep.selectTab(index, of: tabs)) }
        tab.pathSegment = segment
        return try Routables.routable(
            for: tab,
            placement: .standalone,
            screens: screens,
            position: position.map { $0 + 1 }
        )
    }

    /// Dismisses the modal of `segment`; a tab's segment stays selected (the path is on its way
    /// to one that replaces the tabs: one that ends here is refused by the check).
    public func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws {
        try await Routables.dismissModal(of: tabs, over: tabs, animated: animated, in: turn)
    }

    /// Shows `new` instead of `segment`: selects the other tab, or dismisses or presents.
    public func change(
        _ segment: PathSegment,
        to new: PathSegment,
        animated: Bool,
        in turn: NavigationTurn
    ) async throws -> any Routable {
        try await Routables.dismissModal(of: tabs, over: tabs, animated: animated, in: turn)
        return try await push(new, animated: animated, in: turn)
    }

    /// The modal presented for the tab container, else the selected tab.
    public var shownChild: ShownChild {
        if let modal = Routables.shownModal(of: tabs, over: tabs, screens: screens, position: position) {
            return modal
        }
        guard let tab = tabs.selectedTab, let segment = tab.pathSegment,
            let routable = try? Routables.routable(
                for: tab,
                placement: .standalone,
                screens: screens,
                position: position.map { $0 + 1 }
            )
        else { return .nothing }
        return .segment(segment, routable: routable)
    }
}
