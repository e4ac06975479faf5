public import WireframePresentation

// How a window's changes reach its views. With no views attached, each change is published at
// once. With views attached, the window plans from what they show to what the models hold, and
// publishes the plan one update at a time, each once the views say the one before is on
// screen; a change made meanwhile is planned from what is shown then.
extension SwiftUIWindow {
    /// The models changed: the views follow.
    func modelDidChange(animated: Bool) {
        truthCache = nil
        pendingAnimation = pendingAnimation || animated
        if attachedViews?.isActive == true {
            startFeeding()
        } else {
            publishModels()
        }
    }

    /// Publishes what the models hold as one update, when no views wait for a plan: the views
    /// read the models from now on, and whoever listens hears of the update.
    func publishModels() {
        publishedState = nil
        let animated = pendingAnimation
        pendingAnimation = false
        guard !updateObservers.isEmpty || !shownObservers.isEmpty else { return }
        let before = ShownState(tree: lastReportedTree, screens: [:])
        let after = truthState
        guard before.tree != after.tree else { return }
        publish(after, from: before, animated: animated)
    }

    /// Makes `state` what the views show (it is, unless views are attached), tells the views
    /// that changed and the observers of updates; returns the update.
    @discardableResult
    func publish(_ state: ShownState, from before: ShownState, animated: Bool) -> ViewUpdate {
        updateCount += 1
        let kept = ViewTree.commonModalLevels(before.tree, state.tree)
        let update = ViewUpdate(
            number: updateCount,
            tree: state.tree,
            changes: state.tree.changes(from: before.tree),
            isAnimated: animated,
            changesModals: before.tree.modals.count != kept || state.tree.modals.count != kept
        )
        lastReportedTree = state.tree
        shownObservers.report(ShownChange(nodes: before.changedNodes(to: state), isAnimated: animated))
        updateObservers.report(update)
        return update
    }

    /// Starts feeding the plan to the views unless it runs.
    private func startFeeding() {
        guard feeding == nil else { return }
        feeding = Task { [weak self] in await self?.feed() }
    }

    /// Publishes the plan from what the views show to what the models hold, one update at a
    /// time, until they show the models or go away.
    private func feed() async {
        while let views = attachedViews, views.isActive, let shown = publishedState {
            let target = truthState
            let plan = UpdatePlanner(limits: limits).plan(from: shown.tree, to: target.tree)
            guard let next = plan.first else { break }
            let animated = pendingAnimation
            if plan.count == 1 { pendingAnimation = false }
            let state = shown.showing(next, screensFrom: target)
            publishedState = state
            let update = publish(state, from: shown, animated: animated)
            views.deliver(update)
            await waitForViews(toShow: update)
        }
        feeding = nil
        if attachedViews?.isActive != true { publishModels() }
        let waiters = settleWaiters
        settleWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Waits until the views say `update` is on screen, or go away.
    private func waitForViews(toShow update: ViewUpdate) async {
        guard acknowledgedCount < update.number, attachedViews?.isActive == true else { return }
        await withCheckedContinuation { acknowledgementWaiter = $0 }
    }

    /// Views start showing this window: from now on they get the plan's updates.
    func viewsAttached(_ views: AttachedViews) {
        attachedViews = views
        publishedState = truthState
        lastReportedTree = truthState.tree
    }

    /// The views say update `number` is on screen.
    func viewsShow(_ number: Int) {
        acknowledgedCount = max(acknowledgedCount, number)
        guard number >= updateCount else { return }
        acknowledgementWaiter?.resume()
        acknowledgementWaiter = nil
    }

    /// The views went away: the feeding stops, and changes are published at once again.
    func viewsDetached() {
        acknowledgementWaiter?.resume()
        acknowledgementWaiter = nil
        if feeding == nil { publishModels() }
    }

    /// Returns once the views show what the models hold: at once when no views are attached or
    /// nothing is being published, else once the last update of the plan is on screen.
    public func waitUntilShown() async {
        guard feeding != nil else { return }
        await withCheckedContinuation { settleWaiters.append($0) }
    }

    /// Registers `handler` for every update published to the views (see ``ViewUpdate``).
    /// Observation lasts as long as the returned token.
    public func observeViewUpdates(_ handler: @escaping @MainActor (ViewUpdate) -> Void) -> NavigationObservation {
        if updateObservers.isEmpty, shownObservers.isEmpty { lastReportedTree = shown.tree }
        return updateObservers.add(handler)
    }

    /// Registers `handler` for the views that show something else after each update (the
    /// views' own observation). Observation lasts as long as the returned token.
    package func observeShownChanges(_ handler: @escaping @MainActor (ShownChange) -> Void) -> NavigationObservation {
        if updateObservers.isEmpty, shownObservers.isEmpty { lastReportedTree = shown.tree }
        return shownObservers.add(handler)
    }
}
