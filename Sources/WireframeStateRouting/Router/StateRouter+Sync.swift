// Two-way sync. The window reports what the user did (a back swipe or the back button, a tab
// tap, a modal swiped down); the router then reads the route off the UI — from the root routable
// down, each routable saying which segment it shows under it — and dispatches it. The store's
// route is then the shown route, so the router has nothing to do: it does not navigate again.
// Which event it was does not matter, so every kind of container, the app's own included, is
// covered by the routables' `shownChild`.
extension StateRouter {
    /// The deepest route the router reads off the UI: a bound against routables that report
    /// each other as children forever.
    static let deepestReadableRoute = 1_000

    /// The user navigated: read the route off the UI now, or, while a change runs, before the
    /// router goes on (the change stops after its current step).
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
        let (route, chain) = routeReadOffUI()
        guard route != shownRoute else { return }
        shownRoute = route
        routables = chain
        store.dispatch(.setRoute(route, animated: false))
    }

    /// The route the routables report, and the routables of its segments (the root first).
    ///
    /// Where a routable cannot tell (``ShownChild/unknown``), the router keeps what it knew
    /// from that position down, if what it read so far agrees with it.
    func routeReadOffUI() -> ([RouteSegment], [any Routable]) {
        var route: [RouteSegment] = []
        var chain: [any Routable] = [root]
        while route.count < Self.deepestReadableRoute {
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
        return (route, chain)
    }
}
