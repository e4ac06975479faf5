import WireframeNavigation
import WireframePresentation
import WireframeSupport

/// The turn a guard or an action holds, and the way to route inside it: the wireframe's public
/// `route(to:)` would wait behind the turn it is called from.
@MainActor
struct HeldTurn {
    weak var wireframe: Wireframe?
    weak var turn: NavigationTurn?
    /// Who holds the turn, for messages: `guard "sign-in"`, `action "log out"`.
    let holder: String

    /// Routes `asked` inside the held turn, as `route(to:)` does once its turn has come.
    func route(_ asked: AskedRequest, isOver: Bool) async throws(WireframeError) -> RoutingResult {
        let url = asked.url
        guard !isOver else {
            throw WireframeError(
                .cancelled,
                url: url,
                "route to \(MessageText.quoted(url)) by \(holder): its turn is over, so it can no longer route"
            )
        }
        guard let wireframe, let turn, let root = turn.root else {
            throw WireframeError(
                .noRoot,
                url: url,
                "route to \(MessageText.quoted(url)) by \(holder): it holds no turn with a root to show screens in"
            )
        }
        let logger = wireframe.requestLogger(url: url)
        logger.debug("\(logger.subject) asked by \(holder), inside its turn")
        do {
            return try await RequestRun(wireframe: wireframe, turn: turn, root: root, logger: logger).run(asked)
        } catch {
            logger.failure("\(error.message)", metadata: error.logMetadata)
            throw error
        }
    }

    /// Runs `wait` with the turn's deadline on hold: the guard waits for the user.
    func waitingForUser<Result>(_ wait: () async -> Result) async -> Result {
        guard let turn else { return await wait() }
        return await turn.waitingForUser(wait)
    }
}
