/// The search structure behind ``RouteTable``: a trie of pattern segments, stored flat.
///
/// Each edge consumes exactly one URL segment, so every node sits at one depth and the
/// backtracking search visits each node at most once: a lookup costs at most the number of nodes
/// on the paths the URL can take, whatever the table's size.
///
/// Layout: nodes are a label and indexes into flat arrays, no per-node collection. Literal edges
/// are in one hash table (`literals`) keyed by parent and text, the text kept once, as the child's
/// `label`; typed edges and the patterns ending at a node are linked lists in arrays of their own,
/// and the few nodes with typed or `*` children find them in `rareChildren`. A route adds a node
/// or two and a terminal, and no allocation of its own.
struct RouteTrie: Sendable {
    /// A pattern that ends at a node, with what decides between patterns that end at the same one.
    struct Terminal: Sendable {
        let route: Int32
        /// The next terminal of the same node, in precedence order, or -1.
        var next: Int32
        /// The omitted optional segments (bits 0-28), whether the pattern's `**` starts here (bit
        /// 29) and its scope specificity (bits 30-31): 12 bytes a terminal.
        private let packed: UInt32

        init(route: Int, specificity: Int, omittedSegments: Int, isRest: Bool) {
            self.route = Int32(truncatingIfNeeded: route)
            self.next = -1
            packed =
                UInt32(truncatingIfNeeded: min(omittedSegments, 0x1FFF_FFFF)) | (isRest ? 1 << 29 : 0)
                | UInt32(truncatingIfNeeded: specificity & 3) << 30
        }

        var omittedSegments: Int { Int(packed & 0x1FFF_FFFF) }
        var isRest: Bool { packed & 1 << 29 != 0 }
        var specificity: Int { Int(packed >> 30) }

        /// Higher scope specificity first, then fewer omitted optional segments, then earlier
        /// registration.
        func precedes(_ other: Terminal) -> Bool {
            if specificity != other.specificity { return specificity > other.specificity }
            if omittedSegments != other.omittedSegments { return omittedSegments < other.omittedSegments }
            return route < other.route
        }
    }

    /// A node: the text of the literal edge into it, then its parent and children as indexes,
    /// -1 for none; 32 bytes. The text is here rather than in an array of its own so that
    /// confirming a literal step reads the one cache line the next step reads anyway. Typed and
    /// `*` children, which few nodes have, are in `rareChildren`, so that a node is half a cache
    /// line.
    struct Node: Sendable {
        /// The text of the literal edge into this node; empty for the others.
        let label: String
        /// The parent (bits 0-30; the root's is 0), and in bit 31 whether literal edges leave
        /// this node (the edges themselves are in `literals`).
        private var parentAndFlag: UInt32
        var parameter: Int32 = -1
        /// The first pattern ending here (in `terminals`), in precedence order; `**` ones flagged.
        var terminals: Int32 = -1
        /// This node's entry in `rareChildren`, or -1 when it has neither typed nor `*` children.
        var rare: Int32 = -1

        init(parent: Int, label: String = "") {
            self.label = label
            parentAndFlag = UInt32(truncatingIfNeeded: parent) & 0x7FFF_FFFF
        }

        var parent: Int { Int(parentAndFlag & 0x7FFF_FFFF) }
        var hasLiterals: Bool {
            get { parentAndFlag & 1 << 31 != 0 }
            set { parentAndFlag = parentAndFlag & 0x7FFF_FFFF | (newValue ? 1 << 31 : 0) }
        }
    }

    /// The typed and `*` children of a node that has any.
    struct RareChildren: Sendable {
        /// The first typed edge (in `typedEdges`); typed children in the order their types were
        /// first used here.
        var typed: Int32 = -1
        var wildcard: Int32 = -1
    }

    /// A typed-parameter edge.
    struct TypedEdge: Sendable {
        let type: Int32
        let child: Int32
        var next: Int32
    }

    /// One step down the trie.
    enum Edge: Hashable {
        /// A literal, with ``RouteTextHash/state(of:)`` of its text: worked out once per edge,
        /// for the walk that looks for a duplicate and for the insertion.
        case literal(String, textHash: UInt64)
        case typed(Int)
        case parameter
        case wildcard

        static func literal(_ text: String) -> Edge {
            .literal(text, textHash: RouteTextHash.state(of: text))
        }
    }

