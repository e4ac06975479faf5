import WireframePresentation

// What the user did in the views: the models have changed already; what the views show changes
// as the user made it (they show it already), then the views catch up with anything else the
// models hold.
extension SwiftUIWindow {
    /// The views show `edit` applied to what they showed: the user changed it. `edit` is one of
    /// `ViewTree`'s own edits, which keep each node as the views showed it.
    func userChanged(_ edit: (ViewTree) -> ViewTree) {
        truthCache = nil
        guard let published = publishedState, attachedViews?.isActive == true else {
            publishedState = nil
            if !updateObservers.isEmpty || !shownObservers.isEmpty { lastReportedTree = truthState.tree }
            return
        }
        let tree = edit(published.tree).withoutOrphanedModals
        let state = published.showing(tree, screensFrom: truthState)
        publishedState = state
        lastReportedTree = tree
        shownObservers.report(ShownChange(nodes: published.changedNodes(to: state), isAnimated: false))
        modelDidChange(animated: false)
    }
}
