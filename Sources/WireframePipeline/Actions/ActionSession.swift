public import WireframeFlow
public import WireframeNavigation
import WireframePresentation
public import WireframeRouting

/// What an action route's action gets: the request, and a way to route inside its turn.
///
/// An action runs in the request's turn, so it must not await the wireframe's own
/// `route(to:)` (that would wait for the turn it holds); it routes with
/// ``route(to:parameters:option:flowContext:context:)`` instead.
@MainActor
public final class ActionSession {
    /// The request that matched the action route.
    public let request: RoutingRequest
    /// The action's name.
    public let name: String
    private let turn: HeldTurn
    private(set) var isOver = false

    init(request: RoutingRequest, name: String, turn: HeldTurn) {
        self.request = request
        self.name = name
        self.turn = turn
    }

    /// The request's parameters.
    public var parameters: RouteParameters { request.parameters }

    /// Routes `url` inside the action's turn (after logging out, to the login screen).
    ///
    /// - Throws: ``WireframeError`` as the wireframe's `route(to:)` does, or
    ///   ``WireframeError/Code/cancelled`` once the action has returned.
    @discardableResult
    public func route(
        to url: String,
        parameters: RouteParameters = [:],
        option: (any RoutingOption)? = nil,
        flowContext: FlowContextHandover? = nil,
        context: (any Sendable)? = nil
    ) async throws(WireframeError) -> RoutingResult {
        try await turn.route(
            to: url,
            parameters: parameters,
            option: option,
            flowContext: flowContext,
            context: context.map(RequestContext.init(value:)),
            isOver: isOver
        )
    }

    func end() { isOver = true }
}
