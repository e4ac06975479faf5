public import WireframeFlow
public import WireframeNavigation
import WireframePresentation
public import WireframeRouting

/// What a guard gets while it holds a request: the request, a way to show its own flow inside
/// the request's turn, and the switch that ends the suspension.
///
/// The request keeps its turn while its guard runs, so the requests made meanwhile wait behind
/// it. The guard shows its flow with ``route(to:parameters:option:flowContext:context:)`` (the
/// wireframe's own `route(to:)` would wait for the turn the guard holds), waits with
/// ``suspend()`` until ``resume()`` or ``cancel(_:)`` is called, and returns the verdict.
@MainActor
public final class GuardSession {
    /// What a guard decides.
    public enum Verdict: Sendable, Equatable {
        /// The request goes on.
        case proceed
        /// The request fails with ``WireframeError/Code/guardCancelled``, `reason` in the message.
        case cancel(reason: String)
    }

    /// The request the guard holds.
    public let request: RoutingRequest
    /// The guard's name.
    public let guardName: String
    private let turn: HeldTurn
    private var decision: Verdict?
    private var waiter: CheckedContinuation<Verdict, Never>?
    private(set) var isOver = false
    /// Whether the guard showed or waited: its request is then checked again, its flow taken back.
    private(set) var wasInvolved = false
    /// Whether the request's task was cancelled while the guard waited.
    private(set) var cancelledByTask = false

    init(request: RoutingRequest, guardName: String, turn: HeldTurn) {
        self.request = request
        self.guardName = guardName
        self.turn = turn
    }

    /// Routes `url` inside the request's turn, to show the guard's flow (a sign-in screen).
    ///
    /// - Throws: ``WireframeError`` as the wireframe's `route(to:)` does, or
    ///   ``WireframeError/Code/cancelled`` once the guard has returned.
    @discardableResult
    public func route(
        to url: String,
        parameters: RouteParameters = [:],
        option: (any RoutingOption)? = nil,
        flowContext: FlowContextHandover? = nil,
        context: (any Sendable)? = nil
    ) async throws(WireframeError) -> RoutingResult {
        wasInvolved = true
        return try await turn.route(
            to: url,
            parameters: parameters,
            option: option,
            flowContext: flowContext,
            context: context.map(RequestContext.init(value:)),
            isOver: isOver
        )
    }

    /// Waits until ``resume()`` or ``cancel(_:)`` is called (at once if one was), or the
    /// request's task is cancelled, and returns the verdict to return.
    public func suspend() async -> Verdict {
        wasInvolved = true
        if let decision { return decision }
        if Task.isCancelled { endByTaskCancellation() }
        if let decision { return decision }
        return await turn.waitingForUser {
            await withTaskCancellationHandler {
                await withCheckedContinuation { waiter = $0 }
            } onCancel: {
                Task { @MainActor [weak self] in self?.endByTaskCancellation() }
            }
        }
    }

    /// Ends the suspension: the request goes on (and is checked again from its match).
    public func resume() { decide(.proceed) }

    /// Ends the suspension: the request fails with ``WireframeError/Code/guardCancelled``.
    public func cancel(_ reason: String = "cancelled") { decide(.cancel(reason: reason)) }

    /// Ends the session once the guard has returned: it can no longer route.
    func end() {
        isOver = true
        decide(.cancel(reason: "the guard returned"))
    }

    private func endByTaskCancellation() {
        guard decision == nil else { return }
        cancelledByTask = true
        decide(.cancel(reason: "the request's task was cancelled"))
    }

    private func decide(_ verdict: Verdict) {
        guard decision == nil else { return }
        decision = verdict
        waiter?.resume(returning: verdict)
        waiter = nil
    }
}
