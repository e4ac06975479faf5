public import WireframePresentation
public import WireframeRouting

/// The built-in presenter of ``ReplaceRootOption``: makes the screen, or a new stack holding
/// it, the window's root.
public struct ReplaceRootPresenter: RoutingPresenter {
    /// Creates the presenter.
    public init() {}

    /// `"ReplaceRootPresenter"`, the type's name, as the default gives it but without working it
    /// out on every request.
    public var name: String { "ReplaceRootPresenter" }

    /// Responsible for ``ReplaceRootOption``.
    public func isResponsible(for option: any RoutingOption) -> Bool { option is ReplaceRootOption }

    /// Replaces the root of ``PresentationContext/root``.
    ///
    /// - Throws: ``WireframeError/Code/noContainerFactory`` for `inStack` without a factory, or
    ///   what the containers throw.
    public func present(
        _ screen: any Screen,
        option: any RoutingOption,
        in context: PresentationContext
    ) async throws -> RoutingPlacement {
        guard (option as? ReplaceRootOption)?.inStack == true else {
            try await context.root.setRoot(screen, animated: option.animated)
            return .root(inStack: nil)
        }
        let stack = try context.makeStack(with: screen)
        try await context.root.setRoot(stack, animated: option.animated)
        return .root(inStack: stack)
    }
}
