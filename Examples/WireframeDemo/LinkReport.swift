import WireframeKit

/// How one link resolves, written for a person: the pattern with what it captured, the patterns
/// that came closest when none matched, or why the link cannot be parsed.
struct LinkReport {
    /// The link as received.
    let link: String
    /// The table it is resolved against.
    let table: RouteTable

    /// The link, then indented lines about it.
    var lines: [String] {
        let explanation: RouteExplanation
        do throws(RouteError) {
            explanation = try table.explain(link)
        } catch {
            return [link, "  ✗ malformed: \(error.message)"]
        }
        guard let match = explanation.match else {
            return [link] + unmatchedLines(explanation)
        }
        var lines = [link, "  → \(match.pattern.text)"]
        for entry in match.parameters {
            lines.append("      \(entry.name): \(entry.value)")
        }
        if let rest = match.rest {
            lines.append("      **: \(rest.isEmpty ? "(nothing)" : rest.joined(separator: "/"))")
        }
        if let fragment = match.fragment {
            lines.append("      #: \(fragment)")
        }
        return lines
    }

    /// "Nothing matches", then why each near miss was rejected: the patterns whose first segment
    /// is the URL's, and those in the URL's scheme and host whose first segment is not a literal.
    private func unmatchedLines(_ explanation: RouteExplanation) -> [String] {
        var near: [String] = []
        for candidate in explanation.candidates {
            guard case .rejected(let reason) = candidate.outcome,
                Self.isNearMiss(candidate.pattern, explanation.url)
            else {
                continue
            }
            near.append("      \(candidate.pattern.text): \(reason)")
        }
        if near.isEmpty {
            return ["  ✗ nothing matches: every pattern differs in scope or first segment"]
        }
        let others = explanation.candidates.count - near.count
        var summary: [String] = []
        if others > 0 {
            let subject =
                others == 1 ? "1 other pattern differs" : "\(others) other patterns differ"
            summary.append("      (\(subject) in scope or first segment)")
        }
        return ["  ✗ nothing matches; the nearest:"] + near + summary
    }

    private static func isNearMiss(_ pattern: RoutePattern, _ url: RouteURL) -> Bool {
        if let first = pattern.segments.first, case .literal(let text) = first.kind {
            return url.segments.first == text
        }
        if let scheme = pattern.scope.scheme, scheme != url.scheme { return false }
        if let host = pattern.scope.host, host != url.host { return false }
        return true
    }
}
