import WireframeNavigation
import WireframePresentation

/// The built-in transition of ``ReplaceRootOption``: makes the screen, or a new stack holding
/// it, the window's root.
struct ReplaceRootTransition: Transition {
    var name: String { "ReplaceRootTransition" }

    /// Replaces the root of ``TransitionContext/root``.
    ///
    /// - Throws: `WireframeError.Code.noContainerFactory` for `inStack` without a factory, or
    ///   what the containers throw.
    func perform(
        _ screen: any Screen,
        option: ReplaceRootOption,
        in context: TransitionContext
    ) async throws
        -> RoutingPlacement
    {
        guard option.inStack else {
            try await context.apply(.setRoot(screen, of: context.root, animated: option.animated))
            return .root(inStack: nil)
        }
        let stack = try context.makeStack(with: screen)
        try await context.apply(.setRoot(stack, of: context.root, animated: option.animated))
        return .root(inStack: stack)
    }
}
