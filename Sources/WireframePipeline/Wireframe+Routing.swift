public import Foundation
import Logging
public import WireframeFlow
import WireframeNavigation
public import WireframePresentation
public import WireframeRouting
import WireframeSupport

// Routing URLs: the caller's side of the pipeline.
extension Wireframe {
    /// Routes `url` to a screen and shows it; returns when the transition has completed.
    ///
    /// The request waits for its turn behind the requests made before it (and, at cold start,
    /// until a root is attached), then runs the whole pipeline described in ``Wireframe``.
    ///
    /// <!-- sample Wireframe+Routing/route -->
    /// ```swift
    /// let result = try await wireframe.route(to: "myapp://messages/42", parameters: ["from": "push"], option: .push)
    /// ```
    ///
    /// - Parameters:
    ///   - url: a URL or path a registered route matches.
    ///   - parameters: added to the URL's parameters; a value here replaces the URL's values of
    ///     the same name.
    ///   - option: how to show the screen; option providers may change it, and without one the
    ///     ``defaultOption`` is used.
    ///   - origin: ``RoutingOrigin/outsideLink`` for a URL that came from outside the app, which
    ///     may then open only routes declared ``RouteAccess/openToOutsideLinks``.
    ///   - flowContext: which flow context to give the screen shown (the context of the screen
    ///     on top, a branch of it, a new one, one you give); when `nil`, the route's choice, if
    ///     any. See `RoutingRequest.flowContext`.
    /// - Returns: what was shown, where, and with which option.
    /// - Throws: `WireframeError`; the hierarchy is then as it was before the request.
    @discardableResult
    public func route(
        to url: String,
        parameters: RouteParameters = [:],
        option: (any RoutingOption)? = nil,
        origin: RoutingOrigin = .app,
        flowContext: FlowContextHandover? = nil
    ) async throws(WireframeError) -> RoutingResult {
        let logger = requestLogger(url: url)
        logger.debug(
            "\(logger.subject) asked (option \(option.map(String.init(describing:)) ?? "none"), origin \(origin))"
        )
        let asked = AskedRequest(
            url: url,
            parameters: parameters,
            option: option,
            origin: origin,
            flowContext: flowContext
        )
        return try await inTurn(logger: logger) { [self] turn, root throws(WireframeError) in
            try await RequestRun(wireframe: self, turn: turn, root: root, logger: logger).run(asked)
        }
    }

    /// Routes a Foundation `URL`; see ``route(to:parameters:option:origin:flowContext:)-(String,_,_,_,_)``.
    @discardableResult
    public func route(
        to url: URL,
        parameters: RouteParameters = [:],
        option: (any RoutingOption)? = nil,
        origin: RoutingOrigin = .app,
        flowContext: FlowContextHandover? = nil
    ) async throws(WireframeError) -> RoutingResult {
        try await route(
            to: url.absoluteString,
            parameters: parameters,
            option: option,
            origin: origin,
            flowContext: flowContext
        )
    }

    /// Whether `url` matches a route that `origin` may open and for which a screen provider is
    /// registered, or an action route.
    ///
    /// The answer is immediate and changes nothing: no plug-in is called, so an observer may
    /// still redirect or reject the request and every provider may still decline.
    public func canRoute(to url: String, origin: RoutingOrigin = .app) -> Bool {
        guard let match = try? routeTable.match(url) else { return false }
        if origin == .outsideLink {
            if access(for: match.pattern) != .openToOutsideLinks { return false }
            if (try? checkOutsideLinkScheme(of: match.url, chain: RedirectChain(start: url))) == nil { return false }
        }
        let entry = entry(for: match.pattern)
        return !screenProviders.applicable(with: entry.screenProviders).isEmpty || entry.action != nil
    }

    /// The screen `url` routes to, made but not shown.
    ///
    /// Runs the pipeline up to the screen providers, observers included (so a guard's redirect
    /// or rejection applies), but shows nothing, tells no observer afterwards and does not wait
    /// for a turn or a root. The screen is given the flow context that `flowContext` or the
    /// route chose, as a routed screen is.
    ///
    /// - Throws: `WireframeError` as
    ///   ``route(to:parameters:option:origin:flowContext:)-(String,_,_,_,_)`` does before presenting;
    ///   `WireframeError.Code.noScreen` naming the action for an action route, which shows no
    ///   screen (no screen provider is asked for it).
    public func screen(
        for url: String,
        parameters: RouteParameters = [:],
        option: (any RoutingOption)? = nil,
        origin: RoutingOrigin = .app,
        flowContext: FlowContextHandover? = nil
    ) async throws(WireframeError) -> any Screen {
        let logger = requestLogger(url: url)
        logger.debug("screen for \(MessageText.quoted(url)) asked")
        do {
            let asked = AskedRequest(
                url: url,
                parameters: parameters,
                option: option,
                origin: origin,
                flowContext: flowContext
            )
            // The stages before placement, in no turn.
            let admitted = try await Admission(wireframe: self, turn: nil, logger: logger).admit(asked)
            let decided = try await Decision(wireframe: self, logger: logger).decide(admitted)
            return try await Preparation(wireframe: self, logger: logger).prepare(decided, in: nil).screen
        } catch {
            logger.failure(
                "screen for \(MessageText.quoted(url)) failed: \(error.message)",
                metadata: error.logMetadata
            )
            throw error
        }
    }

    /// A logger for one request, with its number and URL as metadata; `name` names a request
    /// that is not a route in messages (text already safe to print).
    func requestLogger(url: String?, name: String? = nil) -> RequestLogger {
        defer { nextRequestNumber += 1 }
        return RequestLogger(logger: logger, number: nextRequestNumber, url: url, name: name)
    }

    /// Runs `body` as this request's turn of the navigator, with the attached root, and logs its
    /// failure.
    func inTurn<Result>(
        logger: RequestLogger,
        _ body: @escaping @MainActor (NavigationTurn, any RootContainer) async throws(WireframeError) -> Result
    ) async throws(WireframeError) -> Result {
        do throws(WireframeError) {
            let translate: (NavigationError) -> WireframeError = { WireframeError($0, url: logger.url) }
            return try await navigator.perform(logger.turnSubject, source: .wireframe, translating: translate) {
                turn throws(WireframeError) in
                guard let root = turn.root else {
                    throw WireframeError(
                        .noRoot,
                        url: logger.url,
                        "\(logger.subject): the root container the wireframe was attached to has been freed"
                    )
                }
                return try await body(turn, root)
            }
        } catch {
            logger.failure("\(error.message)", metadata: error.logMetadata)
            throw error
        }
    }

}
