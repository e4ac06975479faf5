import WireframeSupport

/// Checks one pattern alone against a URL, and says why it does not match and how near it came.
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
        let patternSegments = pattern.segments
        for (index, segment) in patternSegments.enumerated() {
            let place = "segment \(index + 1)"
            if case .rest = segment.kind { return nil }
            guard index < segments.count else {
                if segment.isOptional { return nil }
                return
                    "the URL ends after \(segments.count) segment\(segments.count == 1 ? "" : "s"); the pattern needs \(place) \(MessageText.quoted(segment.description))"
            }
            let value = segments[index]
            if accepts(segment, value) { continue }
            switch segment.kind {
            case .literal(let text):
                return "\(place) \(MessageText.quoted(value)) is not \(MessageText.quoted(text))"
            case .parameter(_, let typeName?):
                return "\(place) \(MessageText.quoted(value)) is not a valid \(typeName)"
            case .parameter(_, nil), .wildcard, .rest:
                continue
            }
        }
        if segments.count > patternSegments.count {
            return "the URL has \(segments.count) segments; the pattern takes at most \(patternSegments.count)"
        }
        return nil
    }

    /// How near the pattern came to matching: how many of the URL's segments, from the first,
    /// it accepts (scheme and host aside), and, where it stops at a literal, how many edits
    /// separate that literal from the URL's segment (a misspelling is near); `nil` edits when
    /// the literal is not a misspelling of the segment (more than a third of it differs).
    func nearness() -> (agreed: Int, edits: Int?) {
        let segments = url.segments
        let patternSegments = pattern.segments
        for (index, segment) in patternSegments.enumerated() {
            if case .rest = segment.kind { return (segments.count, 0) }
            guard index < segments.count else { return (index, 0) }
            if accepts(segment, segments[index]) { continue }
            if case .literal(let text) = segment.kind {
                let edits = EditDistance.between(text, segments[index])
                return (index, edits <= max(1, text.unicodeScalars.count / 3) ? edits : nil)
            }
            return (index, 0)
        }
        return (min(patternSegments.count, segments.count), 0)
    }

    /// Whether `segment` of the pattern accepts the URL's segment `value`.
    private func accepts(_ segment: RoutePattern.Segment, _ value: String) -> Bool {
        switch segment.kind {
        case .literal(let text):
            caseInsensitive ? text.lowercased() == value.lowercased() : text == value
        case .parameter(_, let typeName?):
            typeIndex[typeName].map { types[$0].accepts(value) } ?? true
        case .parameter(_, nil), .wildcard, .rest:
            true
        }
    }
}
