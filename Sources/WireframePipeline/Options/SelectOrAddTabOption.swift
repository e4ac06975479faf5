import WireframeNavigation
public import WireframePresentation

/// Select the tab that shows this route if there is one, else add a new tab for it and select
/// that.
///
/// The wireframe looks through the visible tabs for one that ``matching`` recognises: the tab
/// itself, or the bottom screen of a tab that is a stack. When there is one, no screen provider
/// is asked and the built-in transition selects it. When there is none, the screen providers
/// make a new screen, and it becomes the last tab (inside a new stack when ``inStack``), then
/// the selected one. If selecting the new tab fails, the tabs are set back as they were.
///
/// <!-- sample SelectOrAddTabOption/SelectOrAddTabOption -->
/// ```swift
/// try wireframe.register("/cities", option: .selectOrAddTab(inStack: true)) { _ in CitiesScreen() }
/// ```
public struct SelectOrAddTabOption: ReusingOption {
    /// How the tab is recognised; ``ScreenMatch/samePattern`` by default (one tab per route).
    public var matching: ScreenMatch
    /// Whether a new tab puts the screen inside a new stack (from the `ContainerFactory`).
    public var inStack: Bool
    /// Whether adding the tab animates (selecting one never does, as in UIKit).
    public var animated: Bool

    /// Creates the option.
    public init(matching: ScreenMatch = .samePattern, inStack: Bool = false, animated: Bool = true) {
        self.matching = matching
        self.inStack = inStack
        self.animated = animated
    }

    /// The screen of the first visible tab that ``matching`` recognises: the tab, or the bottom
    /// screen of a tab that is a stack.
    @MainActor
    public func reusableScreen(for request: RoutingRequest) -> (any Screen)? {
        for tab in request.shown.visibleTabs?.tabs ?? [] {
            if matching.matches(tab, for: request) { return tab }
            if let bottom = (tab as? any StackContainer)?.screens.first, matching.matches(bottom, for: request) {
                return bottom
            }
        }
        return nil
    }

    /// `selectOrAddTab`, `selectOrAddTab(matching: where, inStack: true)`.
    public var description: String {
        var arguments: [String] = []
        if matching.description != ScreenMatch.samePattern.description { arguments.append("matching: \(matching)") }
        if inStack { arguments.append("inStack: true") }
        if !animated { arguments.append("animated: false") }
        return arguments.isEmpty ? "selectOrAddTab" : "selectOrAddTab(\(arguments.joined(separator: ", ")))"
    }
}

extension RoutingOption where Self == SelectOrAddTabOption {
    /// Select the tab that `matching` recognises, else add one for the screen and select it.
    public static var selectOrAddTab: SelectOrAddTabOption { SelectOrAddTabOption() }

    /// Select the tab that `matching` recognises, else add one for the screen, optionally in a
    /// new stack, and select it.
    public static func selectOrAddTab(
        matching: ScreenMatch = .samePattern,
        inStack: Bool = false,
        animated: Bool = true
    ) -> SelectOrAddTabOption {
        SelectOrAddTabOption(matching: matching, inStack: inStack, animated: animated)
    }
}
