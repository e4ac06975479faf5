import WireframeNavigation
public import WireframePresentation
import WireframeRouting

/// Select a tab, then show the screen inside it with another option.
///
/// The built-in transition works on the visible tabs (those of the visible screen, else the
/// window's root when it is a tab container) and:
/// - when the screen *is* the tab, only selects it;
/// - when the tab is a stack that holds the screen, selects it and pops that stack to the screen;
/// - otherwise selects it and shows the screen from the tab's topmost screen with ``then``
///   (`.show` by default: pushed when the tab is a stack, else presented).
///
/// If showing fails, the tab selected before is selected again, so the hierarchy is unchanged.
///
/// <!-- sample SelectTabOption/SelectTabOption -->
/// ```swift
/// // A deep link to a message: switch to the inbox tab and push the message there.
/// try await wireframe.route(to: "myapp://messages/42", option: .selectTab(0, then: .push))
/// ```
///
/// When ``then`` reuses a shown screen (``ReuseOption``), it looks for it in the tab, from the
/// tab's topmost screen, wherever the user is: the screen found is brought back (the tab
/// selected, its stack popped back to the screen) instead of a second one shown.
///
/// <!-- sample SelectTabOption/SelectTabOption-2 -->
/// ```swift
/// // One product screen per id, in the first tab, found again from any tab.
/// try wireframe.register("/products/:id<int>", option: .selectTab(0, then: .reuse(else: .push))) { request in
///     ProductScreen(id: try request.parameters.value("id", as: Int.self))
/// }
/// ```
public struct SelectTabOption: ReusingOption {
    /// The index of the tab to select.
    public var index: Int
    /// How to show the screen inside the tab once it is selected.
    public var then: any RoutingOption

    /// Creates the option.
    public init(_ index: Int, then: any RoutingOption = ShowOption()) {
        self.index = index
        self.then = then
    }

    /// Whether showing the screen inside the tab animates (selecting a tab never does, as in
    /// UIKit).
    public var animated: Bool { then.animated }

    /// The screen ``then`` reuses, looked for from the topmost screen of tab ``index`` of the
    /// visible tabs (where the built-in transition shows it); `nil` when ``then`` is not a
    /// ``ReusingOption`` or there is no such tab.
    @MainActor
    public func reusableScreen(for request: RoutingRequest) -> (any Screen)? {
        guard let reusing = then as? any ReusingOption, let tabs = request.shown.visibleTabs,
            tabs.tabs.indices.contains(index)
        else { return nil }
        return reusing.reusableScreen(for: request.starting(from: tabs.tabs[index].topmostScreen))
    }

    /// `selectTab(0, then: push)`.
    public var description: String { "selectTab(\(index), then: \(then))" }
}

extension RoutingOption where Self == SelectTabOption {
    /// Select the tab at `index`, then show the screen inside it with `then`.
    public static func selectTab(_ index: Int, then: any RoutingOption = ShowOption()) -> SelectTabOption {
        SelectTabOption(index, then: then)
    }
}
