import WireframePresentation

/// The built-in transition of ``ShowOption``: pushes when there is a visible stack, presents
/// modally when there is none, and makes the screen the root when nothing is shown yet.
///
/// It hands the screen on to the transition of ``PushOption``, ``PresentOption`` or
/// ``ReplaceRootOption``, so a transition an app adds for one of those serves `.show` too.
struct ShowTransition: Transition {
    var name: String { "ShowTransition" }

    func perform(
        _ screen: any Screen,
        option: ShowOption,
        in context: TransitionContext
    ) async throws
        -> RoutingPlacement
    {
        if context.anchor == nil {
            return try await context.perform(screen, option: ReplaceRootOption(animated: option.animated))
        }
        if context.visibleStack != nil {
            return try await context.perform(screen, option: PushOption(animated: option.animated))
        }
        return try await context.perform(screen, option: PresentOption(animated: option.animated))
    }
}
