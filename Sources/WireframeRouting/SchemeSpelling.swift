/// Ways of writing a scheme that are surely mistakes, which URLs and patterns both refuse.
///
/// Each would otherwise be read as something the writer did not mean: `myapp:/inbox` (one
/// slash) as the scheme `myapp` with a path, so that it looks right in a URL and becomes the
/// literal segment `myapp:` in a pattern; `my_app://inbox` (a character no scheme may have) as
/// the path `my_app:/inbox`, whose first segment is `my_app:`. A scheme followed by no slash at
/// all (`mailto:ana@example.com`) is a URL of its own kind and stays accepted.
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
    static func mistake(
        in bytes: UnsafeBufferPointer<UInt8>,
        end: Int,
        webSchemesChecked: Bool
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
        guard let first = scheme.first, first.isASCIILetter, scheme.allSatisfy(\.isSchemeCharacter) else {
            return nil
        }
        let name = String(decoding: scheme, as: UTF8.self)
        if webSchemesChecked, RouteScope.webSchemes.contains(name.lowercased()) { return nil }
        return (colon + 1, "a scheme is followed by two slashes: write it \(name)://…")
    }
}
