import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// The built-in transition of ``PresentOption``: presents modally over the visible screen,
/// optionally inside a new stack.
struct PresentTransition: Transition {
    var name: String { "PresentTransition" }

    /// Presents `screen`, or a new stack holding it, from ``TransitionContext/anchor``.
    ///
    /// Everything that can be checked is checked before the new stack is made, so a failure
    /// leaves nothing half done; a stack made for a presentation that then fails holds the
    /// screen only until it is freed with the failed request.
    ///
    /// - Throws: `WireframeError.Code.noContainer` when nothing is shown to present from,
    ///   `WireframeError.Code.noContainerFactory` for `inStack` without a factory, or what the
    ///   containers throw.
    func perform(
        _ screen: any Screen,
        option: PresentOption,
        in context: TransitionContext
    ) async throws
        -> RoutingPlacement
    {
        guard let anchor = context.anchor else {
            throw context.noContainer("nothing is shown to present \(MessageText.quoted(screen.screenIdentifier)) from")
        }
        guard option.inStack else {
            try await context.apply(.present(screen, over: anchor, animated: option.animated))
            return .presented(by: anchor, inStack: nil)
        }
        if let presented = anchor.presentedScreen {
            throw PresentationError(
                .alreadyPresenting,
                "\(MessageText.quoted(anchor.screenIdentifier)) already presents \(MessageText.quoted(presented.screenIdentifier))"
            )
        }
        let stack = try context.makeStack(with: screen)
        try await context.apply(.present(stack, over: anchor, animated: option.animated))
        return .presented(by: anchor, inStack: stack)
    }
}
