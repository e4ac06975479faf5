/// The shape of a window's hierarchy at one moment, by screen identity: each screen from the
/// root down (``RootContainer/allScreens``), where it sits and what it shows. Two equal
/// fingerprints mean the user sees the same screens in the same places.
///
/// Taken around code of the app's own that may change containers directly instead of through
/// navigation steps (`NavigationTurn.runAppCode`, its one user: the body of a turn, a transition
/// of the app's own), so that such a change is at least seen and named when it cannot be taken
/// back.
@MainActor
package struct HierarchyFingerprint: Equatable {
    private struct Entry: Equatable {
        let id: ScreenID
        let name: String
        /// What holds the screen (or presents it), or `nil` for the root.
        let parent: ScreenID?
        /// The held screen it shows (selected tab, top of stack, active child), if any.
        let shows: ScreenID?

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.id == rhs.id && lhs.parent == rhs.parent && lhs.shows == rhs.shows
        }
    }

    private var entries: [Entry] = []

    /// The fingerprint of what `window` shows.
    package init(_ window: any RootContainer) {
        guard let root = window.root else { return }
        var parents: [ScreenID: ScreenID] = [:]
        for screen in root.screensBelow {
            let id = screen.screenID
            for child in screen.heldScreens { parents[child.screenID] = id }
            if let presented = screen.presentedScreen, parents[presented.screenID] == nil {
                parents[presented.screenID] = id
            }
            entries.append(
                Entry(
                    id: id,
                    name: screen.screenIdentifier,
                    parent: parents[id],
                    shows: screen.visibleHeldScreen?.screenID
                )
            )
        }
    }

    /// What changed from `before` to this fingerprint, for a message: the screens that arrived
    /// and those that left, by name (as `quote` writes a name); or that the same screens moved.
    package func changes(since before: HierarchyFingerprint, quote: (String) -> String) -> String {
        let old = Set(before.entries.map(\.id))
        let new = Set(entries.map(\.id))
        let added = entries.filter { !old.contains($0.id) }.map { quote($0.name) }
        let removed = before.entries.filter { !new.contains($0.id) }.map { quote($0.name) }
        var parts: [String] = []
        if !added.isEmpty { parts.append("added " + added.joined(separator: ", ")) }
        if !removed.isEmpty { parts.append("removed " + removed.joined(separator: ", ")) }
        return parts.isEmpty ? "the same screens were rearranged" : parts.joined(separator: "; ")
    }
}
