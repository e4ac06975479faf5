import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// The built-in transition of ``SelectTabOption``: selects a tab of the visible tabs, then shows
/// the screen inside it.
///
/// See ``SelectTabOption`` for the three cases. Selecting is the first step; when what follows
/// fails, the request's turn takes it back with the rest, so the hierarchy is as it was.
struct SelectTabTransition: Transition {
    var name: String { "SelectTabTransition" }

    /// Selects the tab, then shows `screen` inside it.
    ///
    /// - Throws: `WireframeError.Code.noContainer` when there are no visible tabs; what the
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
        try await context.apply(.selectTab(option.index, of: tabs))
        let tab = tabs.tabs[option.index]
        if tab === screen {
            return .tab(index: option.index, of: tabs, then: nil)
        }
        if let stack = tab as? any StackContainer, stack.screens.contains(where: { $0 === screen }) {
            try await context.apply(.pop(stack, to: screen, animated: option.animated))
            return .tab(index: option.index, of: tabs, then: nil)
        }
        let inside = try await context.starting(from: tab.topmostScreen).perform(screen, option: option.then)
        return .tab(index: option.index, of: tabs, then: inside)
    }
}
