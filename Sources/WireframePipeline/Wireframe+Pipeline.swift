import WireframeFlow
import WireframePresentation
import WireframeRouting

/// A request that has passed every step before presentation: what to show and how.
@MainActor
struct PreparedRoute {
    let request: RoutingRequest
    let option: any RoutingOption
    let screen: any Screen
    let screenProvider: String
}

// The steps of the pipeline before anything is shown: match, access, observers, option, screen.
// None of them touches the hierarchy, so a failure in any of them leaves it unchanged.
extension Wireframe {
    /// Runs every step up to presentation, following redirects.
    func prepare(
        _ url: String,
        parameters: RouteParameters,
        option: (any RoutingOption)?,
        origin: RoutingOrigin,
        flowContext handover: FlowContextHandover? = nil,
        logger: RequestLogger
    ) async throws(WireframeError) -> PreparedRoute {
        var current = url
        var currentOption = option
        var chain: [String] = []
        let startingFlowContext = root?.topmostFlowContext
        while true {
            let match = try self.match(current)
            logger.debug("\"\(current)\" matched pattern \(match.pattern.text)")
            if chain.isEmpty, origin == .outsideLink, access(for: match.pattern) != .openToOutsideLinks {
                throw WireframeError(
                    .notOpenToOutsideLinks,
                    url: current,
                    "route to \"\(current)\": pattern \(match.pattern.text) is internal, so links from outside the app cannot open it"
                )
            }
            let request = RoutingRequest(
                url: current,
                match: match,
                parameters: match.parameters.merging(parameters),
                option: currentOption,
                origin: origin,
                redirects: chain,
                flow: flow(to: match.pattern, asked: handover, startingFrom: startingFlowContext)
            )
            // What plug-in limits are compared with, worked out once for the three steps.
            let canonical = canonicalText(of: match.pattern)
            switch await decide(request, canonical: canonical, logger: logger) {
            case .proceed:
                let chosen = try await chooseOption(for: request, canonical: canonical, logger: logger)
                let final = request.with(option: chosen)
                let (screen, provider) = try await makeScreen(for: final, canonical: canonical, logger: logger)
                return PreparedRoute(request: final, option: chosen, screen: screen, screenProvider: provider)
            case .redirect(let next, let nextOption):
                chain.append(current)
                let path = (chain + [next]).map { "\"\($0)\"" }.joined(separator: " → ")
                if chain.contains(next) {
                    throw WireframeError(.redirectLoop, url: url, "route to \"\(url)\": redirects loop: \(path)")
                }
                if chain.count > maximumRedirects {
                    throw WireframeError(
                        .tooManyRedirects,
                        url: url,
                        "route to \"\(url)\": more than \(maximumRedirects) redirects: \(path)"
                    )
                }
                current = next
                if let nextOption { currentOption = nextOption }
            case .reject(let error):
                throw WireframeError(
                    .rejected,
                    url: current,
                    "route to \"\(current)\" rejected: \(error)",
                    underlyingError: error
                )
            }
        }
    }

    /// The route `url` matches.
    func match(_ url: String) throws(WireframeError) -> RouteMatch {
        let found: RouteMatch?
        do {
            found = try routeTable.match(url)
        } catch {
            throw WireframeError(.invalidURL, url: url, "route to \"\(url)\": \(error.message)", underlyingError: error)
        }
        guard let found else {
            throw WireframeError(.noRoute, url: url, "route to \"\(url)\": no registered route matches it")
        }
        return found
    }

    /// The first observer decision other than proceed, or proceed. `canonical` is the canonical
    /// text of the request's pattern (as in the two steps below).
    private func decide(_ request: RoutingRequest, canonical: String, logger: RequestLogger) async -> RoutingDecision {
        for observer in observers.applicable(toCanonical: canonical) {
            let decision = await observer.willRoute(request)
            logger.debug("observer \(observer.name): \(decision)")
            if case .proceed = decision { continue }
            return decision
        }
        return .proceed
    }

    /// The option after every option provider, or the default option.
    private func chooseOption(
        for request: RoutingRequest,
        canonical: String,
        logger: RequestLogger
    ) async throws(WireframeError) -> any RoutingOption {
        var option = request.option
        for provider in optionProviders.applicable(toCanonical: canonical) {
            do {
                option = try await provider.option(for: request, current: option)
            } catch {
                throw Self.wrap(
                    error,
                    .optionProviderFailed,
                    url: request.url,
                    "route to \"\(request.url)\": option provider \"\(provider.name)\" failed: \(error)"
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
    private func makeScreen(
        for request: RoutingRequest,
        canonical: String,
        logger: RequestLogger
    ) async throws(WireframeError) -> (any Screen, String) {
        let providers = screenProviders.applicable(toCanonical: canonical)
        for provider in providers {
            let screen: (any Screen)?
            do {
                screen = try await provider.screen(for: request)
            } catch {
                throw Self.wrap(
                    error,
                    .screenProviderFailed,
                    url: request.url,
                    "route to \"\(request.url)\": screen provider \"\(provider.name)\" failed: \(error)"
                )
            }
            if let screen {
                logger.debug("screen provider \(provider.name) made screen \"\(screen.screenIdentifier)\"")
                return (screen, provider.name)
            }
            logger.debug("screen provider \(provider.name) declined")
        }
        let asked =
            providers.isEmpty
            ? "no screen provider is registered for pattern \(request.pattern.text)"
            : "every screen provider declined (" + providers.map { "\"\($0.name)\"" }.joined(separator: ", ") + ")"
        throw WireframeError(.noScreen, url: request.url, "route to \"\(request.url)\": \(asked)")
    }

    /// `error` itself when it is a ``WireframeError``, else one with `code` and `message`.
    static func wrap(_ error: any Error, _ code: WireframeError.Code, url: String?, _ message: String) -> WireframeError
    {
        if let error = error as? WireframeError { return error }
        return WireframeError(code, url: url, message, underlyingError: error)
    }
}
