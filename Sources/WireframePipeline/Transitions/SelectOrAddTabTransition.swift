import WireframePresentation
import WireframeRouting

/// The built-in transition of ``SelectOrAddTabOption``: selects the tab that holds the screen,
/// else adds a tab for it and selects that; when selecting the new tab fails, the tabs are set
/// back as they were.
struct SelectOrAddTabTransition: Transition {
    var name: String { "SelectOrAddTabTransition" }

    func perform(
        _ screen: any Screen,
        option: SelectOrAddTabOption,
        in context: TransitionContext
    ) async throws
        -> RoutingPlacement
    {
        guard let tabs = context.visibleTabs else {
            throw context.noContainer(
                "no tabs to select or add a tab for \(MessageText.quoted(screen.screenIdentifier)) in"
            )
        }
        let old = tabs.tabs
        let held = old.firstIndex { tab in
            tab === screen || (tab as? any StackContainer)?.screens.first === screen
        }
        if let held {
            try await tabs.selectTab(at: held)
            return .tab(index: held, of: tabs, then: nil)
        }
        let tab = option.inStack ? try context.makeStack(with: screen) : screen
        let previous = tabs.selectedIndex
        try await tabs.setTabs(old + [tab], animated: option.animated)
        do {
            try await tabs.selectTab(at: old.count)
        } catch {
            // Set back as they were: the old tabs, and the tab selected before.
            try? await tabs.setTabs(old, animated: false)
            if let previous { try? await tabs.selectTab(at: previous) }
            throw error
        }
        return .addedTab(index: old.count, of: tabs)
    }
}
