import WireframeNavigation

// Two-way sync. The navigator reports every change that stays on screen: what the user did (a
// back swipe or the back button, a tab tap, a modal swiped down) and what the wireframe, a
// module's router or code of the app's own did. For any change but its own, the router reads the
// path off the UI — from the root routable down, each routable saying which segment it shows
// under it — and dispatches it. The store's path is then the shown path, so the router has
// nothing to do: it does not navigate again. Which change it was does not matter, so every kind
// of container, the app's own included, is covered by the routables' `shownChild`. What the
// change did tells only where to start: the segments above the containers it changed are kept
// (`segmentsKept(by:)`), so a `back()` on a deep stack reads one segment, not the whole path.
extension StateRouter {
    /// The deepest path the router reads off the UI: a bound against routables that report
    /// each other as children without end. A path read deeper fails with
    /// ``StateRoutingError/Code/pathTooDeep`` rather than being cut short.
    static let deepestReadablePath = 100_000

    /// The navigator reports a change: unless it is the router's own, the path is read off the
    /// UI now, or, while a change runs, before the router goes on (the change stops after its
    /// current step).
    func screensDidChange(_ change: NavigationChange) {
        if !change.includesUnrecordedChanges, let passTurn, change.turn == ObjectIdentifier(passTurn) { return }
        guard change.source != .user, isRunning, !isStopped else { return userDidNavigate(after: change) }
        // The app's change waits for its turn behind this one: it starts from what is shown now.
        needsRefresh = true
    }

    /// The path the screens show now, read off them through the routables — each saying which
    /// segment it shows under it, from the root routable down — as the router reads it after
    /// the user or another front-end changed the screens. When the router is idle it is the
    /// store's path.
    ///
    /// - Throws: ``StateRoutingError/Code/pathTooDeep`` when the routables report children
    ///   without end.
    public func pathOnScreens() throws(StateRoutingError) -> [PathSegment] {
        try routeReadOffUI().0
    }

    /// Reads the path the UI shows into the router's picture of what is shown, without touching
    /// the store: what a change waiting for its turn starts from.
    func refreshFromUI() {
        needsRefresh = false
        do {
            (shownPath, routables) = try routeReadOffUI()
        } catch {
            report(error)
        }
    }

    /// The screens changed by another hand (in `change`): read the path off the UI now — from
    /// the first segment the change may have touched —, or, while a change runs (the router's
    /// own, or a link's in the wireframe's turn), once its current step is over (the change
    /// stops there).
    func userDidNavigate(after change: NavigationChange) {
        guard !isStopped else { return }
        if isRunning || passTurn != nil {
            needsSync = true
        } else {
            syncWithUI(keeping: segmentsKept(by: change))
        }
    }

    /// Reads the path the UI shows under its first `kept` segments (the whole path by default)
    /// and, when it differs from the path the router thought was shown, makes it the shown path
    /// and dispatches it; returns whether it did.
    ///
    /// Both paths are changed in place: when the screens lost the deepest segment of the path
    /// the store shows, the store is sent `.pop` rather than the whole path, which it would
    /// compare and copy.
    @discardableResult
    func syncWithUI(keeping kept: Int = 0) -> Bool {
        needsSync = false
        needsRefresh = false
        let kept = min(kept, shownPath.count)
        let path: [PathSegment]
        let chain: [any Routable]
        do {
            (path, chain) = try readOffUI(under: kept)
        } catch {
            report(error)
            return false
        }
        guard !path.elementsEqual(shownPath[kept...]) else { return false }
        let version = shownVersion
        let storeShowsPath = version != nil && store.navigationState.lineage.version === version
        let lostDeepest =
            storeShowsPath && path.count == shownPath.count - kept - 1
            && path.elementsEqual(shownPath[kept..<(shownPath.count - 1)])
        shownPath.removeSubrange(kept...)
        shownPath += path
        routables.removeSubrange((kept + 1)...)
        routables += chain
        guard lostDeepest else {
            store.dispatch(.setPath(shownPath, animated: false))
            return true
        }
        // The store's state, changed from the one shown by keeping all but the last segment, is
        // known to be shown without comparing the paths.
        shownVersion = version
        store.dispatch(.pop(animated: false))
        let lineage = store.navigationState.lineage
        shownVersion = lineage.parent === version ? lineage.version : nil
        return true
    }

    /// The step in flight when the router stopped has completed, and what it changed that
    /// could not be taken back (a routable of the app's own that changes its UI directly)
    /// stays: the path is read off the UI once more, so that the state says what is shown —
    /// unless the app has dispatched another path since the router stopped.
    func followScreensAfterStop() {
        guard store.navigationState.path == shownPath, let (path, chain) = try? routeReadOffUI(), path != shownPath
        else { return }
        (shownPath, routables) = (path, chain)
        store.dispatch(.setPath(path, animated: false))
    }

    /// The path the routables report, read from the root, and the routables of its segments
    /// (the root first).
    ///
    /// - Throws: ``StateRoutingError/Code/pathTooDeep`` past ``deepestReadablePath`` segments.
    func routeReadOffUI() throws(StateRoutingError) -> ([PathSegment], [any Routable]) {
        let (path, chain) = try readOffUI(under: 0)
        return (path, [root] + chain)
    }

    /// The path the routables report under the first `kept` segments of the shown path, read
    /// from the routable of the next one down, and the routables of its segments.
    ///
    /// Where a routable cannot tell (``ShownChild/unknown``), the router keeps what it knew
    /// from that position down, if what it read so far agrees with it.
    ///
    /// - Throws: ``StateRoutingError/Code/pathTooDeep`` past ``deepestReadablePath`` segments.
    func readOffUI(under kept: Int) throws(StateRoutingError) -> ([PathSegment], [any Routable]) {
        var path: [PathSegment] = []
        var chain: [any Routable] = []
        var routable = kept == 0 ? root : routables[kept]
        while true {
            let depth = kept + path.count
            guard depth < Self.deepestReadablePath else {
                throw StateRoutingError(
                    .pathTooDeep,
                    "the path read off the screens is deeper than \(Self.deepestReadablePath) segments: "
                        + "routables report each other as children without end; the state is left as it was"
                )
            }
            switch routable.shownChild {
            case .segment(let segment, let child):
                path.append(segment)
                chain.append(child)
                routable = child
            case .nothing:
                return (path, chain)
            case .unknown:
                guard shownPath.count > depth, shownPath[kept..<depth].elementsEqual(path) else {
                    return (path, chain)
                }
                path += shownPath[depth...]
                chain += routables[(depth + 1)...]
                return (path, chain)
            }
        }
    }
}
