public import WireframePresentation
public import WireframeRouting

/// The built-in presenter of ``ShowOption``: pushes when there is a visible stack, presents
/// modally when there is none, and makes the screen the root when nothing is shown yet.
///
/// It hands the screen on to the presenter responsible for ``PushOption``, ``PresentOption``
/// or ``ReplaceRootOption``, so a presenter you register for one of those serves `.show` too.
public struct ShowPresenter: RoutingPresenter {
    /// Creates the presenter.
    public init() {}

    /// `"ShowPresenter"`, the type's name, as the default gives it but without working it
    /// out on every request.
    public var name: String { "ShowPresenter" }

    /// Responsible for ``ShowOption``.
    public func isResponsible(for option: any RoutingOption) -> Bool { option is ShowOption }

    /// Pushes, presents or replaces the root, as the hierarchy allows.
    public func present(
        _ screen: any Screen,
        option: any RoutingOption,
        in context: PresentationContext
    ) async throws -> RoutingPlacement {
        if context.anchor == nil {
            return try await context.present(screen, option: ReplaceRootOption(animated: option.animated))
        }
        if context.visibleStack != nil {
            return try await context.present(screen, option: PushOption(animated: option.animated))
        }
        return try await context.present(screen, option: PresentOption(animated: option.animated))
    }
}
