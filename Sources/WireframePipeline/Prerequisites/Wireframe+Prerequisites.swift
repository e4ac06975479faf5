import WireframeNavigation
import WireframePresentation
public import WireframeRouting
import WireframeSupport

/// A missing prerequisite that observers and guards let through; its option and screen are
/// chosen when the prerequisites before it are on screen.
@MainActor
struct DecidedPrerequisite {
    let prerequisite: RoutePrerequisite
    let decided: DecidedRequest
    let logger: RequestLogger
}

/// What a request shows before its own screen: the modal to dismiss first, and the missing
/// prerequisites, outermost first.
@MainActor
struct PrerequisitePlan {
    /// The screen whose modal covers what the prerequisites on screen found: what it presents
    /// is dismissed first.
    var covering: (any Screen)?
    /// The prerequisites not on screen, outermost first.
    var missing: [DecidedPrerequisite] = []
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
    /// the route outward and stops at the first one already on screen. When a modal covers what
    /// a prerequisite on screen found (an alert over the stack a push needs), the request
    /// dismisses it first. The screens are made in order, outermost first, each once the ones
    /// before it are shown and the route's own last, so that a screen provider or a reusing
    /// option finds what the prerequisites built (`request.shown`).
    ///
    /// - Throws: `WireframeError.Code.noRoute` when `pattern` is not a registered route or a
    ///   prerequisite's URL matches none; `WireframeError.Code.prerequisiteCycle` naming the
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

    /// What a request shows before its own screen: the modal covering what its prerequisites
    /// on screen found, and its missing prerequisites, outermost first, each let through by
    /// its observers and guards. Nothing is shown yet. Asked only when some route has
    /// prerequisites.
    ///
    /// - Throws: `WireframeError.Code.prerequisiteFailed` naming the prerequisite, with the
    ///   error of its step as the underlying error.
    func planPrerequisites(
        of decided: DecidedRequest,
        in turn: NavigationTurn,
        root: any RootContainer,
        logger: RequestLogger
    ) async throws(WireframeError) -> PrerequisitePlan {
        var plan = PrerequisitePlan()
        let path = root.visiblePath
        var missing: [RoutePrerequisite] = []
        var topmostFound: Int?
        var visited: Set<String> = [decided.canonical]
        collectMissing(of: decided.canonical, on: path, into: &missing, topmostFound: &topmostFound, visited: &visited)
        if let topmostFound, let covering = root.presenter(covering: path[topmostFound]) {
            logger.debug(
                "a modal covers \(MessageText.quoted(path[topmostFound].screenIdentifier)), which a prerequisite found: it is dismissed first"
            )
            plan.covering = covering
        }
        for prerequisite in missing {
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
                if let refusal = actionRouteRefusal(of: step) { throw refusal }
                plan.missing.append(DecidedPrerequisite(prerequisite: prerequisite, decided: step, logger: stepLogger))
            } catch {
                throw prerequisiteFailed(prerequisite, of: decided, error)
            }
        }
        return plan
    }

    /// Makes the screen of a prerequisite decided before, now that the ones before it are on
    /// screen, shows it, and returns its result.
    func show(
        _ step: DecidedPrerequisite,
        for decided: DecidedRequest,
        in turn: NavigationTurn,
        root: any RootContainer
    ) async throws(WireframeError) -> RoutingResult {
        do {
            let prepared = try await prepareScreen(for: step.decided, logger: step.logger)
            let (placement, transition) = try await perform(prepared, in: turn, root: root, logger: step.logger)
            recordShownRoute(of: prepared, in: turn)
            return RoutingResult(
                request: prepared.request,
                screen: prepared.screen,
                option: prepared.option,
                placement: placement,
                screenProvider: prepared.screenProvider,
                transition: transition
            )
        } catch {
            throw prerequisiteFailed(step.prerequisite, of: decided, error)
        }
    }

    /// Adds to `missing` the prerequisites of `route` not on `path`, each after its own missing
    /// ones; a prerequisite on `path` stands for everything before it, and `topmostFound` keeps
    /// the index of the one nearest the top.
    private func collectMissing(
        of route: String,
        on path: [any Screen],
        into missing: inout [RoutePrerequisite],
        topmostFound: inout Int?,
        visited: inout Set<String>
    ) {
        guard let prerequisites = rules.prerequisitesByRoute[route],
            let routes = rules.prerequisiteRoutesByRoute[route]
        else { return }
        for (prerequisite, prerequisiteRoute) in zip(prerequisites, routes) {
            if let index = prerequisite.satisfyingIndex(on: path, route: prerequisiteRoute) {
                topmostFound = max(topmostFound ?? index, index)
                continue
            }
            // Refused at registration; this guards against a redirect that closes a loop.
            guard visited.insert(prerequisiteRoute).inserted else { continue }
            collectMissing(
                of: prerequisiteRoute,
                on: path,
                into: &missing,
                topmostFound: &topmostFound,
                visited: &visited
            )
            missing.append(prerequisite)
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
