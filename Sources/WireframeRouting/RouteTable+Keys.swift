// A pattern as the trie sees it (its edges) and as duplicate detection sees it (its key), worked
// out from the stored segment codes. The table keeps neither: the edges go into the trie, and
// keys are worked out only when a new pattern ends where a registered one does
// (RouteTrie.routes(endingAlong:endsWithRest:)), which for a new pattern is rare.
extension RouteTable {
    /// The trie edges of `parsed`: one per segment but `**`, with whether it is optional.
    ///
    /// - Throws: ``RouteError/Code/unknownParameterType``.
    func compile(_ parsed: RoutePattern) throws(RouteError) -> [(edge: RouteTrie.Edge, isOptional: Bool)] {
        let storage = parsed.storage
        let caseInsensitive = options.contains(.caseInsensitive)
        var edges: [(edge: RouteTrie.Edge, isOptional: Bool)] = []
        edges.reserveCapacity(storage.segmentCount)
        for index in 0..<storage.segmentCount {
            let code = storage.code(at: index)
            let edge: RouteTrie.Edge
            switch code.kind {
            case .literal:
                let text = storage.literal(at: index)
                edge = .literal(caseInsensitive ? text.lowercased() : text)
            case .parameter where code.hasType:
                let typeName = storage.typeName(at: index) ?? ""
                guard let type = typeIndex[typeName] else {
                    let known = parameterTypes.map(\.name).joined(separator: ", ")
                    let name = storage.parameterName(at: index)
                    throw .pattern(
                        .unknownParameterType,
                        parsed.text,
                        at: code.offset,
                        "unknown parameter type \"\(typeName)\" for \"\(name)\" (known: \(known))"
                    )
                }
                edge = .typed(type)
            case .parameter: edge = .parameter
            case .wildcard: edge = .wildcard
            case .rest: continue
            }
            edges.append((edge, code.isOptional))
        }
        return edges
    }
}

/// What makes two patterns match exactly the same URLs: the scope, and per segment a literal, a
/// parameter type, "any one segment" (a plain parameter or `*`) or `**`, and whether it is
/// optional.
struct RouteKey: Equatable {
    enum Segment: Equatable {
        case literal(String)
        case typed(Int)
        case anySegment
    }
    let scope: RouteScope
    let segments: [Segment]
    let optional: [Bool]
    let endsWithRest: Bool

    init(scope: RouteScope, edges: [(edge: RouteTrie.Edge, isOptional: Bool)], endsWithRest: Bool) {
        self.scope = scope
        self.segments = edges.map { edge in
            switch edge.edge {
            case .literal(let text, _): .literal(text)
            case .typed(let type): .typed(type)
            case .parameter, .wildcard: .anySegment
            }
        }
        self.optional = edges.map(\.isOptional)
        self.endsWithRest = endsWithRest
    }
}
