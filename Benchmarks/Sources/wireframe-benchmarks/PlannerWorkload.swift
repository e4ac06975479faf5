import WireframeKit
import WireframeSwiftUI

/// Route changes of a SwiftUI app, as paths (the state router's diff's input) and as the trees a
/// `SwiftUIWindow` shows for them (the planner's input), for the SwiftUI benchmark.
///
/// - A route has 1 to 10 segments, each one of 3 variants (`s<i>-<k>`): segment 0 selects one of
///   three tabs, each a stack; segments 1 to 6 are pushed on the selected tab's stack; segments
///   7 and 8 are sheets and segment 9 a full-screen cover, each presented from the top of the
///   level below.
/// - Each change keeps a prefix of random length of the route before (shorter than both routes)
///   and makes the rest anew, the segment at the first differing position always another
///   variant, at a random length; the last route leads back to the first, so the changes can be
///   cycled.
/// - A screen keeps its node in the tree for as long as the segments up to its own stay: a node
///   is named by its route's prefix, as the state router keeps the screens of the common prefix.
struct PlannerWorkload {
    static let depth = 10
    static let variants = 3
    /// Segments 1 to `pushes` are pushed; the ones after are modals.
    static let pushes = 6

    let routes: [[PathSegment]]
    let trees: [ViewTree]

    init(changes: Int) {
        var random = SplitMix64(seed: 0x5_1F7)
        let segments = (0..<Self.depth).map { level in
            (0..<Self.variants).map { PathSegment("s\(level)-\($0)") }
        }
        var routes: [[PathSegment]] = [[segments[0][0]]]
        for _ in 1..<changes {
            let previous = routes[routes.count - 1]
            let length = 1 + random.below(Self.depth)
            let kept = random.below(min(previous.count, length))
            var route = Array(previous.prefix(kept))
            for level in kept..<length {
                let before = level < previous.count ? segments[level].firstIndex(of: previous[level]) ?? 0 : 0
                let offset = level == kept ? 1 + random.below(Self.variants - 1) : random.below(Self.variants)
                route.append(segments[level][(before + offset) % Self.variants])
            }
            routes.append(route)
        }
        self.routes = routes
        var ids = NodeIDs()
        trees = routes.map { ids.tree(for: $0) }
    }
}

/// The node of each route prefix, made once.
private struct NodeIDs {
    private var known: [[PathSegment]: ViewTree.NodeID] = [:]

    /// The node `prefix` names; the tabs, their stacks and their root screens take 1 to 7.
    mutating func id(_ prefix: ArraySlice<PathSegment>) -> ViewTree.NodeID {
        let key = Array(prefix)
        if let id = known[key] { return id }
        let id = ViewTree.NodeID(UInt64(100 + known.count))
        known[key] = id
        return id
    }

    /// The tree a window shows for `route`.
    mutating func tree(for route: [PathSegment]) -> ViewTree {
        let selected = route[0].identifier.split(separator: "-").last.flatMap { Int($0) } ?? 0
        var pushed: [ViewTree.Node] = []
        for level in 1..<min(route.count, PlannerWorkload.pushes + 1) {
            pushed.append(ViewTree.Node(id(route[...level]), route[level].identifier))
        }
        let tabs = (0..<PlannerWorkload.variants).map { tab in
            let root = ViewTree.Node(ViewTree.NodeID(UInt64(5 + tab)), "tab\(tab)-root")
            return ViewTree.Node(
                ViewTree.NodeID(UInt64(2 + tab)),
                "tab\(tab)",
                stack: [root] + (tab == selected ? pushed : [])
            )
        }
        var presenter = tabs[selected].shownChild?.id ?? ViewTree.NodeID(1)
        var modals: [ViewTree.Modal] = []
        for level in (PlannerWorkload.pushes + 1)..<max(route.count, PlannerWorkload.pushes + 1) {
            let content = ViewTree.Node(id(route[...level]), route[level].identifier)
            let style: ViewTree.ModalStyle = level == PlannerWorkload.depth - 1 ? .fullScreenCover : .sheet
            modals.append(ViewTree.Modal(presenter: presenter, style: style, content: content))
            presenter = content.id
        }
        return ViewTree(root: ViewTree.Node(1, "tabs", tabs: tabs, selected: selected), modals: modals)
    }
}
