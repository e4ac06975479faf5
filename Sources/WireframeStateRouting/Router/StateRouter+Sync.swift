import WireframeNavigation

// Two-way sync. The navigator reports every change that stays on screen: what the user did (a
// back swipe or the back button, a tab tap, a modal swiped down) and what the wireframe, a
// module's router or code of the app's own did. For any change but its own, the router reads the
// route off the UI — from the root routable down, each routable saying which segment it shows
// under it — and dispatches it. The store's route is then the shown route, so the router has
// nothing to do: it does not navigate again. Which change it was does not matter, so every kind
// of container, the app's own included, is covered by the routables' `shownChild`.
extension StateRouter {
    /// The deepest route the router reads off the UI: a bound against routables that report
    /// each other as children without end. A route read deeper fails with
    /// ``StateRoutingError/Code/routeTooDeep`` rather than being cut short.
    static let deepestReadableRoute = 100_000

    /// The navigator reports a change: unless it is the router's own, the route is read off the
    /// UI now, or, while a change runs, before the router goes on (the change stops after its
    /// current step).
    func screensDidChange(_ change: NavigationChange) {
        if !change.includesUnrecordedChanges, let passTurn, change.turn === passTurn { return }
        guard change.source != .user, isRunning, !isStopped else { return userDidNavigate() }
        // The app's change waits for its turn behind this one: it starts from what is shown now.
        needsRefresh = true
    }

    /// The route the screens show now, read off them through the routables — each saying which
    /// segment it shows under it, from the root routable down — as the router reads it after
    /// the user or another front-end changed the screens. When the router is idle it is the
    /// store's route.
    ///
    /// - Throws: ``StateRoutingError/Code/routeTooDeep`` when the routables report children
    ///   without end.
    public func routeOnScreens() throws(StateRoutingError) -> [RouteSegment] {
        try routeReadOffUI().0
    }

    /// Reads the route the UI shows into the router's picture of what is shown, without touching
    /// the store: what a change waiting for its turn starts from.
    func refreshFromUI() {
        needsRefresh = false
        do {
            (shownRoute, routables) = try routeReadOffUI()
        } catch {
            report(error)
        }
    }

    /// The screens changed by another hand: read the route off the UI now, or, while a change
    /// runs, before the router goes on (the change stops after its current step).
    func userDidNavigate() {
        guard !isStopped else { return }
        if isRunning {
            needsSync = true
        } else {
            syncWithUI()
        }
    }

    /// Reads the route the UI shows and, when it differs from the route the router thought was
    /// shown, makes it the shown route and dispatches it.
    func syncWithUI() {
        needsSync = false
        needsRefresh = false
        let route: [RouteSegment]
        let chain: [any Routable]
        do {
            (route, chain) = try routeReadOffUI()
        } catch {
            report(error)
            return
        }
        guard route != shownRoute else { return }
        shownRoute = route
        routables = chain
        store.dispatch(.setRoute(route, animated: false))
    }

    /// The route the routables report, and the routables of its segments (the root first).
    ///
    /// Where a routable cannot tell (``ShownChild/unknown``), the router keeps what it knew
    /// from that position down, if what it read so far agrees with it.
    ///
    /// - Throws: ``StateRoutingError/Code/routeTooDeep`` past ``deepestReadableRoute`` segments.
    func routeReadOffUI() throws(StateRoutingError) -> ([RouteSegment], [any Routable]) {
        var route: [RouteSegment] = []
        var chain: [any Routable] = [root]
        while true {
            guard route.count < Self.deepestReadableRoute else {
                throw StateRoutingError(
                    .routeTooDeep,
                    "the route read off the screens is deeper than \(Self.deepestReadableRoute) segments: "
                        + "routables report each other as children without end; the state is left as it was"
                )
            }
            switch chain[chain.count - 1].shownChild {
            case .segment(let segment, let routable):
                route.append(segment)
                chain.append(routable)
            case .nothing:
                return (route, chain)
            case .unknown:
                let depth = route.count
                guard shownRoute.count > depth, Array(shownRoute.prefix(depth)) == route else {
                    return (route, chain)
                }
                route += shownRoute[depth...]
                chain += routables[(depth + 1)...]
                return (route, chain)
            }
        }
    }
}
