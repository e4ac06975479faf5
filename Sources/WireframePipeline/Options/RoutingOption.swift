import WireframePresentation
import WireframeRouting

/// How a screen is to be shown: pushed, presented modally, made the root, inside a tab, ….
///
/// An option is a value that says what to do; the ``Transition`` responsible for it does
/// it. The built-in options each have a built-in transition and a short spelling:
///
/// | option | spelling | what the built-in transition does |
/// | --- | --- | --- |
/// | ``PushOption`` | `.push` | pushes onto the visible stack |
/// | ``PresentOption`` | `.present`, `.present(inStack: true)` | presents modally over the visible screen, optionally inside a new stack |
/// | ``ReplaceRootOption`` | `.replaceRoot` | makes the screen the window's root |
/// | ``SelectTabOption`` | `.selectTab(1, then: .push)` | selects a tab, then shows the screen inside it |
/// | ``ShowOption`` | `.show` | pushes when there is a visible stack, else presents modally |
/// | ``ReuseOption`` | `.reuse(else: .push)` | pops back to the screen for this route on the visible stack, else shows a new one |
/// | ``SelectOrAddTabOption`` | `.selectOrAddTab` | selects the tab for this route, else adds one |
///
/// Write your own option to show screens another way, and add a transition for it:
///
/// <!-- sample RoutingOption/RoutingOption -->
/// ```swift
/// struct SheetOption: RoutingOption {
///     var animated = true
///     var detents: [Double]
/// }
/// try wireframe.addTransition(name: "sheet", for: SheetOption.self) { screen, option, context in
///     try await context.anchor?.present(screen, animated: option.animated)
///     return .custom("sheet")
/// }
/// try await wireframe.route(to: "/share", option: SheetOption(detents: [0.5]))
/// ```
public protocol RoutingOption: Sendable, CustomStringConvertible {
    /// Whether the transition animates.
    var animated: Bool { get }
}

extension RoutingOption {
    /// The type's name; built-in options describe themselves as they are spelled (`push`).
    public var description: String { String(describing: Self.self) }
}
