import WireframeSupport

/// Why a URL matched what it matched: every registered pattern, in precedence order, with what
/// it made of the URL.
///
/// <!-- sample RouteExplanation/RouteExplanation -->
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
    /// - Throws: ``RouteError/Code/invalidURL`` when `url` cannot be parsed,
    ///   ``RouteError/Code/limitExceeded`` when it is beyond the table's ``RouteLimits``.
    public func explain(_ url: String) throws(RouteError) -> RouteExplanation {
        explain(try parseWithinLimits(url))
    }

    /// Explains how `url` (already parsed) is matched.
    public func explain(_ url: RouteURL) -> RouteExplanation {
        let match = match(url)
        // A URL parsed with larger limits than the table's matches nothing (see `match(_:)`).
        let pastLimits =
            isWithinLimits(url)
            ? nil
            : "the URL is past the table's limits (RouteLimits.urlSegments \(limits.urlSegments), "
                + "RouteLimits.urlLength \(limits.urlLength))"
        let candidates = patterns.map { pattern in
            let outcome: RouteCandidate.Outcome
            if let reason = pastLimits ?? evaluate(pattern, against: url) {
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
