import WireframeNavigation
public import WireframePresentation
import WireframeRouting

// Cold start: the app's launch routes first, then the requests held until a root was attached.
extension Wireframe {
    /// Shows requests in `root` from now on, after first routing to `launching` in order, in one
    /// turn ahead of the requests that waited for a root (deep links held at cold start), which
    /// then run in the order they arrived.
    ///
    /// <!-- sample Wireframe+Launch/attach -->
    /// ```swift
    /// // scene(_:willConnectTo:options:)
    /// try await wireframe.attach(root: window, launching: ["/main"])
    /// ```
    ///
    /// The launch routes run in one turn: when one fails, the ones after it do not run, the
    /// screens shown by the ones before it stay, and its error is thrown to the caller. The
    /// held requests run anyway, each failing or not on its own (a held link that needs what a
    /// failed launch route would have shown fails with its own error, to its own caller).
    ///
    /// Called when a root is already attached, the launch routes take their turn behind the
    /// requests already waiting, as any request does.
    ///
    /// - Returns: the results of the launch routes, in order.
    /// - Throws: `WireframeError`: the error of the first launch route that failed, or
    ///   `WireframeError.Code.cancelled` when the caller's task was cancelled while the launch
    ///   routes waited for their turn.
    @discardableResult
    public func attach(
        root: any RootContainer,
        launching urls: [String]
    ) async throws(WireframeError) -> [RoutingResult] {
        let logger = requestLogger(url: nil, name: "launch")
        logger.debug(
            "attached a root; \(urls.count) launch route(s) run before \(navigator.waitingTurnCount) waiting request(s)"
        )
        // One turn, as a request's is: a plug-in of a launch route that awaits this wireframe
        // fails as re-entrant instead of waiting for the turn it holds, and the request timeout
        // applies. Each launch route that is shown stays, whatever comes after it.
        let translate: (NavigationError) -> WireframeError = { WireframeError($0, url: nil) }
        return try await navigator.perform(
            logger.turnSubject,
            source: .wireframe,
            attaching: root,
            translating: translate
        ) {
            [self] turn throws(WireframeError) in
            var results: [RoutingResult] = []
            for url in urls {
                let routeLogger = requestLogger(url: url)
                do throws(WireframeError) {
                    let run = RequestRun(wireframe: self, turn: turn, root: root, logger: routeLogger)
                    results.append(try await run.run(AskedRequest(url: url)))
                    turn.keepAppliedSteps()
                } catch {
                    routeLogger.failure("launch route failed: \(error.message)", metadata: error.logMetadata)
                    throw error
                }
            }
            return results
        }
    }
}
