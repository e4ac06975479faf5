extension RouteTrie {
    /// Where a search ended: the route, and the depth at which its `**` began (if it has one).
    struct Found {
        let route: Int
        let restStart: Int?
    }

    /// The most specific route for `segments`: depth-first, trying at each node the literal child,
    /// then typed children in order, then the plain parameter, then `*`, then `**`; a pattern
    /// ending at a node is taken only when its scope accepts the URL.
    func search(_ query: borrowing Query) -> Found? {
        // An explicit stack instead of recursion, so that a trie as deep as the limits allow (or
        // deeper, when a table raises them) cannot overflow the thread's stack. Frame `i` sits at
        // depth `i`; its `step` says which alternative to try next (see `child(of:step:segment:)`).
        var stack: [Frame] = []
        stack.reserveCapacity(min(query.segments.count, 64) + 1)
        stack.append(Frame(node: 0, step: 0))
        while let top = stack.last {
            let node = top.node
            let depth = stack.count - 1
            // Fields are read in place (`nodes[node].terminals`): copying the whole `Node` would
            // retain and release each of its buffers at every step.
            if depth == query.segments.count {
                if !nodes[node].terminals.isEmpty, let route = firstAccepted(nodes[node].terminals, query) {
                    return Found(route: route, restStart: nil)
                }
            } else {
                var step = top.step
                let next = child(of: node, step: &step, segment: query.segments[depth], query)
                stack[depth].step = step
                if let next {
                    stack.append(Frame(node: next, step: 0))
                    continue
                }
            }
            if !nodes[node].restTerminals.isEmpty, let route = firstAccepted(nodes[node].restTerminals, query) {
                return Found(route: route, restStart: depth)
            }
            stack.removeLast()
        }
        return nil
    }

    /// A node on the search's path, and the next of its alternatives to try.
    private struct Frame {
        let node: Int
        var step: Int
    }

    /// The next child of `node` that accepts `segment`, from alternative `step` on, advancing
    /// `step` past it. The alternatives in order: 0 the literal child, then the typed children,
    /// then the parameter, then `*`.
    private func child(of node: Int, step: inout Int, segment: String, _ query: borrowing Query) -> Int? {
        let typedCount = nodes[node].typed.count
        while step <= typedCount + 2 {
            let current = step
            step += 1
            if current == 0 {
                if nodes[node].hasLiterals,
                    let child = literals[
                        LiteralEdge(parent: node, text: query.caseInsensitive ? segment.lowercased() : segment)
                    ]
                {
                    return child
                }
            } else if current <= typedCount {
                let (type, child) = nodes[node].typed[current - 1]
                if query.types[type].accepts(segment) { return child }
            } else if current == typedCount + 1 {
                if let child = nodes[node].parameter { return child }
            } else if let child = nodes[node].wildcard {
                return child
            }
        }
        return nil
    }

    /// The route of the first terminal whose scope accepts the URL.
    private func firstAccepted(_ terminals: [Terminal], _ query: borrowing Query) -> Int? {
        // Specificity 0 is a path-only pattern, which accepts every URL: no scope to look up.
        for terminal in terminals where terminal.specificity == 0 || query.accepts(terminal.route) {
            return terminal.route
        }
        return nil
    }

    /// What a search needs besides the trie.
    struct Query: ~Copyable {
        let segments: [String]
        let scheme: String?
        let host: String?
        let caseInsensitive: Bool
        let types: [RouteParameterType]
        let scopes: [RouteScope]

        func accepts(_ route: Int) -> Bool {
            scopes[route].accepts(scheme: scheme, host: host)
        }
    }
}
