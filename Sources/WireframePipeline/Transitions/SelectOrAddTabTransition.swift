import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// The built-in transition of ``SelectOrAddTabOption``: selects the tab that holds the screen,
/// else adds a tab for it and selects that. When selecting the new tab fails, the request's
/// turn sets the tabs back as they were.
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
            try await context.apply(.selectTab(held, of: tabs))
            return .tab(index: held, of: tabs, then: nil)
        }
        let tab = option.inStack ? try context.makeStack(with: screen) : screen
        try await context.apply(.setTabs(old + [tab], of: tabs, animated: option.animated))
        try await context.apply(.selectTab(old.count, of: tabs))
        return .addedTab(index: old.count, of: tabs)
    }
}
