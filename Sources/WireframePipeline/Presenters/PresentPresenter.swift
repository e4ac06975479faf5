public import WireframePresentation
public import WireframeRouting

/// The built-in presenter of ``PresentOption``: presents modally over the visible screen,
/// optionally inside a new stack.
public struct PresentPresenter: RoutingPresenter {
    /// Creates the presenter.
    public init() {}

    /// `"PresentPresenter"`, the type's name, as the default gives it but without working it
    /// out on every request.
    public var name: String { "PresentPresenter" }

    /// Responsible for ``PresentOption``.
    public func isResponsible(for option: any RoutingOption) -> Bool { option is PresentOption }

    /// Presents `screen`, or a new stack holding it, from ``PresentationContext/anchor``.
    ///
    /// Everything that can be checked is checked before the new stack is made, so a failure
    /// leaves nothing half done; a stack made for a presentation that then fails holds the
    /// screen only until it is freed with the failed request.
    ///
    /// - Throws: ``WireframeError/Code/noContainer`` when nothing is shown to present from,
    ///   ``WireframeError/Code/noContainerFactory`` for `inStack` without a factory, or what the
    ///   containers throw.
    public func present(
        _ screen: any Screen,
        option: any RoutingOption,
        in context: PresentationContext
    ) async throws -> RoutingPlacement {
        guard let anchor = context.anchor else {
            throw context.noContainer("nothing is shown to present \"\(screen.screenIdentifier)\" from")
        }
        let inStack = (option as? PresentOption)?.inStack ?? false
        guard inStack else {
            try await anchor.present(screen, animated: option.animated)
            return .presented(by: anchor, inStack: nil)
        }
        if let presented = anchor.presentedScreen {
            throw PresentationError(
                .alreadyPresenting,
                "\"\(anchor.screenIdentifier)\" already presents \"\(presented.screenIdentifier)\""
            )
        }
        let stack = try context.makeStack(with: screen)
        try await anchor.present(stack, animated: option.animated)
        return .presented(by: anchor, inStack: stack)
    }
}

extension PresentationContext {
    /// A new stack holding `screen`, from the ``containerFactory``.
    ///
    /// - Throws: ``WireframeError/Code/noContainerFactory`` when there is no factory, or what
    ///   the factory throws.
    public func makeStack(with screen: any Screen) throws -> any StackContainer {
        guard let containerFactory else {
            throw WireframeError(
                .noContainerFactory,
                url: request.url,
                "route to \"\(request.url)\": a new stack is needed for \"\(screen.screenIdentifier)\" but the wireframe has no container factory"
            )
        }
        return try containerFactory.makeStack(with: [screen])
    }
}
