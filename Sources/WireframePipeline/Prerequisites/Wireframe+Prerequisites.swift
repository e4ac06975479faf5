public import WireframeNavigation
import WireframePresentation
public import WireframeRouting

/// A prerequisite whose screen is made, ready to be shown.
@MainActor
struct PreparedPrerequisite {
    let prerequisite: RoutePrerequisite
    let prepared: PreparedRoute
}

// Prerequisites: what a route needs on screen before it, built in the same request.
extension Wireframe {
    /// Declares what must be on screen before the screen of the route `pattern`: each
    /// prerequisite not on the visible path when a request takes its turn is built first, in
    /// the same request, by routing to its URL.
    ///
    /// ```swift
    /// try wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/messages/:id<int>")
    /// ```
    ///
    /// A prerequisite's route may have prerequisites of its own; the wireframe walks them from
    /// the route outward and stops at the first one already on screen.
    ///
    /// - Throws: ``WireframeError/Code/noRoute`` when `pattern` is not a registered route or a
    ///   prerequisite's URL matches none; ``WireframeError/Code/prerequisiteCycle`` naming the
    ///   cycle when a route would come, through prerequisites, before itself. Nothing changes
    ///   then.
    public func setPrerequisites(_ prerequisites: [RoutePrerequisite], forRoute pattern: String) throws(WireframeError)
    {
        guard let registered = routeTable.pattern(pattern) else {
            throw WireframeError(
                .noRoute,
                "prerequisites of \(MessageText.quoted(pattern)): no registered route has this pattern; register it first"
            )
        }
        let target = canonicalText(of: registered)
        var routes: [String] = []
        for prerequisite in prerequisites {
            guard let match = try? routeTable.match(prerequisite.url) else {
                throw WireframeError(
                    .noRoute,
                    url: prerequisite.url,
                    "prerequisite \(prerequisite) of \(registered.text): no registered route matches its URL"
                )
            }
            routes.append(canonicalText(of: match.pattern))
        }
        var edges = rules.prerequisiteRoutesByRoute
        edges[target] = routes
        if let cycle = Self.cycle(from: target, edges: edges) {
            let names = cycle.map { MessageText.quoted(Self.patternText(ofCanonical: $0, in: routeTable)) }
            throw WireframeError(
                .prerequisiteCycle,
                "prerequisites of \(registered.text) refused: they form a cycle "
                    + names.joined(separator: " → ")
            )
        }
        rules.prerequisitesByRoute[target] = prerequisites.isEmpty ? nil : prerequisites
        rules.prerequisiteRoutesByRoute[target] = routes.isEmpty ? nil : routes
    }

    /// The prerequisites of the route `pattern`, as set.
    public func prerequisites(forRoute pattern: RoutePattern) -> [RoutePrerequisite] {
        rules.prerequisitesByRoute[canonicalText(of: pattern)] ?? []
    }

    /// The missing prerequisites of a request, outermost first, each with its screen made.
    ///
    /// - Throws: ``WireframeError/Code/prerequisiteFailed`` naming the prerequisite, with the
    ///   error of its step as the underlying error.
    func preparePrerequisites(
        of decided: DecidedRequest,
        in turn: NavigationTurn,
        root: any RootContainer,
        logger: RequestLogger
    ) async throws(WireframeError) -> [PreparedPrerequisite] {
        if rules.prerequisitesByRoute.isEmpty { return [] }
        var missing: [(RoutePrerequisite, String)] = []
        var visited: Set<String> = [decided.canonical]
        collectMissing(of: decided.canonical, in: root, into: &missing, visited: &visited)
        var steps: [PreparedPrerequisite] = []
        for (prerequisite, _) in missing {
            logger.debug("prerequisite \(prerequisite) is not on screen: it is built first")
            let stepLogger = requestLogger(url: prerequisite.url)
            do throws(WireframeError) {
                let step = try await decide(
                    prerequisite.url,
                    parameters: [:],
                    option: prerequisite.option,
                    origin: .app,
                    flowContext: nil,
                    payload: nil,
                    turn: turn,
                    logger: stepLogger
                )
                if rules.actionsByRoute[step.canonical] != nil {
                    throw WireframeError(.noScreen, url: step.request.url, "its route is an action route")
                }
                let prepared = try await prepareScreen(for: step, logger: stepLogger)
                steps.append(
                    PreparedPrerequisite(prerequisite: prerequisite, prepared: prepared)
                )
            } catch {
                throw prerequisiteFailed(prerequisite, of: decided, error)
            }
        }
        return steps
    }

    /// Shows a prerequisite prepared before, and returns its result.
    func show(
        _ step: PreparedPrerequisite,
        for decided: DecidedRequest,
        in turn: NavigationTurn,
        root: any RootContainer,
        logger: RequestLogger
    ) async throws(WireframeError) -> RoutingResult {
        do {
            let (placement, transition) = try await perform(step.prepared, in: turn, root: root, logger: logger)
            recordShownRoute(of: step.prepared, in: turn)
            return RoutingResult(
                request: step.prepared.request,
                screen: step.prepared.screen,
                option: step.prepared.option,
                placement: placement,
                screenProvider: step.prepared.screenProvider,
                transition: transition
            )
        } catch {
            throw prerequisiteFailed(step.prerequisite, of: decided, error)
        }
    }

    /// Adds to `missing` the prerequisites of `route` not on screen, each after its own missing
    /// ones; a prerequisite on screen stands for everything before it.
    private func collectMissing(
        of route: String,
        in root: any RootContainer,
        into missing: inout [(RoutePrerequisite, String)],
        visited: inout Set<String>
    ) {
        guard let prerequisites = rules.prerequisitesByRoute[route],
            let routes = rules.prerequisiteRoutesByRoute[route]
        else { return }
        for (prerequisite, prerequisiteRoute) in zip(prerequisites, routes) {
            if prerequisite.isSatisfied(in: root, route: prerequisiteRoute) { continue }
            // Refused at registration; this guards against a redirect that closes a loop.
            guard visited.insert(prerequisiteRoute).inserted else { continue }
            collectMissing(of: prerequisiteRoute, in: root, into: &missing, visited: &visited)
            missing.append((prerequisite, prerequisiteRoute))
        }
    }

    private func prerequisiteFailed(
        _ prerequisite: RoutePrerequisite,
        of decided: DecidedRequest,
        _ error: WireframeError
    ) -> WireframeError {
        WireframeError(
            .prerequisiteFailed,
            url: decided.request.url,
            "\(decided.chain.subject): prerequisite \(prerequisite) could not be built: \(error.message)",
            underlyingError: error
        )
    }

    /// A path from `start` back to `start` along `edges`, if there is one.
    private static func cycle(from start: String, edges: [String: [String]]) -> [String]? {
        var path = [start]
        var seen: Set<String> = []
        func walk(_ node: String) -> Bool {
            for next in edges[node] ?? [] {
                if next == start {
                    path.append(next)
                    return true
                }
                guard seen.insert(next).inserted else { continue }
                path.append(next)
                if walk(next) { return true }
                path.removeLast()
            }
            return false
        }
        return walk(start) ? path : nil
    }

    private static func patternText(ofCanonical canonical: String, in table: RouteTable) -> String {
        table.patterns.first { $0.description == canonical }?.text ?? canonical
    }
}
