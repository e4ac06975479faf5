extension RouteTrie {
    /// Every route once, in the order the search would try them: at each node the patterns that end
    /// there, then literal children (alphabetically), typed children, the parameter, `*`, and last
    /// the patterns whose `**` starts there.
    func routesInSearchOrder() -> [Int] {
        var order: [Int] = []
        var seen = Set<Int>()
        var literalChildren: [Int: [(text: String, child: Int)]] = [:]
        for (edge, child) in literals {
            literalChildren[edge.parent, default: []].append((edge.text, child))
        }
        // An explicit stack instead of recursion, as in `search`: a node is entered (its
        // terminals, then its children), and left after its children (its `**` terminals).
        enum Step {
            case enter(Int)
            case leave(Int)
        }
        var stack: [Step] = [.enter(0)]
        while let step = stack.popLast() {
            switch step {
            case .enter(let node):
                for terminal in nodes[node].terminals where seen.insert(terminal.route).inserted {
                    order.append(terminal.route)
                }
                stack.append(.leave(node))
                // Pushed last to first, so that they are entered first to last.
                if let child = nodes[node].wildcard { stack.append(.enter(child)) }
                if let child = nodes[node].parameter { stack.append(.enter(child)) }
                for (_, child) in nodes[node].typed.reversed() { stack.append(.enter(child)) }
                for (_, child) in (literalChildren[node] ?? []).sorted(by: { $0.text > $1.text }) {
                    stack.append(.enter(child))
                }
            case .leave(let node):
                for terminal in nodes[node].restTerminals where seen.insert(terminal.route).inserted {
                    order.append(terminal.route)
                }
            }
        }
        return order
    }
}
