import WireframePresentation

/// A ``Transition`` made of a closure, for ``Wireframe/addTransition(name:for:priority:patterns:_:)``.
struct ClosureTransition<Option: RoutingOption>: Transition {
    let name: String
    let body: @MainActor (any Screen, Option, TransitionContext) async throws -> RoutingPlacement

    func perform(_ screen: any Screen, option: Option, in context: TransitionContext) async throws -> RoutingPlacement {
        try await body(screen, option, context)
    }
}
