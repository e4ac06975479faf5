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
    private(set) var literals: [LiteralEdge: Int] = [:]

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
}
