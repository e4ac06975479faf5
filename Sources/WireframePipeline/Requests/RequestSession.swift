public import WireframeFlow
package import WireframeNavigation
import WireframePresentation
public import WireframeRouting
import WireframeSupport

/// What a guard or an action route's action gets while it holds a request's turn: the request,
/// a way to show screens inside that turn, and, for a guard, the switch that ends its wait.
///
/// The request keeps its turn while its guard or action runs, so the requests made meanwhile
/// wait behind it. The session shows screens with
/// ``route(to:parameters:option:flowContext:payload:)`` (the wireframe's own `route(to:)` would
/// wait for the turn the session holds). A guard waits with ``suspend()`` until ``resume()`` or
/// ``cancel(_:)`` is called, and returns the verdict; what its flow showed is taken back once it
/// returns. An action's screens stay, unless it throws.
///
/// The user may close the flow instead — swipe its sheet down, go back past its first screen.
/// Once no screen the session routed to is left on screen, the wait ends as if ``cancel(_:)``
/// had been called, and a guard that returns that verdict fails its request with
/// `WireframeError.Code.guardFlowClosed`: a held request always ends, and the requests behind
/// it run. The session hears it from the wireframe's navigator, which reports what the user
/// does; going back inside the flow, or tapping another tab, leaves the flow on screen.
@MainActor
public final class RequestSession {
    /// What a guard decides.
    public enum Verdict: Sendable, Equatable {
        /// The request goes on.
        case proceed
        /// The request fails with `WireframeError.Code.guardCancelled`, `reason` in the message.
        case cancel(reason: String)
    }

    /// The request the guard or action holds.
    public let request: RoutingRequest
    /// The name of the guard or of the action.
    public let name: String
    private let turn: HeldTurn
    private var decision: Verdict?
    private var waiter: CheckedContinuation<Verdict, Never>?
    private(set) var isOver = false
    /// Whether the guard showed or waited: its request is then checked again, its flow taken back.
    private(set) var wasInvolved = false
    /// Whether the request's task was cancelled while the guard waited.
    private(set) var cancelledByTask = false
    /// The screens the session routed to: its flow, which the user may close.
    private var flow: [FlowScreen] = []
    /// What the navigator reports of the user while the session has a flow on screen.
    private var userObservation: NavigationObservation?
    /// The identifier of a screen of the flow, once the user closed it: no screen the session
    /// routed to is on screen any more.
    private(set) var closedFlow: String?

    init(request: RoutingRequest, name: String, turn: HeldTurn) {
        self.request = request
        self.name = name
        self.turn = turn
    }

    /// The request's parameters.
    public var parameters: RouteParameters { request.parameters }

    /// The request's turn, while the guard or action holds it: a front-end that a link's action
    /// hands on to (the state router) shows its steps in it, so that they are taken back with
    /// the request's.
    package var navigationTurn: NavigationTurn? { isOver ? nil : turn.turn }

    /// Routes `url` inside the request's turn: a guard's flow (a sign-in screen), or the screen
    /// an action leads to (after logging out, the login screen).
    ///
    /// - Throws: `WireframeError` as the wireframe's `route(to:)` does, or
    ///   `WireframeError.Code.cancelled` once the guard or the action has returned.
    @discardableResult
    public func route(
        to url: String,
        parameters: RouteParameters = [:],
        option: (any RoutingOption)? = nil,
        flowContext: FlowContextHandover? = nil,
        payload: (any Sendable)? = nil
    ) async throws(WireframeError) -> RoutingResult {
        wasInvolved = true
        let asked = AskedRequest(
            url: url,
            parameters: parameters,
            option: option,
            flowContext: flowContext,
            payload: payload.map(RequestPayload.init(value:))
        )
        let result = try await turn.route(asked, isOver: isOver)
        watchForTheUser(closing: result.screen)
        return result
    }

    /// Waits until ``resume()`` or ``cancel(_:)`` is called (at once if one was), or the
    /// request's task is cancelled, and returns the verdict to return. The time it waits — the
    /// user's time — does not count towards the request timeout.
    public func suspend() async -> Verdict {
        wasInvolved = true
        if let decision { return decision }
        if Task.isCancelled { endByTaskCancellation() }
        if let decision { return decision }
        let wireframe = turn.wireframe
        wireframe?.suspendedSessions.append(self)
        defer { wireframe?.suspendedSessions.removeAll { $0 === self } }
        return await turn.waitingForUser {
            await withTaskCancellationHandler {
                await withCheckedContinuation { waiter = $0 }
            } onCancel: {
                Task { @MainActor [weak self] in self?.endByTaskCancellation() }
            }
        }
    }

    /// Ends the wait: the request goes on (and is checked again from its match).
    public func resume() { decide(.proceed) }

    /// Ends the wait: the request fails with `WireframeError.Code.guardCancelled`.
    public func cancel(_ reason: String = "cancelled") { decide(.cancel(reason: reason)) }

    /// Ends the session once the guard or action has returned: it can no longer route.
    func end() {
        isOver = true
        userObservation = nil
        decide(.cancel(reason: "the session ended"))
    }

    /// Adds `screen` to the flow, and starts listening to what the user does, through the
    /// navigator's reports, if it has not yet.
    private func watchForTheUser(closing screen: any Screen) {
        guard !isOver else { return }
        flow.append(FlowScreen(screen: screen, identifier: screen.screenIdentifier))
        guard userObservation == nil, let navigator = turn.wireframe?.navigator else { return }
        userObservation = navigator.observeChanges { [weak self] change in
            guard change.source == .user else { return }
            self?.userChanged()
        }
    }

    /// Ends the wait when what the user did left none of the flow's screens on screen.
    private func userChanged() {
        guard decision == nil, let first = flow.first else { return }
        let shown = turn.turn?.root?.allScreens ?? []
        let stillShown = flow.contains { entry in
            entry.screen.map { screen in shown.contains { $0 === screen } } == true
        }
        guard !stillShown else { return }
        closedFlow = first.identifier
        userObservation = nil
        decide(
            .cancel(
                reason: "the user closed the guard's flow (\(MessageText.quoted(first.identifier)) left the screen)"
            )
        )
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

/// A screen a session routed to, held weakly: a screen that left the hierarchy is freed.
@MainActor
private struct FlowScreen {
    weak var screen: (any Screen)?
    let identifier: String
}