    private(set) var nodes: [Node] = [Node(parent: 0)]
    private(set) var terminals: [Terminal] = []
    private(set) var typedEdges: [TypedEdge] = []
    /// The typed and `*` children of the nodes that have any (``Node/rare``).
    private(set) var rareChildren: [RareChildren] = []
    /// Every literal edge, filed by ``literalHash(parent:text:)``: the child's index.
    private(set) var literals = RouteHashSlots()

    /// The hash a literal edge is filed under: its text's ``RouteTextHash/state(of:)`` with the
    /// parent mixed in, so that a URL segment's text is hashed once whatever node it is tried at.
    @inline(__always)
    static func literalHash(parent: Int, textHash: UInt64) -> UInt32 {
        RouteTextHash.finish(RouteTextHash.combine(parent, into: textHash))
    }

    /// The child of `node` along the literal `text`.
    @inline(__always)
    func literalChild(of node: Int, _ text: String) -> Int? {
        literalChild(of: node, text, textHash: RouteTextHash.state(of: text))
    }

    /// The child of `node` along the literal `text`, whose ``RouteTextHash/state(of:)`` is
    /// `textHash`.
    @inline(__always)
    func literalChild(of node: Int, _ text: String, textHash: UInt64) -> Int? {
        literals.first(hash: Self.literalHash(parent: node, textHash: textHash)) { child in
            nodes[child].parent == node && nodes[child].label == text
        }
    }

    /// The first typed edge out of `node` (in `typedEdges`), or -1.
    @inline(__always)
    func typedHead(of node: Int) -> Int32 {
        let rare = Int(nodes[node].rare)
        return rare < 0 ? -1 : rareChildren[rare].typed
    }

    /// The `*` child of `node`, or -1.
    @inline(__always)
    func wildcardChild(of node: Int) -> Int32 {
        let rare = Int(nodes[node].rare)
        return rare < 0 ? -1 : rareChildren[rare].wildcard
    }

    /// `node`'s entry in `rareChildren`, made when it gets its first typed or `*` child.
    private mutating func rareEntry(of node: Int) -> Int {
        if nodes[node].rare >= 0 { return Int(nodes[node].rare) }
        nodes[node].rare = Int32(truncatingIfNeeded: rareChildren.count)
        rareChildren.append(RareChildren())
        return rareChildren.count - 1
    }

    /// Adds the route's paths: one terminal per way of leaving out trailing optional segments.
    mutating func insert(_ edges: [(edge: Edge, isOptional: Bool)], endsWithRest: Bool, route: Int, specificity: Int) {
        var node = 0
        let optionalCount = edges.count { $0.isOptional }
        var consumedOptional = 0
        for (edge, isOptional) in edges {
            if isOptional {
                add(route, specificity, omitted: optionalCount - consumedOptional, isRest: false, to: node)
                consumedOptional += 1
            }
            node = child(of: node, along: edge)
        }
        add(route, specificity, omitted: 0, isRest: endsWithRest, to: node)
    }

    /// Links a terminal into `node`'s list, in precedence order.
    private mutating func add(_ route: Int, _ specificity: Int, omitted: Int, isRest: Bool, to node: Int) {
        var terminal = Terminal(route: route, specificity: specificity, omittedSegments: omitted, isRest: isRest)
        let index = Int32(truncatingIfNeeded: terminals.count)
        var previous = -1
        var current = Int(nodes[node].terminals)
        while current >= 0, terminals[current].precedes(terminal) {
            previous = current
            current = Int(terminals[current].next)
        }
        terminal.next = Int32(truncatingIfNeeded: current)
        Self.reserveGrowth(&terminals)
        terminals.append(terminal)
        if previous < 0 { nodes[node].terminals = index } else { terminals[previous].next = index }
    }

    private mutating func child(of node: Int, along edge: Edge) -> Int {
        if let existing = existingChild(of: node, along: edge) { return existing }
        let child = nodes.count
        let index = Int32(truncatingIfNeeded: child)
        Self.reserveGrowth(&nodes)
        if case .literal(let text, _) = edge {
            nodes.append(Node(parent: node, label: text))
        } else {
            nodes.append(Node(parent: node))
        }
        switch edge {
        case .literal(_, let textHash):
            literals.insert(hash: Self.literalHash(parent: node, textHash: textHash), value: child)
            nodes[node].hasLiterals = true
            return child
        case .typed(let type):
            var last = Int(typedHead(of: node))
            let typedEdge = TypedEdge(type: Int32(truncatingIfNeeded: type), child: index, next: -1)
            let typedIndex = Int32(truncatingIfNeeded: typedEdges.count)
            typedEdges.append(typedEdge)
            if last < 0 {
                rareChildren[rareEntry(of: node)].typed = typedIndex
            } else {
                while typedEdges[last].next >= 0 { last = Int(typedEdges[last].next) }
                typedEdges[last].next = typedIndex
            }
        case .parameter: nodes[node].parameter = index
        case .wildcard: rareChildren[rareEntry(of: node)].wildcard = index
        }
        return child
    }

