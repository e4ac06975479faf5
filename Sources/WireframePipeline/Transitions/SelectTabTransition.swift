import WireframePresentation
import WireframeRouting

/// The built-in transition of ``SelectTabOption``: selects a tab of the visible tabs, then shows
/// the screen inside it.
///
/// See ``SelectTabOption`` for the three cases. Selecting is the first change; when what follows
/// fails, the tab selected before is selected again, so the hierarchy is as it was.
struct SelectTabTransition: Transition {
    var name: String { "SelectTabTransition" }

    /// Selects the tab, then shows `screen` inside it.
    ///
    /// - Throws: ``WireframeError/Code/noContainer`` when there are no visible tabs; what the
    ///   tabs throw (`PresentationError.Code.tabOutOfRange`); or how showing the screen inside
    ///   the tab failed.
    func perform(
        _ screen: any Screen,
        option: SelectTabOption,
        in context: TransitionContext
    ) async throws
        -> RoutingPlacement
    {
        guard let tabs = context.visibleTabs else {
            throw context.noContainer(
                "no tabs to select tab \(option.index) in, to show \(MessageText.quoted(screen.screenIdentifier))"
            )
        }
        // Checked here, not left to the container: a custom TabContainer may not check it.
        guard tabs.tabs.indices.contains(option.index) else {
            throw PresentationError(
                .tabOutOfRange,
                "tab \(option.index) is out of range: \(MessageText.quoted(tabs.screenIdentifier)) has \(tabs.tabs.count) tabs"
            )
        }
        let previous = tabs.selectedIndex
        try await tabs.selectTab(at: option.index)
        let tab = tabs.tabs[option.index]
        do {
            if tab === screen {
                return .tab(index: option.index, of: tabs, then: nil)
            }
            if let stack = tab as? any StackContainer, stack.screens.contains(where: { $0 === screen }) {
                try await stack.pop(to: screen, animated: option.animated)
                return .tab(index: option.index, of: tabs, then: nil)
            }
            let inside = try await context.starting(from: tab.topmostScreen).perform(screen, option: option.then)
            return .tab(index: option.index, of: tabs, then: inside)
        } catch {
            if let previous, previous != option.index {
                try? await tabs.selectTab(at: previous)
            }
            throw error
        }
    }
}
