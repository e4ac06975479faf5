import WireframeFlow
import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// A request that admission let through: matched, open to where it came from, let through by
/// the observers and the guards, after the redirects it followed.
@MainActor
struct AdmittedRequest {
    let request: RoutingRequest
    /// What the wireframe knows of its route.
    let entry: RouteEntry
    /// The redirects followed, which name the request in messages (`RedirectChain.subject`).
    let chain: RedirectChain

    /// Stops a request whose caller was cancelled before it changes the screens, or before its
    /// own transition starts.
    func checkNotCancelled() throws(WireframeError) {
        if Task.isCancelled {
            throw WireframeError(
                .cancelled,
                url: request.url,
                "\(chain.subject) cancelled before its transition started"
            )
        }
    }

    /// Refuses an action route where a screen is asked for: one rule for `screen(for:)`, a
    /// prerequisite and the decision, so that no screen provider is ever asked for it, limited
    /// to it or not (`route(to:)` runs its action instead).
    func checkShowsAScreen() throws(WireframeError) {
        guard let action = entry.action else { return }
        throw WireframeError(
            .noScreen,
            url: request.url,
            "\(chain.subject): it is an action route (action \(MessageText.quoted(action.name))), which runs its action and shows no screen"
        )
    }
}

/// The first stage of a request: whether it goes on, and as which request. Each hop of its
/// redirect chain is matched, checked against the route's access and scheme (for an outside
/// link) and its route value, then asked of the observers (proceed, redirect, reject) and the
/// guards (which may hold it in its turn). Nothing on screen changes here but what a guard's flow
/// shows, which is taken back once the guard returns.
@MainActor
struct Admission {
    let wireframe: Wireframe
    /// The turn the request holds (a guard's flow shows its screens in it), `nil` when it holds
    /// none.
    let turn: NavigationTurn?
    let logger: RequestLogger

    /// How many redirects a request follows between two chances for the main actor to run.
    static let hopsBetweenYields = 64

    /// The request `asked` leads to, once every hop of its redirects has passed.
    func admit(_ asked: AskedRequest) async throws(WireframeError) -> AdmittedRequest {
        let url = asked.url
        var passedGuards = Set<Int>()
        var chain = RedirectChain(start: url)
        var currentOption = asked.option
        let startingFlowContext = wireframe.root?.topmostFlowContext
        let shown = wireframe.navigator.shown
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
                asked: asked,
                option: currentOption,
                startingFrom: startingFlowContext,
                shown: shown
            )
            let (decision, observer) = await askObservers(about: request, entry: entry)
            switch decision {
            case .proceed:
                let resumed = try await passGuards(of: request, entry: entry, chain: chain, passed: &passedGuards)
                // A guard that suspended the request had it wait: it is checked again from the match.
                if resumed { continue }
                return AdmittedRequest(request: request, entry: entry, chain: chain)
            case .redirect(let next, let nextOption):
                // The request holds the chain's list of URLs too: ended first, so the chain
                // grows in place.
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
        asked: AskedRequest,
        option: (any RoutingOption)?,
        startingFrom startingFlowContext: FlowContext?,
        shown: ShownHierarchy
    ) throws(WireframeError) -> (RoutingRequest, RouteEntry) {
        let current = chain.current
        let match = try self.match(current, chain: chain)
        logger.debug("\(MessageText.quoted(current)) matched pattern \(match.pattern.text)")
        let origin = asked.origin
        if chain.hops.isEmpty, origin == .outsideLink {
            try wireframe.checkOutsideLinkScheme(of: match.url, chain: chain)
        }
        let entry = wireframe.entry(for: match.pattern)
        if chain.hops.isEmpty, origin == .outsideLink, entry.access != .openToOutsideLinks {
            throw WireframeError(
                .notOpenToOutsideLinks,
                url: current,
                "\(chain.subject): pattern \(MessageText.quoted(match.pattern.text)) is internal, so links from outside the app cannot open it"
            )
        }
        // The caller's hand-over, else the route's, resolved against the context of the screen
        // the request starts from.
        let handover = asked.flowContext ?? entry.flowContextHandover
        let request = RoutingRequest(
            RoutingRequest.Values(
                url: current,
                match: match,
                parameters: match.parameters.merging(asked.parameters),
                origin: origin,
                redirects: chain.redirectedFrom,
                startingFlowContext: startingFlowContext,
                flowContext: handover.map { $0.resolve(continuing: startingFlowContext) } ?? startingFlowContext,
                flowContextHandover: handover,
                carried: asked.payload,
                shown: shown
            ),
            option: option
        )
        // A typed route's value is checked before the observers, so that a guard can rely on it.
        if let schema = wireframe.routeTable.routeSchema(for: request.pattern) {
            do {
                _ = try schema.decode(request.parameters, request.match.rest)
            } catch {
                throw RoutingRequest.invalidRouteValue(error, url: request.url)
            }
        }
        return (request, entry)
    }

    /// Adds the redirect to `next` that `observer` asked for to `chain`, the request's for
    /// `url`; refuses a loop and a chain past `Wireframe.maximumRedirects`.
    private func follow(
        redirectTo next: String,
        by observer: String,
        chain: inout RedirectChain,
        from url: String
    ) throws(WireframeError) {
        let maximumRedirects = wireframe.maximumRedirects
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

    /// The route `url` matches; `chain` names the request in messages.
    private func match(_ url: String, chain: RedirectChain) throws(WireframeError) -> RouteMatch {
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
        guard let found = wireframe.routeTable.match(parsed) else {
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
        let routeTable = wireframe.routeTable
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
    private func askObservers(about request: RoutingRequest, entry: RouteEntry) async -> (RoutingDecision, String) {
        for observer in wireframe.observers.applicable(with: entry.observers) {
            wireframe.running("observer", observer.name)
            let decision = await observer.willRoute(request)
            logger.debug("observer \(observer.name): \(decision)")
            if case .proceed = decision { continue }
            return (decision, observer.name)
        }
        return (.proceed, "")
    }
}
