public import WireframePresentation
public import WireframeRouting

/// A ``RoutingPresenter`` made of closures.
///
/// ```swift
/// try wireframe.addPresenter(ClosurePresenter(name: "sheet", for: SheetOption.self) { screen, option, context in
///     try await context.anchor?.present(screen, animated: option.animated)
///     return .custom("sheet")
/// })
/// ```
public struct ClosurePresenter: RoutingPresenter {
    /// The presenter's name.
    public let name: String
    private let responsible: @MainActor (any RoutingOption) -> Bool
    private let show: @MainActor (any Screen, any RoutingOption, PresentationContext) async throws -> RoutingPlacement

    /// Creates a presenter responsible for the options `isResponsible` accepts.
    public init(
        name: String = "closure",
        isResponsible: @escaping @MainActor (any RoutingOption) -> Bool,
        present:
            @escaping @MainActor (any Screen, any RoutingOption, PresentationContext) async throws -> RoutingPlacement
    ) {
        self.name = name
        self.responsible = isResponsible
        self.show = present
    }

    /// Creates a presenter responsible for every option of type `Option`.
    public init<Option: RoutingOption>(
        name: String = "closure",
        for type: Option.Type,
        present: @escaping @MainActor (any Screen, Option, PresentationContext) async throws -> RoutingPlacement
    ) {
        self.name = name
        self.responsible = { $0 is Option }
        self.show = { screen, option, context in
            guard let option = option as? Option else {
                throw WireframeError(.noPresenter, "presenter \"\(name)\" handles \(Option.self), not \(option)")
            }
            return try await present(screen, option, context)
        }
    }

    /// Calls the responsibility closure.
    public func isResponsible(for option: any RoutingOption) -> Bool { responsible(option) }

    /// Calls the presenting closure.
    public func present(
        _ screen: any Screen,
        option: any RoutingOption,
        in context: PresentationContext
    ) async throws -> RoutingPlacement {
        try await show(screen, option, context)
    }
}
