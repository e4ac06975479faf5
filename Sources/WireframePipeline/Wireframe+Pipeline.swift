import WireframeFlow
import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// A request that has passed every step before presentation: what to show and how.
@MainActor
struct PreparedRoute {
    let request: RoutingRequest
    let option: any RoutingOption
    let screen: any Screen
    let screenProvider: String
    /// The redirects followed, which name the request in messages (`RedirectChain.subject`).
    let chain: RedirectChain
}

/// A request that match, access, observers and guards let through.
@MainActor
struct DecidedRequest {
    let request: RoutingRequest
    /// What the wireframe knows of its route.
    let entry: RouteEntry
    let chain: RedirectChain
}

// The steps of the pipeline before anything is shown: match, access, observers, option, screen.
// None of them touches the hierarchy, so a failure in any of them leaves it unchanged.
extension Wireframe {
    /// How many redirects a request follows between two chances for the main actor to run.
    static let hopsBetweenYields = 64

    /// Runs every step up to presentation, following redirects.
    func prepare(
        _ url: String,
        parameters: RouteParameters,
        option: (any RoutingOption)?,
        origin: RoutingOrigin,
        flowContext handover: FlowContextHandover? = nil,
        payload: RequestPayload? = nil,
        turn: NavigationTurn? = nil,
        logger: RequestLogger
    ) async throws(WireframeError) -> PreparedRoute {
        let decided = try await decide(
            url,
            parameters: parameters,
            option: option,
            origin: origin,
            flowContext: handover,
            payload: payload,
            turn: turn,
            logger: logger
        )
        return try await prepareScreen(for: decided, logger: logger)
    }

    /// Runs the steps that decide whether the request goes on: match, access, observers and
    /// guards, following redirects. `turn` is the turn the request holds (a guard's flow shows
    /// its screens in it), `nil` when it holds none.
    func decide(
        _ url: String,
        parameters: RouteParameters,
        option: (any RoutingOption)?,
        origin: RoutingOrigin,
        flowContext handover: FlowContextHandover?,
        payload: RequestPayload?,
        turn: NavigationTurn?,
        logger: RequestLogger
    ) async throws(WireframeError) -> DecidedRequest {
        var passedGuards = Set<Int>()
        var chain = RedirectChain(start: url)
        var currentOption = option
        let startingFlowContext = root?.topmostFlowContext
        let shown = navigator.shown
        while true {
            let current = chain.current
            // A chain may be long and its observers need not suspend: each hop checks for
            // cancellation, so a cancelled request stops at the next hop, and every so many hops
            // it lets the main actor run, so that a cancellation from there can land.
            if !chain.hops.isEmpty, chain.hops.count % Self.hopsBetweenYields == 0 { await Task.yield() }
            if !chain.hops.isEmpty, Task.isCancelled {
                throw WireframeError(
                    .cancelled,
                    url: url,
                    "\(chain.subject) cancelled after \(chain.hops.count) redirect\(chain.hops.count == 1 ? "" : "s")"
                )
            }
            let (request, entry) = try makeRequest(
                at: chain,
                parameters: parameters,
                option: currentOption,
                origin: origin,
                flowContext: handover,
                startingFrom: startingFlowContext,
                payload: payload,
                shown: shown,
                logger: logger
            )
            let (decision, observer) = await decide(request, canonical: entry.canonical, logger: logger)
            switch decision {
            case .proceed:
                // Asked only when there are guards: the call's frame alone is 1.4 KB, which a
                // turn with a deadline allocates afresh.
                let resumed =
                    try guards.all.isEmpty
                    ? false
                    : await passGuards(
                        of: request,
                        canonical: entry.canonical,
                        chain: chain,
                        turn: turn,
                        passed: &passedGuards,
                        logger: logger
                    )
                // A guard that suspended the request had it wait: it is checked again from the match.
                if resumed { continue }
                return DecidedRequest(request: request, entry: entry, chain: chain)
            case .redirect(let next, let nextOption):
                // The request holds the chain's list of URLs too: ending its lifetime first
                // lets the chain grow in place instead of being copied on every hop.
                _ = consume request
                try follow(redirectTo: next, by: observer, chain: &chain, from: url)
                if let nextOption { currentOption = nextOption }
            case .reject(let error):
                throw WireframeError(
                    .rejected,
                    url: current,
                    "\(chain.subject) rejected by observer \(MessageText.quoted(observer)): \(ErrorText.describe(error))",
                    underlyingError: error
                )
            }
        }
    }

