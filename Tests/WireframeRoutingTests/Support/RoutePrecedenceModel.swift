// Shared by the property tests and the routing fuzzer, so that the rules are written out once.
// The test target reaches the routing layer through `import WireframeRouting`; Fuzz/run-fuzzer.sh
// compiles this folder into one module with Sources/WireframeRouting/*.swift, where there is no
// such module to import, and says so with -D WIREFRAME_ROUTING_FUZZER. (`canImport` would guess
// from the search path; the define states which build this is.) Public API only, so both builds
// see the same thing.
#if !WIREFRAME_ROUTING_FUZZER
import WireframeRouting
import WireframeTestSupport
#endif

/// The precedence rules of ``RouteTable``, written out plainly from its documentation, to check
/// the search against.
///
/// Between two patterns that both match a URL, the more specific one wins, segment by segment
/// from the left: a literal, then a typed parameter, a plain parameter, `*`, and last `**`. At the
/// end of the URL, a pattern that ends there (its optional segments left out or not) beats one
/// whose `**` takes the remaining zero segments. Between two typed parameters that both accept a
/// segment, the type used first at that place (by the patterns registered before) wins. When the
/// patterns tie on every segment: the more specific scope, then fewer optional segments left out,
/// then earlier registration.
///
/// Written without the trie: it looks only at the patterns' segments, scopes and registration order.
struct RoutePrecedenceModel {
    /// How one pattern takes one URL segment, or ends.
    enum Step: Equatable {
        case literal(String)
        case typed(String)
        case parameter
        case wildcard
        case end
        case rest

        var rank: Int {
            switch self {
            case .literal, .end: 0
            case .typed: 1
            case .parameter: 2
            case .wildcard: 3
            case .rest: 4
            }
        }
    }

    private let caseInsensitive: Bool
    private let registrationOrder: [RoutePattern]
    /// Each registered pattern's path edges, as the search steps through them.
    private let edges: [[Step]]

    /// The rules for a table with `options` in which `registrationOrder` was registered, in order.
    init(registrationOrder: [RoutePattern], options: RouteTable.Options) {
        let caseInsensitive = options.contains(.caseInsensitive)
        self.caseInsensitive = caseInsensitive
        self.registrationOrder = registrationOrder
        edges = registrationOrder.map { pattern in
            pattern.segments.compactMap { Self.step(for: $0, caseInsensitive: caseInsensitive) }
        }
    }

    /// The rules for `table`, as it says its patterns were registered.
    init(table: RouteTable) {
        self.init(registrationOrder: table.patternsInRegistrationOrder, options: table.options)
    }

    private static func step(for segment: RoutePattern.Segment, caseInsensitive: Bool) -> Step? {
        switch segment.kind {
        case .literal(let text): .literal(caseInsensitive ? text.lowercased() : text)
        case .parameter(_, let type?): .typed(type)
        case .parameter(_, nil): .parameter
        case .wildcard: .wildcard
        case .rest: nil
        }
    }

    /// The steps of `pattern` through a URL of `count` segments that it matches: one per segment,
    /// then how it ends.
    private func steps(_ pattern: RoutePattern, count: Int) -> [Step] {
        let path = pattern.segments.compactMap { Self.step(for: $0, caseInsensitive: caseInsensitive) }
        var steps = (0..<count).map { $0 < path.count ? path[$0] : .rest }
        steps.append(pattern.hasRest ? .rest : .end)
        return steps
    }

    /// Whether `winner` rightly beats `other`, both of which match `url`.
    func precedes(_ winner: RoutePattern, _ other: RoutePattern, url: RouteURL) -> Bool {
        let count = url.segments.count
        let winnerSteps = steps(winner, count: count)
        let otherSteps = steps(other, count: count)
        for (index, (mine, theirs)) in zip(winnerSteps, otherSteps).enumerated() where mine != theirs {
            if case .typed(let mineType) = mine, case .typed(let theirType) = theirs {
                let order = typedOrder(after: Array(winnerSteps[..<index]))
                guard let mineIndex = order.firstIndex(of: mineType), let theirIndex = order.firstIndex(of: theirType)
                else { return false }
                return mineIndex < theirIndex
            }
            return mine.rank < theirs.rank
        }
        if winner.scope.specificity != other.scope.specificity {
            return winner.scope.specificity > other.scope.specificity
        }
        let winnerOmitted = omitted(winner, count: count)
        let otherOmitted = omitted(other, count: count)
        if winnerOmitted != otherOmitted { return winnerOmitted < otherOmitted }
        return registrationIndex(winner) < registrationIndex(other)
    }

    /// The one pattern of `matching` (each of which matches `url` alone) that precedes every
    /// other, or `nil` when `matching` is empty or the rules name no such pattern.
    func winner(among matching: [RoutePattern], url: RouteURL) -> RoutePattern? {
        matching.first { candidate in
            matching.allSatisfy { $0 == candidate || precedes(candidate, $0, url: url) }
        }
    }

    /// The types of the typed parameters that follow `prefix`, in the order patterns first used
    /// them there.
    private func typedOrder(after prefix: [Step]) -> [String] {
        var order: [String] = []
        for path in edges where path.count > prefix.count && Array(path[..<prefix.count]) == prefix {
            if case .typed(let type) = path[prefix.count], !order.contains(type) {
                order.append(type)
            }
        }
        return order
    }

    private func omitted(_ pattern: RoutePattern, count: Int) -> Int {
        pattern.hasRest ? 0 : max(0, pattern.segments.count - count)
    }

    private func registrationIndex(_ pattern: RoutePattern) -> Int {
        registrationOrder.firstIndex(of: pattern) ?? registrationOrder.count
    }
}
