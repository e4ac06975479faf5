import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// The built-in transition of ``PushOption``: pushes onto the visible stack.
struct PushTransition: Transition {
    var name: String { "PushTransition" }

    /// Pushes `screen` onto ``TransitionContext/visibleStack``.
    ///
    /// - Throws: `WireframeError.Code.noContainer` when there is no visible stack, or what the
    ///   stack throws.
    func perform(
        _ screen: any Screen,
        option: PushOption,
        in context: TransitionContext
    ) async throws
        -> RoutingPlacement
    {
        guard let stack = context.visibleStack else {
            let visible = context.anchor.map {
                "the visible screen \(MessageText.quoted($0.screenIdentifier)) is not on a stack"
            }
            throw context.noContainer(
                "no stack to push \(MessageText.quoted(screen.screenIdentifier)) on: "
                    + (visible ?? "nothing is shown yet")
            )
        }
        try await context.apply(.push(screen, onto: stack, animated: option.animated))
        return .pushed(onto: stack)
    }
}