    /// The request for the URL `chain` is at, once its match passes the checks of a first hop
    /// (scheme and access, for an outside link) and its typed route's value check; with the
    /// entry of its route.
    private func makeRequest(
        at chain: RedirectChain,
        parameters: RouteParameters,
        option: (any RoutingOption)?,
        origin: RoutingOrigin,
        flowContext handover: FlowContextHandover?,
        startingFrom startingFlowContext: FlowContext?,
        payload: RequestPayload?,
        shown: ShownHierarchy,
        logger: RequestLogger
    ) throws(WireframeError) -> (RoutingRequest, RouteEntry) {
        let current = chain.current
        let match = try self.match(current, chain: chain)
        logger.debug("\(MessageText.quoted(current)) matched pattern \(match.pattern.text)")
        if chain.hops.isEmpty, origin == .outsideLink { try checkOutsideLinkScheme(of: match.url, chain: chain) }
        let entry = entry(for: match.pattern)
        if chain.hops.isEmpty, origin == .outsideLink, entry.access != .openToOutsideLinks {
            throw WireframeError(
                .notOpenToOutsideLinks,
                url: current,
                "\(chain.subject): pattern \(MessageText.quoted(match.pattern.text)) is internal, so links from outside the app cannot open it"
            )
        }
        let flow = flow(to: entry, asked: handover, startingFrom: startingFlowContext)
        let request = RoutingRequest(
            RoutingRequest.Values(
                url: current,
                match: match,
                parameters: match.parameters.merging(parameters),
                origin: origin,
                redirects: chain.redirectedFrom,
                startingFlowContext: flow.starting,
                flowContext: flow.context,
                flowContextHandover: flow.handover,
                carried: payload,
                shown: shown
            ),
            option: option
        )
        try checkRouteValue(of: request)
        return (request, entry)
    }

    /// Adds the redirect to `next` that `observer` asked for to `chain`, the request's for
    /// `url`; refuses a loop and a chain past ``maximumRedirects``.
    private func follow(
        redirectTo next: String,
        by observer: String,
        chain: inout RedirectChain,
        from url: String
    ) throws(WireframeError) {
        let isLoop = chain.contains(next)
        chain.append(next, by: observer)
        if isLoop {
            throw WireframeError(
                .redirectLoop,
                url: url,
                "route to \(MessageText.quoted(url)): redirects loop: \(chain.description)"
            )
        }
        if chain.hops.count > maximumRedirects {
            throw WireframeError(
                .tooManyRedirects,
                url: url,
                "route to \(MessageText.quoted(url)): more than \(maximumRedirects) redirects: \(chain.description)"
            )
        }
    }

    /// The option and the screen of a request observers and guards let through.
    func prepareScreen(for decided: DecidedRequest, logger: RequestLogger) async throws(WireframeError) -> PreparedRoute
    {
        if let refusal = actionRouteRefusal(of: decided) { throw refusal }
        let (request, canonical, chain) = (decided.request, decided.entry.canonical, decided.chain)
        let chosen = try await chooseOption(for: request, canonical: canonical, chain: chain, logger: logger)
        let final = request.with(option: chosen)
        let (screen, provider) = try await screenToShow(for: final, canonical: canonical, chain: chain, logger: logger)
        return PreparedRoute(request: final, option: chosen, screen: screen, screenProvider: provider, chain: chain)
    }

    /// The route `url` matches; `chain` names the request in messages.
    func match(_ url: String, chain: RedirectChain) throws(WireframeError) -> RouteMatch {
        let parsed: RouteURL
        do {
            parsed = try RouteURL(url)
        } catch {
            let place = error.position.map { " at offset \($0)" } ?? ""
            let what =
                chain.hops.isEmpty
                ? "route to \(MessageText.quoted(url, around: error.position))\(place)"
                : "\(chain.subject): URL \(MessageText.quoted(url, around: error.position))\(place)"
            throw WireframeError(.invalidURL, url: url, "\(what): \(error.reason)", underlyingError: error)
        }
        guard let found = routeTable.match(parsed) else {
            let unmatched = chain.hops.isEmpty ? "it" : MessageText.quoted(url)
            throw WireframeError(
                .noRoute,
                url: url,
                "\(chain.subject): no registered route matches \(unmatched)\(nearestMisses(to: parsed))"
            )
        }
        return found
    }

