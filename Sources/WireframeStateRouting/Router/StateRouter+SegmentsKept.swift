import WireframeNavigation
import WireframePresentation

// Where the read-off after another front-end's change starts. Each step of a change concerns one
// container or one presenter; the segments above the deepest routable that reads it are as they
// were, so the router reads the path again from there down, and a pop, a push or a modal at the
// top of a deep stack costs one segment, not the depth (issue 33). This holds for the ready-made
// routables, which read nothing but their own container and their modal and whose children are
// ready-made too; under a root routable of the app's own, whose `shownChild` may read anything,
// the whole path is read. A step this file does not place reads the whole path.
extension StateRouter {
    /// How many segments at the start of the shown path `change` cannot have changed.
    func segmentsKept(by change: NavigationChange) -> Int {
        guard !change.includesUnrecordedChanges, Routables.isReadyMade(root) else { return 0 }
        var kept = segmentsKept(byRemoving: change.removed)
        for step in change.steps where kept > 0 {
            kept = min(kept, segmentsKept(by: step))
        }
        return kept
    }

    /// How many segments at the start of the shown path `step` cannot have changed: what a pop
    /// or a dismissal changes is what it removed.
    private func segmentsKept(by step: NavigationStep) -> Int {
        switch step {
        case .push(_, let stack, _):
            // Only the deepest segment on the stack can show the screen pushed on top of it.
            return deepestPosition { ($0 as? StackRoutable)?.stack === stack } ?? 0
        case .setScreens(_, let stack, _):
            // Any screen may have changed, the one a segment's children go above included, which
            // the segment above reads.
            guard let first = routables.firstIndex(where: { ($0 as? StackRoutable)?.stack === stack }) else { return 0 }
            return max(first - 1, 0)
        case .present(_, let presenter, _):
            return deepestPosition { Routables.presenter(of: $0) === presenter } ?? 0
        case .pop, .dismiss:
            return shownPath.count
        case .selectTab, .setTabs, .setRoot, .reversible:
            return 0
        }
    }

    /// How many segments at the start of the shown path remain when `removed` left the screens:
    /// those above the first segment whose screen left.
    private func segmentsKept(byRemoving removed: [any Screen]) -> Int {
        var left = Set(removed.map { ObjectIdentifier($0) })
        var kept = shownPath.count
        // `routables[i]` is the routable of the screen of segment `i - 1`; the deepest first,
        // until every screen that left is placed.
        var position = routables.count - 1
        while position > 0, !left.isEmpty {
            if let screen = Routables.screen(of: routables[position]), left.remove(ObjectIdentifier(screen)) != nil {
                kept = position - 1
            }
            position -= 1
        }
        return kept
    }

    /// The deepest position whose routable `matches`, or `nil`.
    private func deepestPosition(where matches: (any Routable) -> Bool) -> Int? {
        routables.lastIndex(where: matches)
    }
}
