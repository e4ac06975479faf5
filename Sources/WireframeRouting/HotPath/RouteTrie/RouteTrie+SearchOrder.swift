extension RouteTrie {
    /// Every route once, in the order the search would try them: at each node the patterns that end
    /// there, then literal children (alphabetically), typed children, the parameter, `*`, and last
    /// the patterns whose `**` starts there.
    func routesInSearchOrder() -> [Int] {
        var order: [Int] = []
        var seen = Set<Int>()
        var literalChildren: [Int: [(text: String, child: Int)]] = [:]
        for (_, child) in literals.entries {
            literalChildren[Int(nodes[child].parent), default: []].append((nodes[child].label, child))
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
                for route in routes(endingAt: node, isRest: false) where seen.insert(route).inserted {
                    order.append(route)
                }
                stack.append(.leave(node))
                // Pushed last to first, so that they are entered first to last.
                let wildcard = Int(wildcardChild(of: node))
                if wildcard >= 0 { stack.append(.enter(wildcard)) }
                if nodes[node].parameter >= 0 { stack.append(.enter(Int(nodes[node].parameter))) }
                for child in typedChildren(of: node).reversed() { stack.append(.enter(child)) }
                for (_, child) in (literalChildren[node] ?? []).sorted(by: { $0.text > $1.text }) {
                    stack.append(.enter(child))
                }
            case .leave(let node):
                for route in routes(endingAt: node, isRest: true) where seen.insert(route).inserted {
                    order.append(route)
                }
            }
        }
        return order
    }

    /// The routes of the terminals of `node` of one kind, in precedence order.
    private func routes(endingAt node: Int, isRest: Bool) -> [Int] {
        var routes: [Int] = []
        var index = Int(nodes[node].terminals)
        while index >= 0 {
            if terminals[index].isRest == isRest { routes.append(Int(terminals[index].route)) }
            index = Int(terminals[index].next)
        }
        return routes
    }

    /// The typed children of `node`, in the order their types were first used there.
    private func typedChildren(of node: Int) -> [Int] {
        var children: [Int] = []
        var edge = Int(typedHead(of: node))
        while edge >= 0 {
            children.append(Int(typedEdges[edge].child))
            edge = Int(typedEdges[edge].next)
        }
        return children
    }
}
