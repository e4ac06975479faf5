import Foundation

/// What must hold for every table and URL, as the documentation of ``RouteTable``,
/// ``RoutePattern``, ``RouteURL`` and reverse routing states it.
struct RoutingInvariants {
    let table: RouteTable
    let caseInsensitive: Bool
    let precedence: RoutePrecedenceModel

    init(table: RouteTable) {
        self.table = table
        self.caseInsensitive = table.options.contains(.caseInsensitive)
        self.precedence = RoutePrecedenceModel(table: table)
    }

    /// Registers `slug` (lowercase letters, digits and `-`) and then every pattern that the table
    /// takes. A refused pattern leaves the table as it was; a registered one is found again by its
    /// text and by its canonical form.
    static func register(_ patterns: [String], options: RouteTable.Options) -> RouteTable {
        var table = RouteTable(options: options)
        let slug = RouteParameterType("slug") { segment in
            !segment.isEmpty
                && segment.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
        }
        do {
            try table.register(parameterType: slug)
        } catch {
            violated("registering the parameter type slug failed: \(error)")
        }
        for text in patterns {
            let count = table.count
            do {
                let pattern = try table.register(text)
                require(table.count == count + 1, "registering \"\(text)\" did not add one pattern")
                require(table.pattern(text) == pattern, "\"\(text)\" is not found by its text")
                require(
                    table.pattern(pattern.description) == pattern,
                    "\"\(text)\" is not found by its canonical form \"\(pattern.description)\""
                )
                checkCanonicalForm(of: pattern)
            } catch {
                require(table.count == count, "\"\(text)\" was refused (\(error)) but the table changed")
                require(error.subject == text, "the error for \"\(text)\" names \"\(error.subject)\"")
            }
        }
        require(table.patterns.count == table.count, "the precedence order does not list every pattern once")
        _ = table.description
        return table
    }

    /// The one-pass parse of the common URL shape and the full parse agree on `string`: the same
    /// URL, or the same error (message and offset included).
    static func checkBothParses(_ string: String) {
        let usual: Result<RouteURL, RouteError> = Result { () throws(RouteError) in try RouteURL(string) }
        let full: Result<RouteURL, RouteError> = Result { () throws(RouteError) in try RouteURL(fullParse: string) }
        require(usual == full, "the two parses of \"\(string)\" differ: \(usual) and \(full)")
    }

    /// The canonical form parses back to the same pattern.
    static func checkCanonicalForm(of pattern: RoutePattern) {
        let canonical = pattern.description
        guard let reparsed = try? RoutePattern(canonical) else {
            violated("the canonical form \"\(canonical)\" of \"\(pattern.text)\" does not parse")
        }
        require(
            reparsed.scope == pattern.scope
                && reparsed.segments.map(\.kind) == pattern.segments.map(\.kind)
                && reparsed.segments.map(\.isOptional) == pattern.segments.map(\.isOptional)
                && reparsed.description == canonical,
            "the canonical form \"\(canonical)\" of \"\(pattern.text)\" parses to a different pattern"
        )
    }

