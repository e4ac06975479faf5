// What error messages name when a URL or a pattern is not found: the registered patterns that
// came nearest, so that a misspelling or a wrong type reads as what it is.
extension RouteTable {
    /// The patterns that came near to matching `url`, nearest first, each with why it does not
    /// match, at most `limit` of them; and how many other patterns do not match it.
    ///
    /// A pattern is near when it accepts at least the URL's first segment (scheme and host
    /// aside), or when it stops at a literal that the URL's segment misspells (`/mesages` for
    /// `/messages`; at most a third of the literal differs). Nearer means: more segments
    /// accepted from the first; then a literal fewer edits away; then precedence order.
    package func nearestMisses(to url: RouteURL, limit: Int) -> (nearest: [RouteCandidate], others: Int) {
        var misses = 0
        var near: [(candidate: RouteCandidate, agreed: Int, edits: Int, order: Int)] = []
        for (order, pattern) in patterns.enumerated() {
            let evaluator = evaluator(for: pattern, against: url)
            guard let reason = evaluator.evaluate() else { continue }
            misses += 1
            let (agreed, edits) = evaluator.nearness()
            guard agreed > 0 || edits != nil else { continue }
            let candidate = RouteCandidate(pattern: pattern, outcome: .rejected(reason: reason))
            near.append((candidate, agreed, edits ?? 0, order))
        }
        near.sort { a, b in
            if a.agreed != b.agreed { return a.agreed > b.agreed }
            if a.edits != b.edits { return a.edits < b.edits }
            return a.order < b.order
        }
        let nearest = near.prefix(max(0, limit)).map(\.candidate)
        return (Array(nearest), misses - nearest.count)
    }

    /// The registered pattern whose text (as registered) is the fewest edits away from `text`,
    /// the first registered among equals; `nil` when none is registered.
    package func nearestPattern(toText text: String) -> RoutePattern? {
        var best: (pattern: RoutePattern, edits: Int)?
        for pattern in patternsInRegistrationOrder {
            let edits = EditDistance.between(pattern.text, text)
            if edits < best?.edits ?? .max { best = (pattern, edits) }
        }
        return best?.pattern
    }
}