    private func existingChild(of node: Int, along edge: Edge) -> Int? {
        switch edge {
        case .literal(let text, let textHash): return literalChild(of: node, text, textHash: textHash)
        case .typed(let type):
            var current = Int(typedHead(of: node))
            while current >= 0 {
                if typedEdges[current].type == type { return Int(typedEdges[current].child) }
                current = Int(typedEdges[current].next)
            }
            return nil
        case .parameter: return nodes[node].parameter >= 0 ? Int(nodes[node].parameter) : nil
        case .wildcard:
            let wildcard = Int(wildcardChild(of: node))
            return wildcard >= 0 ? wildcard : nil
        }
    }

    /// The routes that end where a pattern of `edges` would, using all their segments, with `**`
    /// or not as it does: the only ones that can match the same URLs (a parameter and `*` count
    /// as the same edge there). Duplicate detection compares their keys; the table keeps none.
    func routes(endingAlong edges: [(edge: Edge, isOptional: Bool)], endsWithRest: Bool) -> [Int] {
        // One node at a time while the path does not fork (no allocation); where a parameter
        // and `*` both continue it, every branch.
        var node = 0
        for (position, (edge, _)) in edges.enumerated() {
            switch edge {
            case .literal, .typed:
                guard let child = existingChild(of: node, along: edge) else { return [] }
                node = child
            case .parameter, .wildcard:
                let parameter = Int(nodes[node].parameter)
                let wildcard = Int(wildcardChild(of: node))
                if parameter >= 0 && wildcard >= 0 {
                    return routes(endingAlong: edges[position...], from: [parameter, wildcard], endsWithRest)
                }
                guard max(parameter, wildcard) >= 0 else { return [] }
                node = max(parameter, wildcard)
            }
        }
        return routes(endingAt: CollectionOfOne(node), endsWithRest)
    }

    /// ``routes(endingAlong:endsWithRest:)`` from each of `frontier`, which the first of `edges`
    /// led to.
    private func routes(
        endingAlong edges: ArraySlice<(edge: Edge, isOptional: Bool)>,
        from frontier: [Int],
        _ endsWithRest: Bool
    ) -> [Int] {
        var frontier = frontier
        for (edge, _) in edges.dropFirst() {
            var next: [Int] = []
            for node in frontier {
                switch edge {
                case .literal, .typed:
                    if let child = existingChild(of: node, along: edge) { next.append(child) }
                case .parameter, .wildcard:
                    // Each node has one parent, so the frontier never holds a node twice.
                    if nodes[node].parameter >= 0 { next.append(Int(nodes[node].parameter)) }
                    let wildcard = Int(wildcardChild(of: node))
                    if wildcard >= 0 { next.append(wildcard) }
                }
            }
            if next.isEmpty { return [] }
            frontier = next
        }
        return routes(endingAt: frontier, endsWithRest)
    }

    /// The routes whose full terminal (no optional segment omitted) is at one of `nodes`.
    private func routes(endingAt ends: some Sequence<Int>, _ endsWithRest: Bool) -> [Int] {
        var routes: [Int] = []
        for node in ends {
            var index = Int(nodes[node].terminals)
            while index >= 0 {
                let terminal = terminals[index]
                if terminal.omittedSegments == 0 && terminal.isRest == endsWithRest {
                    routes.append(Int(terminal.route))
                }
                index = Int(terminal.next)
            }
        }
        return routes
    }

    /// Grows a full array by a quarter rather than doubling it: the trie's arrays are most of a
    /// large table's memory, and a doubled array is half empty just after it grows.
    static func reserveGrowth<Element>(_ array: inout [Element]) {
        if array.count == array.capacity {
            array.reserveCapacity(array.count + array.count / 4 + 16)
        }
    }
}
