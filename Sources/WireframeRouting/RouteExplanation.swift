/// Why a URL matched what it matched: every registered pattern, in precedence order, with what
/// it made of the URL.
///
/// ```swift
/// let explanation = try routes.explain("myapp://users/abc")
/// for candidate in explanation.candidates { print(candidate) }
/// // "/users/:id<int>": rejected: segment 2 "abc" is not a valid int
/// // "/users/:name": won
/// ```
public struct RouteExplanation: Hashable, Sendable, CustomStringConvertible {
    /// The URL as parsed.
    public let url: RouteURL
    /// The match, or `nil` when no pattern matched.
    public let match: RouteMatch?
    /// Every registered pattern, in precedence order.
    public let candidates: [RouteCandidate]

    /// One line per candidate.
    public var description: String {
        candidates.map(\.description).joined(separator: "\n")
    }
}

/// One pattern considered for a URL, and what came of it.
public struct RouteCandidate: Hashable, Sendable, CustomStringConvertible {
    /// What came of a pattern.
    public enum Outcome: Hashable, Sendable {
        /// This pattern is the match.
        case won
        /// This pattern matches too, but `winner` is more specific.
        case outranked(by: RoutePattern)
        /// This pattern does not match the URL, for the reason given.
        case rejected(reason: String)
    }

    /// The pattern considered.
    public let pattern: RoutePattern
    /// What came of it.
    public let outcome: Outcome

    /// `"<pattern>": won`, `… outranked by "<pattern>"` or `… rejected: <reason>`.
    public var description: String {
        switch outcome {
        case .won: "\(MessageText.quoted(pattern.text)): won"
        case .outranked(let winner):
            "\(MessageText.quoted(pattern.text)): matches, but \(MessageText.quoted(winner.text)) is more specific"
        case .rejected(let reason): "\(MessageText.quoted(pattern.text)): rejected: \(reason)"
        }
    }
}

extension RouteTable {
    /// Explains how `url` is matched: which patterns were considered and why each lost.
    /// - Throws: ``RouteError/Code/invalidURL`` when `url` cannot be parsed.
    public func explain(_ url: String) throws(RouteError) -> RouteExplanation {
        explain(try RouteURL(url))
    }

    /// Explains how `url` (already parsed) is matched.
    public func explain(_ url: RouteURL) -> RouteExplanation {
        let match = match(url)
        let candidates = patterns.map { pattern in
            let outcome: RouteCandidate.Outcome
            if let reason = evaluate(pattern, against: url) {
                outcome = .rejected(reason: reason)
            } else if let winner = match?.pattern, winner != pattern {
                outcome = .outranked(by: winner)
            } else {
                outcome = .won
            }
            return RouteCandidate(pattern: pattern, outcome: outcome)
        }
        return RouteExplanation(url: url, match: match, candidates: candidates)
    }
}

/// Checks one pattern alone against a URL, and says why it does not match.
struct RoutePatternEvaluator {
    let pattern: RoutePattern
    let url: RouteURL
    let types: [RouteParameterType]
    let typeIndex: [String: Int]
    let caseInsensitive: Bool

    /// `nil` when the pattern matches the URL, else the reason it does not.
    func evaluate() -> String? {
        if let scheme = pattern.scope.scheme, scheme != url.scheme {
            return "the pattern needs scheme \"\(scheme)\"; the URL has "
                + (url.scheme.map { MessageText.quoted($0) } ?? "none")
        }
        if let host = pattern.scope.host, host != url.host {
            return "the pattern needs host \(MessageText.quoted(host)); the URL has "
                + (url.host.map { MessageText.quoted($0) } ?? "none")
        }
        let segments = url.segments
        for (index, segment) in pattern.segments.enumerated() {
            let place = "segment \(index + 1)"
            if case .rest = segment.kind { return nil }
            guard index < segments.count else {
                if segment.isOptional { return nil }
                return
                    "the URL ends after \(segments.count) segment\(segments.count == 1 ? "" : "s"); the pattern needs \(place) \(MessageText.quoted(segment.description))"
            }
            let value = segments[index]
            switch segment.kind {
            case .literal(let text):
                let equal = caseInsensitive ? text.lowercased() == value.lowercased() : text == value
                if !equal { return "\(place) \(MessageText.quoted(value)) is not \(MessageText.quoted(text))" }
            case .parameter(_, let typeName?):
                if let type = typeIndex[typeName].map({ types[$0] }), !type.accepts(value) {
                    return "\(place) \(MessageText.quoted(value)) is not a valid \(typeName)"
                }
            case .parameter(_, nil), .wildcard, .rest:
                continue
            }
        }
        if segments.count > pattern.segments.count {
            return "the URL has \(segments.count) segments; the pattern takes at most \(pattern.segments.count)"
        }
        return nil
    }
}