    /// What a `noRoute` message adds: the patterns that came nearest and why each lost, at
    /// most three, and how many others there are.
    private func nearestMisses(to url: RouteURL) -> String {
        if routeTable.isEmpty { return "; no route is registered" }
        let (nearest, others) = routeTable.nearestMisses(to: url, limit: 3)
        if nearest.isEmpty {
            return "; none of the \(others) pattern\(others == 1 ? "" : "s") comes near"
        }
        let listed = nearest.map { candidate in
            guard case .rejected(let reason) = candidate.outcome else {
                return MessageText.quoted(candidate.pattern.text)
            }
            return "\(MessageText.quoted(candidate.pattern.text)) (\(reason))"
        }
        let rest = others == 0 ? "" : "; \(others) other pattern\(others == 1 ? "" : "s")"
        return ". Nearest: " + listed.joined(separator: ", ") + rest
    }

    /// The first observer decision other than proceed, with the observer's name, or proceed.
    /// `canonical` is the canonical text of the request's pattern (as in the two steps below).
    private func decide(
        _ request: RoutingRequest,
        canonical: String,
        logger: RequestLogger
    ) async -> (RoutingDecision, observer: String) {
        for observer in observers.applicable(toCanonical: canonical) {
            running("observer", observer.name)
            let decision = await observer.willRoute(request)
            logger.debug("observer \(observer.name): \(decision)")
            if case .proceed = decision { continue }
            return (decision, observer.name)
        }
        return (.proceed, "")
    }

    /// The option after every option provider, or the default option.
    private func chooseOption(
        for request: RoutingRequest,
        canonical: String,
        chain: RedirectChain,
        logger: RequestLogger
    ) async throws(WireframeError) -> any RoutingOption {
        var option = request.option
        for provider in optionProviders.applicable(toCanonical: canonical) {
            running("option provider", provider.name)
            do {
                option = try await provider.option(for: request, current: option)
            } catch {
                throw Self.pluginFailure(
                    error,
                    .optionProviderFailed,
                    url: request.url,
                    chain: chain,
                    plugin: "option provider \(MessageText.quoted(provider.name))"
                )
            }
            logger.debug("option provider \(provider.name): \(option.map(String.init(describing:)) ?? "none")")
        }
        guard let option else {
            logger.debug("no option chosen; using the default option \(defaultOption)")
            return defaultOption
        }
        return option
    }

    /// The first screen a provider makes, with the provider's name.
    func makeScreen(
        for request: RoutingRequest,
        canonical: String,
        chain: RedirectChain,
        logger: RequestLogger
    ) async throws(WireframeError) -> (any Screen, String) {
        let providers = screenProviders.applicable(toCanonical: canonical)
        for provider in providers {
            let screen: (any Screen)?
            running("screen provider", provider.name)
            do {
                screen = try await provider.screen(for: request)
            } catch {
                throw Self.pluginFailure(
                    error,
                    .screenProviderFailed,
                    url: request.url,
                    chain: chain,
                    plugin: "screen provider \(MessageText.quoted(provider.name))"
                )
            }
            if let screen {
                logger.debug(
                    "screen provider \(provider.name) made screen \(MessageText.quoted(screen.screenIdentifier))"
                )
                return (screen, provider.name)
            }
            logger.debug("screen provider \(provider.name) declined")
        }
        let asked =
            providers.isEmpty
            ? "no screen provider is registered for pattern \(MessageText.quoted(request.pattern.text))"
            : "every screen provider declined ("
                + providers.map { MessageText.quoted($0.name) }.joined(separator: ", ") + ")"
        throw WireframeError(.noScreen, url: request.url, "\(chain.subject): \(asked)")
    }

    /// What a plug-in's error fails the request with: `WireframeError.Code.cancelled` when
    /// the plug-in was cancelled (it threw `CancellationError`, or threw anything once the
    /// request's task was cancelled), else as ``wrap(_:_:url:_:)`` with `code`.
    static func pluginFailure(
        _ error: any Error,
        _ code: WireframeError.Code,
        url: String,
        chain: RedirectChain,
        plugin: String
    ) -> WireframeError {
        if !(error is WireframeError), error is CancellationError || Task.isCancelled {
            return WireframeError(
                .cancelled,
                url: url,
                "\(chain.subject) cancelled while \(plugin) ran",
                underlyingError: error
            )
        }
        return wrap(error, code, url: url, "\(chain.subject): \(plugin) failed: \(ErrorText.describe(error))")
    }

    /// `error` itself when it is a `WireframeError`, else one with `code` and `message`.
    static func wrap(_ error: any Error, _ code: WireframeError.Code, url: String?, _ message: String) -> WireframeError
    {
        if let error = error as? WireframeError { return error }
        return WireframeError(code, url: url, message, underlyingError: error)
    }
}
