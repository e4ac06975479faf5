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
        // A temporary allocation: on the thread's stack for the usual depths, no malloc.
        let depthCount = query.segments.count
        return withUnsafeTemporaryAllocation(of: Frame.self, capacity: depthCount + 1) { stack in
            nodes.withUnsafeBufferPointer { nodes in
                search(query, nodes, stack)
            }
        }
    }

    private func search(
        _ query: borrowing Query,
        _ nodes: UnsafeBufferPointer<Node>,
        _ stack: UnsafeMutableBufferPointer<Frame>
    ) -> Found? {
        let segments = query.segments
        var depth = 0
        stack[0] = Frame(node: 0, step: 0)
        while depth >= 0 {
            let node = Int(stack[depth].node)
            if depth == segments.count {
                if let route = firstAccepted(nodes[node].terminals, isRest: false, query) {
                    return Found(route: route, restStart: nil)
                }
            } else {
                var step = Int(stack[depth].step)
                let next = child(of: node, in: nodes, step: &step, segment: segments[depth], query)
                stack[depth].step = Int32(truncatingIfNeeded: step)
                if let next {
                    depth += 1
                    stack[depth] = Frame(node: Int32(truncatingIfNeeded: next), step: 0)
                    continue
                }
            }
            if let route = firstAccepted(nodes[node].terminals, isRest: true, query) {
                return Found(route: route, restStart: depth)
            }
            depth -= 1
        }
        return nil
    }

    /// A node on the search's path, and the next of its alternatives to try.
    private struct Frame {
        let node: Int32
        var step: Int32
    }

    /// The next child of `node` that accepts `segment`, from alternative `step` on, advancing
    /// `step` past it. The alternatives in order: 0 the literal child, then the typed children
    /// (step `1 + k` for the `k`th), then the parameter, then `*`.
    @inline(__always)
    private func child(
        of node: Int,
        in nodes: UnsafeBufferPointer<Node>,
        step: inout Int,
        segment: String,
        _ query: borrowing Query
    ) -> Int? {
        // Fields are read in place: a copy of the node would retain its label.
        let rare = Int(nodes[node].rare)
        let typedHead = rare < 0 ? -1 : rareChildren[rare].typed
        if step == 0 {
            step = 1
            if nodes[node].hasLiterals {
                // The segment itself when case counts: a copy would cost a retain and a release.
                let child =
                    query.caseInsensitive
                    ? literalChild(of: node, segment.lowercased())
                    : literalChild(of: node, segment)
                if let child { return child }
            }
        }
        if typedHead >= 0 {
            // Typed edges are a linked list: walk to the `step`th, then on from there.
            var edge = Int(typedHead)
            var position = 1
            while edge >= 0 && position < step {
                edge = Int(typedEdges[edge].next)
                position += 1
            }
            while edge >= 0 {
                step += 1
                let typed = typedEdges[edge]
                if query.types[Int(typed.type)].accepts(segment) { return Int(typed.child) }
                edge = Int(typed.next)
            }
        }
        // Past the typed edges: `step` counts them all, then one for the parameter, one for `*`.
        let typedCount = typedCount(from: typedHead)
        if step <= typedCount + 1 {
            step = typedCount + 2
            if nodes[node].parameter >= 0 { return Int(nodes[node].parameter) }
        }
        if step == typedCount + 2 {
            step = typedCount + 3
            if rare >= 0, rareChildren[rare].wildcard >= 0 { return Int(rareChildren[rare].wildcard) }
        }
        return nil
    }

    private func typedCount(from first: Int32) -> Int {
        var count = 0
        var edge = Int(first)
        while edge >= 0 {
            count += 1
            edge = Int(typedEdges[edge].next)
        }
        return count
    }

    /// The route of the first terminal of the list starting at `first` (of the kind asked for)
    /// whose scope accepts the URL.
    @inline(__always)
    private func firstAccepted(_ first: Int32, isRest: Bool, _ query: borrowing Query) -> Int? {
        var index = Int(first)
        while index >= 0 {
            let terminal = terminals[index]
            // Specificity 0 is a path-only pattern, which accepts every URL: no scope to look up.
            if terminal.isRest == isRest, terminal.specificity == 0 || query.accepts(Int(terminal.route)) {
                return Int(terminal.route)
            }
            index = Int(terminal.next)
        }
        return nil
    }

    /// What a search needs besides the trie, borrowed for the search's length (see
    /// `RouteTable.matchParsed`).
    struct Query: ~Copyable {
        let segments: UnsafeBufferPointer<String>
        let scheme: String?
        let host: String?
        let caseInsensitive: Bool
        let types: UnsafeBufferPointer<RouteParameterType>
        let patterns: UnsafeBufferPointer<RoutePattern>

        func accepts(_ route: Int) -> Bool {
            patterns[route].storage.scope.accepts(scheme: scheme, host: host)
        }
    }
}
