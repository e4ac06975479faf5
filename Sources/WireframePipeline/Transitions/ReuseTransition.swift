import WireframeNavigation
import WireframePresentation

/// The built-in transition of ``ReuseOption``: pops the visible stack back to the screen when it
/// is on it, else hands the screen on to the transition of ``ReuseOption/otherwise``.
struct ReuseTransition: Transition {
    var name: String { "ReuseTransition" }

    func perform(
        _ screen: any Screen,
        option: ReuseOption,
        in context: TransitionContext
    ) async throws
        -> RoutingPlacement
    {
        if let stack = context.visibleStack, stack.screens.contains(where: { $0 === screen }) {
            try await context.apply(.pop(stack, to: screen, animated: option.animated))
            return .poppedBack(on: stack)
        }
        return try await context.perform(screen, option: option.otherwise)
    }
}
