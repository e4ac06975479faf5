public import WireframePresentation

/// One change to the screen hierarchy, with the screens it concerns: what every way of
/// navigating is made of.
///
/// A URL routed through the wireframe, `back()`, a VIPER module's router, the state router and
/// code of your own all change the screens the same way: as steps that a ``Navigator`` applies
/// in a turn. The navigator records how to take each step back before it runs it, so a turn that
/// fails is taken back whole, and it tells its observers every step that stayed.
///
/// <!-- sample NavigationStep/NavigationStep -->
/// ```swift
/// try await wireframe.inTurn(named: "show the draft") { turn in
///     guard let stack = turn.shown.visibleStack else { return }
///     try await turn.apply(.push(draft, onto: stack))
///     try await turn.apply(.present(HeadlessScreen("tip"), over: draft))  // if this fails, the push is taken back
/// }
/// ```
///
/// Each step does what the container method of the same name does (`StackContainer.push`, …),
/// with the same rules: a step the container refuses changes nothing and fails the turn with
/// ``NavigationError/Code/stepRefused``.
///
/// A step holds the screens and containers themselves; its ``record`` is the step as values
/// (`.push("draft", onto: "main")`), which change reports, errors, logs and tests use.
@MainActor
public enum NavigationStep {
    /// Pushes a screen onto a stack.
    case push(any Screen, onto: any StackContainer, animated: Bool = true)
    /// Pops a stack back to one of its screens: every screen above it leaves.
    case pop(any StackContainer, to: any Screen, animated: Bool = true)
    /// Replaces the screens of a stack (bottom first); screens already on it may stay.
    case setScreens([any Screen], of: any StackContainer, animated: Bool = true)
    /// Presents a screen modally over another.
    case present(any Screen, over: any Screen, animated: Bool = true)
    /// Dismisses what a screen presents, with every screen that one presents in turn.
    case dismiss(presentedBy: any Screen, animated: Bool = true)
    /// Selects the tab at an index of a tab container.
    case selectTab(Int, of: any TabContainer)
    /// Replaces the tabs of a tab container; the first one becomes selected.
    case setTabs([any Screen], of: any TabContainer, animated: Bool = true)
    /// Makes a screen the root of a window; the old root leaves with its modals.
    case setRoot(any Screen, of: any RootContainer, animated: Bool = true)
    /// A change of the app's own, for a container of its own (a split view's detail column):
    /// its run makes the change and returns how to take it back.
    case reversible(ReversibleStep)
}
