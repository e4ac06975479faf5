import WireframeNavigation
import WireframePresentation
public import WireframeRouting
import WireframeSupport

// Prerequisites: what a route needs on screen before it, built in the same request.
extension Wireframe {
    /// Declares what must be on screen before the screen of the route `pattern`: each
    /// prerequisite not on the visible path when a request takes its turn is built first, in
    /// the same request, by routing to its URL.
    ///
    /// <!-- sample Wireframe+Prerequisites/setPrerequisites -->
    /// ```swift
    /// try wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/messages/:id<int>")
    /// ```
    ///
    /// A prerequisite's route may have prerequisites of its own; the wireframe walks them from
    /// the route outward and stops at the first one already on screen. When a modal covers what
    /// a prerequisite on screen found (an alert over the stack a push needs), the request
    /// dismisses it first. The screens are made in order, outermost first, each once the ones
    /// before it are shown and the route's own last, so that a screen provider or a reusing
    /// option finds what the prerequisites built (`request.shown`).
    ///
    /// - Throws: `WireframeError.Code.noRoute` when `pattern` is not a registered route or a
    ///   prerequisite's URL matches none; `WireframeError.Code.prerequisiteCycle` naming the
    ///   cycle when a route would come, through prerequisites, before itself. Nothing changes
    ///   then.
    public func setPrerequisites(_ prerequisites: [RoutePrerequisite], forRoute pattern: String) throws(WireframeError)
    {
        guard let registered = routeTable.pattern(pattern) else {
            throw WireframeError(
                .noRoute,
                "prerequisites of \(MessageText.quoted(pattern)): no registered route has this pattern; register it first"
            )
        }
        var declared: [(prerequisite: RoutePrerequisite, route: RoutePattern)] = []
        for prerequisite in prerequisites {
            guard let match = try? routeTable.match(prerequisite.url) else {
                throw WireframeError(
                    .noRoute,
                    url: prerequisite.url,
                    "prerequisite \(prerequisite) of \(registered.text): no registered route matches its URL"
                )
            }
            declared.append((prerequisite, match.pattern))
        }
        var edges = entries.mapValues { $0.prerequisites.map(\.route.text) }
        edges[registered.text] = declared.map(\.route.text)
        if let cycle = Self.cycle(from: registered.text, edges: edges) {
            let names = cycle.map { MessageText.quoted($0) }
            throw WireframeError(
                .prerequisiteCycle,
                "prerequisites of \(registered.text) refused: they form a cycle "
                    + names.joined(separator: " → ")
            )
        }
        entries[registered.text]?.prerequisites = declared
    }

    /// The prerequisites of the route `pattern`, as set.
    public func prerequisites(forRoute pattern: RoutePattern) -> [RoutePrerequisite] {
        entry(for: pattern).prerequisites.map(\.prerequisite)
    }

    /// A path from `start` back to `start` along `edges`, if there is one.
    private static func cycle(from start: String, edges: [String: [String]]) -> [String]? {
        var path = [start]
        var seen: Set<String> = []
        func walk(_ node: String) -> Bool {
            for next in edges[node] ?? [] {
                if next == start {
                    path.append(next)
                    return true
                }
                guard seen.insert(next).inserted else { continue }
                path.append(next)
                if walk(next) { return true }
                path.removeLast()
            }
            return false
        }
        return walk(start) ? path : nil
    }
}
