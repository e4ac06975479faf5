package import WireframeRouting

/// What `wireframe match` says about one URL: the pattern it matched with the parameters, `**`
/// segments and fragment, or why it could not be parsed; with `--explain`, every pattern
/// considered and what came of it.
///
/// <!-- sample MatchReport/MatchReport -->
/// ```swift
/// let report = MatchReport(url: "myapp://users/42?tab=posts", table: routes)
/// print(report.line)
/// // {"url": "myapp://users/42?tab=posts", "matched": "/users/:id<int>",
/// //  "parameters": {"id": "42", "tab": "posts"}, "rest": null, "fragment": null}
/// ```
package struct MatchReport: Hashable, Sendable {
    /// What came of the URL.
    package enum Outcome: Hashable, Sendable {
        /// A pattern matched.
        case matched(RouteMatch)
        /// The URL was parsed, but no pattern matches it.
        case unmatched(RouteURL)
        /// The URL cannot be parsed, or is past the table's limits.
        case invalid(RouteError)
        /// The text given is not a URL that can be read: its bytes are not UTF-8.
        case unreadable(String)
    }

    /// The URL as given.
    package let url: String
    /// What came of it.
    package let outcome: Outcome
    /// Every registered pattern in precedence order and what came of it, when the report was
    /// asked to explain; `nil` otherwise and for a URL that cannot be parsed.
    package let candidates: [RouteCandidate]?

    /// Matches `url` against `table`; with `explain`, also evaluates every pattern.
    ///
    /// The URL goes through the table's own `match(_:)` or `explain(_:)` of a string, as an
    /// app's links do through the wireframe, so that the URL limits of ``RouteLimits`` (and any
    /// other check of a URL that arrives) apply here too: a URL they refuse is reported
    /// ``Outcome/invalid(_:)`` with the table's message.
    package init(url: String, table: RouteTable, explain: Bool = false) {
        self.url = url
        do throws(RouteError) {
            let match: RouteMatch?
            let candidates: [RouteCandidate]?
            if explain {
                let explanation = try table.explain(url)
                (match, candidates) = (explanation.match, explanation.candidates)
            } else {
                (match, candidates) = (try table.match(url), nil)
            }
            if let match {
                self.outcome = .matched(match)
            } else {
                // Only for the fragment: the URL was parsed once already, and is within limits.
                self.outcome = .unmatched(try RouteURL(url))
            }
            self.candidates = candidates
        } catch {
            self.outcome = .invalid(error)
            self.candidates = nil
        }
    }

    /// A report of a line that is not a URL at all: its bytes are not UTF-8. `url` is the line
    /// with each invalid sequence replaced by U+FFFD, so that the report can say which line.
    package init(unreadableURL url: String, reason: String) {
        self.url = url
        self.outcome = .unreadable(reason)
        self.candidates = nil
    }

    /// The report as one line of JSON (see ``json``).
    package var line: String { json.serialized }

    /// The report as a JSON object with its keys in this order:
    /// - `url`: the URL as given;
    /// - `matched`: the winning pattern as registered, or `null`;
    /// - `parameters`: path parameters then query items, each name once in order of first
    ///   appearance, with a string value, or a list of strings for a repeated query key; empty
    ///   when nothing matched;
    /// - `rest`: the segments `**` captured, or `null` when the pattern has no `**` or nothing matched;
    /// - `fragment`: the URL's fragment, percent-decoded, or `null`;
    /// - `explain` (only when asked): one object per pattern in precedence order, with `pattern`,
    ///   `outcome` (`won`, `outranked` or `rejected`) and `reason` (`null` for the winner).
    ///
    /// A URL that cannot be parsed, is past the table's limits or is not UTF-8 gives
    /// `{"url": …, "error": <message>}`.
    package var json: OrderedJSON {
        var members: [OrderedJSON.Member] = [OrderedJSON.Member("url", .string(url))]
        switch outcome {
        case .invalid(let error):
            members.append(OrderedJSON.Member("error", .string(error.message)))
            return .object(members)
        case .unreadable(let reason):
            members.append(OrderedJSON.Member("error", .string(reason)))
            return .object(members)
        case .matched(let match):
            members += [
                OrderedJSON.Member("matched", .string(match.pattern.text)),
                OrderedJSON.Member("parameters", Self.json(match.parameters)),
                OrderedJSON.Member(
                    "rest",
                    match.rest.map { .array($0.map(OrderedJSON.string)) } ?? .null
                ),
                OrderedJSON.Member("fragment", .string(orNull: match.fragment)),
            ]
        case .unmatched(let parsed):
            members += [
                OrderedJSON.Member("matched", .null),
                OrderedJSON.Member("parameters", .object([])),
                OrderedJSON.Member("rest", .null),
                OrderedJSON.Member("fragment", .string(orNull: parsed.fragment)),
            ]
        }
        if let candidates {
            members.append(OrderedJSON.Member("explain", .array(candidates.map(Self.json))))
        }
        return .object(members)
    }

    private static func json(_ parameters: RouteParameters) -> OrderedJSON {
        .object(
            parameters.names.map { name in
                let values = parameters.values(for: name)
                let value: OrderedJSON =
                    values.count == 1 ? .string(values[0]) : .array(values.map(OrderedJSON.string))
                return OrderedJSON.Member(name, value)
            }
        )
    }

    private static func json(_ candidate: RouteCandidate) -> OrderedJSON {
        let outcome: String
        let reason: String?
        switch candidate.outcome {
        case .won:
            (outcome, reason) = ("won", nil)
        case .outranked(let winner):
            (outcome, reason) = ("outranked", "\"\(winner.text)\" is more specific")
        case .rejected(let why):
            (outcome, reason) = ("rejected", why)
        }
        return .object([
            "pattern": .string(candidate.pattern.text),
            "outcome": .string(outcome),
            "reason": .string(orNull: reason),
        ])
    }
}