    /// Matches `string` and checks the match against `explain`, the captures, the precedence
    /// rules and reverse routing.
    func check(_ string: String) {
        let url: RouteURL
        do {
            url = try RouteURL(string)
        } catch {
            // Past the standard limits, `RouteURL` refuses a URL as the table does, naming the limit.
            let named =
                error.code == .invalidURL
                || (error.code == .limitExceeded && (error.limit == .urlLength || error.limit == .urlSegments))
            require(named && error.subject == string, "bad error for URL \"\(string)\": \(error)")
            FuzzStatistics.refused(string, error)
            require((try? table.match(string)) == nil, "\"\(string)\" does not parse, yet it matched")
            return
        }
        FuzzStatistics.parsed(string)
        let match = table.match(url)
        require(table.match(url) == match, "matching \"\(string)\" twice gave two answers")
        let explanation = table.explain(url)
        require(explanation.match == match, "explain(\"\(string)\") disagrees with match")
        require(explanation.candidates.count == table.count, "explain(\"\(string)\") does not list every pattern")
        let matching = explanation.matchingCandidates
        guard let match else {
            if let first = matching.first {
                violated("nothing matched \"\(string)\", yet \"\(first.pattern.text)\" matches it alone")
            }
            return
        }
        for candidate in matching {
            let expected: RouteCandidate.Outcome =
                candidate.pattern == match.pattern ? .won : .outranked(by: match.pattern)
            require(candidate.outcome == expected, "explain(\"\(string)\"): \(candidate)")
        }
        require(
            matching.contains { $0.pattern == match.pattern },
            "\"\(match.pattern.text)\" won \"\(string)\" but does not match it alone"
        )
        let captures = RouteCaptures(match: match, url: url, caseInsensitive: caseInsensitive)
        for candidate in matching where candidate.pattern != match.pattern {
            require(
                precedence.precedes(match.pattern, candidate.pattern, url: url),
                "\"\(match.pattern.text)\" won \"\(string)\" over the more specific \"\(candidate.pattern.text)\""
            )
        }
        checkReverseRouting(match, captures, string)
    }

    /// Building the URL of the winning pattern from what it captured, and matching that URL,
    /// gives the same captures back.
    private func checkReverseRouting(_ match: RouteMatch, _ captures: RouteCaptures, _ string: String) {
        let pattern = match.pattern
        // A web pattern for any host (`https://*/**`) cannot say which host to write: reverse
        // routing refuses it by design, so there is no round trip to check.
        if let scheme = pattern.scope.scheme, pattern.scope.host == nil, RouteScope.webSchemes.contains(scheme) {
            return
        }
        var values: [String: String] = [:]
        for entry in captures.pathParameters {
            values[entry.name] = entry.value
        }
        // The first value of each query item the path does not use goes back into the query.
        let pathNames = Set(pattern.parameterNames)
        for item in match.url.queryItems where !pathNames.contains(item.name) && values[item.name] == nil {
            values[item.name] = item.value
        }
        let roundTrip = RouteRoundTrip(
            pattern: pattern,
            parameters: values,
            wildcards: match.wildcards,
            rest: match.rest ?? []
        )
        let reversed: String
        do {
            reversed = try roundTrip.url(in: table)
        } catch {
            // Escaping makes the URL longer than its values: near the limit, the table refuses
            // to write a URL it would refuse to match.
            if error.code == .limitExceeded { return }
            violated("\"\(string)\" matched \"\(pattern.text)\", but its URL cannot be built back: \(error)")
        }
        guard let reversedURL = try? RouteURL(reversed) else {
            violated("reverse routing of \"\(pattern.text)\" wrote \"\(reversed)\", which does not parse")
        }
        let context = "\"\(string)\" matched \"\(pattern.text)\"; its reverse URL \"\(reversed)\""
        require(reversedURL.segments == captures.reverseSegments, "\(context) has other segments")
        require(
            reversedURL.scheme == pattern.scope.scheme && reversedURL.host == pattern.scope.host,
            "\(context) is outside the pattern's scope"
        )
        guard let rematch = table.match(reversedURL) else {
            violated("\(context) matches nothing")
        }
        if !caseInsensitive && captures.reverseSegments == reversedURL.segments
            && captures.reverseSegments.count == match.url.segments.count
        {
            // Same segments and a scope the pattern has: the search must end the same.
            let again = RouteCaptures(match: rematch, url: reversedURL, caseInsensitive: false)
            require(
                again.pathParameters == captures.pathParameters,
                "\(context) captured \(again.pathParameters) instead of \(captures.pathParameters)"
            )
            let differences = roundTrip.differences(from: rematch)
            require(differences.isEmpty, "\(context) gave other captures: \(differences.joined(separator: "; "))")
        } else {
            // Optional literals left out, or literals written in the pattern's case: another pattern
            // may win, but this one still matches.
            let alone = table.explain(reversedURL).candidates.first { $0.pattern == pattern }
            if case .rejected(let reason)? = alone?.outcome {
                violated("\(context) is not matched by that pattern: \(reason)")
            }
        }
    }
}
