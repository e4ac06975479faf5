/// The search structure behind ``RouteTable``: a trie of pattern segments, stored flat.
///
/// Each edge consumes exactly one URL segment, so every node sits at one depth and the
/// backtracking search visits each node at most once: a lookup costs at most the number of nodes
/// on the paths the URL can take, whatever the table's size.
struct RouteTrie: Sendable {
    /// A pattern that ends at a node, with what decides between patterns that end at the same one.
    struct Terminal: Sendable {
        let route: Int
        let specificity: Int
        let omittedSegments: Int

        /// Higher scope specificity first, then fewer omitted optional segments, then earlier
        /// registration.
        func precedes(_ other: Terminal) -> Bool {
            if specificity != other.specificity { return specificity > other.specificity }
            if omittedSegments != other.omittedSegments { return omittedSegments < other.omittedSegments }
            return route < other.route
        }
    }

    struct Node: Sendable {
        /// Whether literal edges leave this node; the edges themselves are in `literals`.
        var hasLiterals = false
        /// Typed-parameter children in the order their types were first used here.
        var typed: [(type: Int, child: Int)] = []
        var parameter: Int?
        var wildcard: Int?
        /// Patterns that end here.
        var terminals: [Terminal] = []
        /// Patterns whose `**` starts here.
        var restTerminals: [Terminal] = []
    }

    /// One step down the trie.
    enum Edge: Hashable {
        case literal(String)
        case typed(Int)
        case parameter
        case wildcard
    }

    /// A literal edge: the node it leaves and the text it matches.
    struct LiteralEdge: Hashable {
        let parent: Int
        let text: String
    }

    private(set) var nodes: [Node] = [Node()]
    /// Every literal edge of the trie in one table, rather than a dictionary per node: a step
    /// down costs one hash probe, with no per-node table to reach first, and a node without
    /// literals carries no table at all.
    private var literals: [LiteralEdge: Int] = [:]

    /// Adds the route's paths: one terminal per way of leaving out trailing optional segments.
    mutating func insert(_ edges: [(edge: Edge, isOptional: Bool)], endsWithRest: Bool, route: Int, specificity: Int) {
        var node = 0
        let optionalCount = edges.filter(\.isOptional).count
        var consumedOptional = 0
        for (edge, isOptional) in edges {
            if isOptional {
                Self.add(
                    Terminal(route: route, specificity: specificity, omittedSegments: optionalCount - consumedOptional),
                    to: &nodes[node].terminals
                )
                consumedOptional += 1
            }
            node = child(of: node, along: edge)
        }
        let terminal = Terminal(route: route, specificity: specificity, omittedSegments: 0)
        if endsWithRest {
            Self.add(terminal, to: &nodes[node].restTerminals)
        } else {
            Self.add(terminal, to: &nodes[node].terminals)
        }
    }

    /// Static, so that passing `&nodes[node].terminals` does not also borrow `self` (which would
    /// keep a second reference to `nodes` and copy the whole array on every insert).
    private static func add(_ terminal: Terminal, to list: inout [Terminal]) {
        let position = list.firstIndex(where: { terminal.precedes($0) }) ?? list.endIndex
        list.insert(terminal, at: position)
    }

    private mutating func child(of node: Int, along edge: Edge) -> Int {
        if let existing = existingChild(of: node, along: edge) { return existing }
        let child = nodes.count
        nodes.append(Node())
        switch edge {
        case .literal(let text):
            literals[LiteralEdge(parent: node, text: text)] = child
            nodes[node].hasLiterals = true
        case .typed(let type): nodes[node].typed.append((type, child))
        case .parameter: nodes[node].parameter = child
        case .wildcard: nodes[node].wildcard = child
        }
        return child
    }

    private func existingChild(of node: Int, along edge: Edge) -> Int? {
        switch edge {
        case .literal(let text): literals[LiteralEdge(parent: node, text: text)]
        case .typed(let type): nodes[node].typed.first(where: { $0.type == type })?.child
        case .parameter: nodes[node].parameter
        case .wildcard: nodes[node].wildcard
        }
    }

    /// Where a search ended: the route, and the depth at which its `**` began (if it has one).
    struct Found {
        let route: Int
        let restStart: Int?
    }

    /// The most specific route for `segments`: depth-first, trying at each node the literal child,
    /// then typed children in order, then the plain parameter, then `*`, then `**`; a pattern
    /// ending at a node is taken only when its scope accepts the URL.
    func search(_ query: borrowing Query, node: Int = 0, depth: Int = 0) -> Found? {
        // Fields are read in place (`nodes[node].literals`): copying the whole `Node` would retain
        // and release each of its buffers at every step.
        if depth == query.segments.count {
            if !nodes[node].terminals.isEmpty, let route = firstAccepted(nodes[node].terminals, query) {
                return Found(route: route, restStart: nil)
            }
        } else {
            let segment = query.segments[depth]
            if nodes[node].hasLiterals,
                let child = literals[
                    LiteralEdge(parent: node, text: query.caseInsensitive ? segment.lowercased() : segment)
                ],
                let found = search(query, node: child, depth: depth + 1)
            {
                return found
            }
            if !nodes[node].typed.isEmpty {
                for index in nodes[node].typed.indices {
                    let (type, child) = nodes[node].typed[index]
                    if query.types[type].accepts(segment), let found = search(query, node: child, depth: depth + 1) {
                        return found
                    }
                }
            }
            if let child = nodes[node].parameter, let found = search(query, node: child, depth: depth + 1) {
                return found
            }
            if let child = nodes[node].wildcard, let found = search(query, node: child, depth: depth + 1) {
                return found
            }
        }
        if !nodes[node].restTerminals.isEmpty, let route = firstAccepted(nodes[node].restTerminals, query) {
            return Found(route: route, restStart: depth)
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
        func visit(_ node: Int) {
            let current = nodes[node]
            for terminal in current.terminals where seen.insert(terminal.route).inserted {
                order.append(terminal.route)
            }
            for (_, child) in (literalChildren[node] ?? []).sorted(by: { $0.text < $1.text }) {
                visit(child)
            }
            for (_, child) in current.typed { visit(child) }
            if let child = current.parameter { visit(child) }
            if let child = current.wildcard { visit(child) }
            for terminal in current.restTerminals where seen.insert(terminal.route).inserted {
                order.append(terminal.route)
            }
        }
        visit(0)
        return order
    }
}
