public import WireframePresentation
public import WireframeRouting

/// The built-in presenter of ``PushOption``: pushes onto the visible stack.
public struct PushPresenter: RoutingPresenter {
    /// Creates the presenter.
    public init() {}

    /// `"PushPresenter"`, the type's name, as the default gives it but without working it
    /// out on every request.
    public var name: String { "PushPresenter" }

    /// Responsible for ``PushOption``.
    public func isResponsible(for option: any RoutingOption) -> Bool { option is PushOption }

    /// Pushes `screen` onto ``PresentationContext/visibleStack``.
    ///
    /// - Throws: ``WireframeError/Code/noContainer`` when there is no visible stack, or what the
    ///   stack throws.
    public func present(
        _ screen: any Screen,
        option: any RoutingOption,
        in context: PresentationContext
    ) async throws -> RoutingPlacement {
        guard let stack = context.visibleStack else {
            let visible = context.anchor.map { "the visible screen \"\($0.screenIdentifier)\" is not on a stack" }
            throw context.noContainer(
                "no stack to push \"\(screen.screenIdentifier)\" on: " + (visible ?? "nothing is shown yet")
            )
        }
        try await stack.push(screen, animated: option.animated)
        return .pushed(onto: stack)
    }
}
