import WireframePresentation
import WireframeRouting

/// The screen hierarchy under a root, by screen identity: each screen with the screens it holds
/// (a stack's screens, a tab container's tabs) and the one it presents, in order.
///
/// The wireframe takes one before a custom transition and one after it throws: if they differ,
/// the transition broke the whole-or-nothing promise, and the error says so (built-in transitions
/// keep it and are not checked).
@MainActor
struct HierarchySnapshot: Equatable {
    /// One screen of the walk: its identity, its name, and how deep it is.
    private struct Entry: Equatable {
        let id: ScreenID
        let name: String
        let depth: Int
        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.id == rhs.id && lhs.depth == rhs.depth }
    }

    private var entries: [Entry] = []

    /// Walks the hierarchy under `root`; iterative, so a deep modal chain cannot overflow the
    /// stack.
    init(_ root: any RootContainer) {
        var pending: [(screen: any Screen, depth: Int)] = root.root.map { [($0, 0)] } ?? []
        // UIKit reports a container's presented screen from each of its children too: each
        // screen is walked once.
        var seen: Set<ScreenID> = []
        while let (screen, depth) = pending.popLast() {
            guard seen.insert(screen.screenAttachments.screenID).inserted else { continue }
            entries.append(Entry(id: screen.screenAttachments.screenID, name: screen.screenIdentifier, depth: depth))
            var children: [any Screen] = []
            if let stack = screen as? any StackContainer { children += stack.screens }
            if let tabs = screen as? any TabContainer { children += tabs.tabs }
            if let presented = screen.presentedScreen { children.append(presented) }
            // Reversed, so that the first child is walked first.
            for child in children.reversed() { pending.append((child, depth + 1)) }
        }
    }

    /// What changed from `before` to this snapshot, for a message: the screens that arrived and
    /// those that left, by name; or that the same screens moved.
    func changes(since before: HierarchySnapshot) -> String {
        let old = Set(before.entries.map(\.id))
        let new = Set(entries.map(\.id))
        let added = entries.filter { !old.contains($0.id) }.map { MessageText.quoted($0.name) }
        let removed = before.entries.filter { !new.contains($0.id) }.map { MessageText.quoted($0.name) }
        var parts: [String] = []
        if !added.isEmpty { parts.append("added " + added.joined(separator: ", ")) }
        if !removed.isEmpty { parts.append("removed " + removed.joined(separator: ", ")) }
        return parts.isEmpty ? "the same screens were rearranged" : parts.joined(separator: "; ")
    }
}

/// The transitions the wireframe comes with, which keep the whole-or-nothing promise themselves
/// (tested in BuiltInTransitionTests) and so are not checked with a snapshot.
protocol BuiltInTransition {}

extension PushTransition: BuiltInTransition {}
extension PresentTransition: BuiltInTransition {}
extension ReplaceRootTransition: BuiltInTransition {}
extension SelectTabTransition: BuiltInTransition {}
extension ShowTransition: BuiltInTransition {}
