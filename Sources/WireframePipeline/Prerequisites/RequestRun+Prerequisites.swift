import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// A missing prerequisite that admission let through; it is decided, prepared and placed when
/// the prerequisites before it are on screen.
@MainActor
struct AdmittedPrerequisite {
    let prerequisite: RoutePrerequisite
    let admitted: AdmittedRequest
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
    var missing: [AdmittedPrerequisite] = []
}

// Prerequisites: what a route needs on screen before it, built in the same request.
extension RequestRun {
    /// Shows the prerequisites of `admitted` that are missing, after dismissing the modal that
    /// covers those on screen; returns what each showed.
    func showMissingPrerequisites(of admitted: AdmittedRequest) async throws(WireframeError) -> [RoutingResult] {
        // Planned only when the route has prerequisites.
        if admitted.entry.prerequisites.isEmpty { return [] }
        let plan = try await planPrerequisites(of: admitted)
        try admitted.checkNotCancelled()
        if let covering = plan.covering {
            do {
                try await turn.apply(
                    .dismiss(presentedBy: covering, animated: admitted.request.option?.animated ?? true)
                )
            } catch {
                throw WireframeError(
                    error,
                    url: admitted.request.url,
                    as: "\(admitted.chain.subject): dismissing the modal over its prerequisites"
                )
            }
        }
        var built: [RoutingResult] = []
        for step in plan.missing {
            do throws(WireframeError) {
                // Its option and screen once the ones before it are shown, so that a provider
                // finds what they built.
                let decided = try await Decision(wireframe: wireframe, logger: step.logger).decide(step.admitted)
                let prepared = try await Preparation(wireframe: wireframe, logger: step.logger)
                    .prepare(decided, in: turn)
                let placement = Placement(wireframe: wireframe, turn: turn, root: root, logger: step.logger)
                built.append(try await placement.place(prepared))
            } catch {
                throw prerequisiteFailed(step.prerequisite, of: admitted, error)
            }
        }
        return built
    }

    /// What a request shows before its own screen: the modal covering what its prerequisites
    /// on screen found, and its missing prerequisites, outermost first, each let through by
    /// admission. Nothing is shown yet.
    ///
    /// - Throws: `WireframeError.Code.prerequisiteFailed` naming the prerequisite, with the
    ///   error of its step as the underlying error.
    private func planPrerequisites(of admitted: AdmittedRequest) async throws(WireframeError) -> PrerequisitePlan {
        var plan = PrerequisitePlan()
        let path = root.visiblePath
        var missing: [RoutePrerequisite] = []
        var topmostFound: Int?
        var visited: Set<String> = [admitted.entry.pattern.text]
        collectMissing(of: admitted.entry, on: path, into: &missing, topmostFound: &topmostFound, visited: &visited)
        if let topmostFound, let covering = root.presenter(covering: path[topmostFound]) {
            logger.debug(
                "a modal covers \(MessageText.quoted(path[topmostFound].screenIdentifier)), which a prerequisite found: it is dismissed first"
            )
            plan.covering = covering
        }
        for prerequisite in missing {
            logger.debug("prerequisite \(prerequisite) is not on screen: it is built first")
            let stepLogger = wireframe.requestLogger(url: prerequisite.url)
            do throws(WireframeError) {
                let asked = AskedRequest(url: prerequisite.url, option: prerequisite.option)
                let step = try await Admission(wireframe: wireframe, turn: turn, logger: stepLogger).admit(asked)
                try step.checkShowsAScreen()
                plan.missing.append(
                    AdmittedPrerequisite(prerequisite: prerequisite, admitted: step, logger: stepLogger)
                )
            } catch {
                throw prerequisiteFailed(prerequisite, of: admitted, error)
            }
        }
        return plan
    }

    /// Adds to `missing` the prerequisites of the route of `entry` not on `path`, each after its
    /// own missing ones; a prerequisite on `path` stands for everything before it, and
    /// `topmostFound` keeps the index of the one nearest the top.
    private func collectMissing(
        of entry: RouteEntry,
        on path: [any Screen],
        into missing: inout [RoutePrerequisite],
        topmostFound: inout Int?,
        visited: inout Set<String>
    ) {
        for (prerequisite, route) in entry.prerequisites {
            if let index = prerequisite.satisfyingIndex(on: path, route: route) {
                topmostFound = max(topmostFound ?? index, index)
                continue
            }
            // Refused at registration; this guards against a redirect that closes a loop.
            guard visited.insert(route.text).inserted else { continue }
            collectMissing(
                of: wireframe.entry(for: route),
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
        of admitted: AdmittedRequest,
        _ error: WireframeError
    ) -> WireframeError {
        WireframeError(
            .prerequisiteFailed,
            url: admitted.request.url,
            "\(admitted.chain.subject): prerequisite \(prerequisite) could not be built: \(error.message)",
            underlyingError: error
        )
    }
}
