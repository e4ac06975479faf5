// Patterns that parse and register but that no URL the table accepts can match. The table
// refuses a URL past its limits before matching, so a pattern that needs more than a URL may
// hold would sit in the table forever, silently. Checked at registration only, so matching pays
// nothing for it.
extension RouteTable {
    /// Throws ``RouteError/Code/neverMatches`` when every URL `pattern` could match is past the
    /// table's URL limits.
    func checkCanMatch(_ pattern: RoutePattern) throws(RouteError) {
        var required = 0
        // A lower bound of the shortest URL the pattern matches: its scope (a host of at least
        // one byte), then `/` and each required literal as decoded text (a parameter or `*`
        // takes at least one byte); a path without a scheme may leave out its first `/`.
        let storage = pattern.storage
        var bytes = storage.specificity == 0 ? -1 : storage.scope.description.utf8.count
        for index in 0..<storage.segmentCount where !storage.code(at: index).isOptional {
            switch storage.code(at: index).kind {
            case .literal:
                required += 1
                bytes += 1 + storage.literalByteCount(at: index)
            case .parameter, .wildcard:
                required += 1
                bytes += 2
            case .rest:
                continue
            }
        }
        if required > limits.urlSegments {
            throw .pattern(
                .neverMatches,
                pattern.text,
                at: nil,
                "it needs URLs of at least \(required) segments, but the table refuses URLs of more than "
                    + "RouteLimits.urlSegments (\(limits.urlSegments)) before matching"
            )
        }
        if bytes > limits.urlLength {
            throw .pattern(
                .neverMatches,
                pattern.text,
                at: nil,
                "it needs URLs of at least \(bytes) bytes, but the table refuses URLs longer than "
                    + "RouteLimits.urlLength (\(limits.urlLength)) before matching"
            )
        }
    }
}
