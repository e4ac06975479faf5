/// Ways of writing a scheme that are surely mistakes.
///
/// Each would otherwise be read as something the writer did not mean: `my_app://inbox` (a
/// character no scheme may have) as the path `my_app:/inbox`, whose first segment is `my_app:`,
/// in URLs and patterns alike; and, in a pattern only, `myapp:/inbox` (one slash) as the literal
/// segment `myapp:`. A URL with one slash after its scheme is what RFC 3986 reads it as, the
/// scheme `myapp` and the path `/inbox`, and the system may hand an app such a link, so URLs
/// accept it. A scheme followed by no slash at all (`mailto:ana@example.com`) is a URL of its own
/// kind and stays accepted.
enum SchemeSpelling {
    /// The offset and reason of a mistaken scheme at the start of `bytes[..<end]`, or `nil`.
    ///
    /// Only text before the first `:` counts as a scheme, and only when no `/`, `?` or `#` comes
    /// first: a colon inside a path or a query is not a scheme's.
    ///
    /// - Parameters:
    ///   - bytes: the UTF-8 bytes of the URL or pattern.
    ///   - end: where the part that may hold a scheme ends (the start of a URL's query or
    ///     fragment).
    ///   - webSchemesChecked: whether the caller refuses a web scheme without `//` itself, with
    ///     a message of its own.
    ///   - oneSlashAllowed: whether one slash after a valid scheme is read as RFC 3986 reads it
    ///     (URLs) rather than refused (patterns).
    static func mistake(
        in bytes: UnsafeBufferPointer<UInt8>,
        end: Int,
        webSchemesChecked: Bool,
        oneSlashAllowed: Bool = false
    ) -> (offset: Int, reason: String)? {
        var colon = 0
        while colon < end {
            let byte = bytes[colon]
            if byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return nil }
            colon += 1
        }
        guard colon < end, colon + 1 < end, bytes[colon + 1] == UInt8(ascii: "/") else { return nil }
        let scheme = UnsafeBufferPointer(rebasing: bytes[0..<colon])
        let twoSlashes = colon + 2 < end && bytes[colon + 2] == UInt8(ascii: "/")
        if twoSlashes {
            guard let first = scheme.first else { return (0, "there is no scheme before `://`") }
            if !first.isASCIILetter { return (0, "a scheme starts with a letter") }
            if let bad = scheme.firstIndex(where: { !$0.isSchemeCharacter }) {
                return (bad, "a scheme has letters, digits, `+`, `-` and `.` only")
            }
            return nil
        }
        guard !oneSlashAllowed, let first = scheme.first, first.isASCIILetter, scheme.allSatisfy(\.isSchemeCharacter)
        else {
            return nil
        }
        let name = String(decoding: scheme, as: UTF8.self)
        if webSchemesChecked, RouteScope.webSchemes.contains(name.lowercased()) { return nil }
        return (colon + 1, "a scheme is followed by two slashes: write it \(name)://…")
    }
}
