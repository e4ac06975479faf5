import WireframeSupport

/// A URL string taken apart the way the matcher sees it: scheme, web host, percent-decoded path
/// segments, query items and fragment.
///
/// The rules:
/// - A string without a scheme is a path (`/users/42`, or `users/42`).
/// - In `http` and `https` URLs the host is a domain, lowercased; port and user info are dropped
///   (a port must be a number from 0 to 65535).
/// - In a custom-scheme URL there is no host: everything after `scheme://` is path, so
///   `myapp://users/42` has the segments `users` and `42`. One slash after the scheme reads as
///   RFC 3986 reads it: `myapp:/users/42` is the same path, `tests:/` an empty one.
/// - Segments are split on `/` first and percent-decoded after, so `%2F` stays inside its
///   segment. Empty segments (repeated or trailing slashes) are dropped.
/// - In the query, `+` is a space; empty pairs and empty keys are dropped; a key without `=` has
///   the empty string as value. The fragment is percent-decoded.
/// - Spaces, control characters and `%` not followed by two hex digits make the URL invalid, and
///   so do escapes of control characters (`%00`, `%1B`; query values and fragments may hold
///   `%09`, `%0A` and `%0D`), C1 controls, bidirectional controls, invisible characters and
///   line separators, raw or escaped (`%E2%80%AE`), `..` segments, raw or escaped (`%2E%2E`),
///   a `..` between escaped slashes or backslashes inside a segment (`..%2F..%2Fetc`), a
///   URL that starts with `//` but has no scheme (`//evil.com/x`), and a raw `\` in the path,
///   which a browser reads as `/` (`/\evil.com/x` links to evil.com there); `%5C` is a
///   backslash inside a segment.
/// - A host in punycode (`xn--bcher-kva.example`, as Foundation's `URL` writes it) is decoded to
///   Unicode (`bücher.example`), as the host of a pattern is, so both spellings match alike.
/// - A character no scheme may have (`my_app://inbox`) is surely a mistake, and the URL is
///   invalid. A scheme followed by no slash (`mailto:ana@example.com`) is accepted; its path is
///   what follows the colon.
/// - Past ``RouteLimits/standard`` (more than 65 536 bytes or 1 024 segments) the URL is refused
///   with ``RouteError/Code/limitExceeded``.
public struct RouteURL: Hashable, Sendable {
    // The string and its parts sit in one immutable block (`Storage`), never changed once
    // parsed, so it needs no copy-on-write.
    private let storage: Storage

    /// The string as given.
    public var string: String { storage.string }
    /// The scheme, lowercased, or `nil` for a path.
    public var scheme: String? { storage.parts.scheme }
    /// The host of an `http` or `https` URL, lowercased.
    public var host: String? { storage.parts.host }
    /// The path segments, percent-decoded.
    public var segments: [String] { storage.parts.segments }
    /// The query items in order, percent-decoded.
    public var queryItems: [QueryItem] { storage.parts.queryItems }
    /// The fragment, percent-decoded.
    public var fragment: String? { storage.parts.fragment }

    /// One `name=value` pair of a query.
    public struct QueryItem: Hashable, Sendable {
        /// The key.
        public let name: String
        /// The value; the empty string for a key without `=`.
        public let value: String

        /// Creates a query item.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Parses `string`, within the standard limits (``RouteLimits/standard``).
    ///
    /// Every URL that reaches a ``RouteTable`` is parsed here, so a URL past the limits is
    /// refused wherever it arrives: ``RouteTable/match(_:)-(String)``, a URL parsed first and
    /// matched with ``RouteTable/match(_:)-(RouteURL)``, or a wireframe's request.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidURL`` naming the offset at fault,
    ///   or ``RouteError/Code/limitExceeded`` when `string` has more than
    ///   ``RouteLimits/urlLength`` bytes or more than ``RouteLimits/urlSegments`` segments.
    public init(_ string: String) throws(RouteError) {
        try self.init(string, limits: .standard)
    }

    /// Parses `string`, refusing it past `limits`: for a table made with limits of its own.
    ///
    /// <!-- sample RouteURL/init -->
    /// ```swift
    /// let routes = RouteTable(limits: RouteLimits(urlSegments: 4_096))
    /// let deep = try RouteURL(String(repeating: "/x", count: 2_000), limits: routes.limits)
    /// ```
    ///
    /// - Throws: ``RouteError`` as ``init(_:)`` does, the limits being `limits`.
    public init(_ string: String, limits: RouteLimits) throws(RouteError) {
        let parts = try Self.parts(of: string, limits: limits, commonShapeFirst: true)
        self.storage = Storage(string: string, parts: parts)
    }

    /// `string` read by the full parse alone, never by the one-pass parse of the common shape
    /// (`RouteURL+CommonShape.swift`): what the tests and the fuzzer compare that parse with.
    package init(fullParse string: String, limits: RouteLimits = .standard) throws(RouteError) {
        self.storage = Storage(
            string: string,
            parts: try Self.parts(of: string, limits: limits, commonShapeFirst: false)
        )
    }

    /// Whether `string` has the common shape, which one pass over its bytes takes apart.
    package static func hasCommonShape(_ string: String, limits: RouteLimits = .standard) -> Bool {
        var copy = string
        return copy.withUTF8 { commonShapeParts($0, maximumSegments: limits.urlSegments) } != nil
    }

    /// The parts of `string`: from the one-pass parse of the common shape when
    /// `commonShapeFirst` and it takes `string`, else from the full parse.
    private static func parts(
        of string: String,
        limits: RouteLimits,
        commonShapeFirst: Bool
    ) throws(RouteError) -> Parts {
        // The length is checked before parsing, so that an oversized URL costs nothing more.
        if string.utf8.count > limits.urlLength {
            throw .limit(.urlLength, limits.urlLength, "URL", string, "it has \(string.utf8.count) bytes")
        }
        var copy = string
        // The usual URL in one pass, its parts the closure's result.
        if commonShapeFirst, let parts = copy.withUTF8({ commonShapeParts($0, maximumSegments: limits.urlSegments) }) {
            return parts
        }
        // Anything else, and every error, from the full parse.
        var parts = Parts()
        let failure: RouteError? = copy.withUTF8 { bytes in
            do throws(RouteError) {
                try parse(string, bytes, maximumSegments: limits.urlSegments, into: &parts)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
        return parts
    }

    /// A URL string and its parts, in one block; equal when both are, as the URLs are.
    private final class Storage: Hashable, Sendable {
        let string: String
        let parts: Parts

        init(string: String, parts: Parts) {
            self.string = string
            self.parts = parts
        }

        static func == (lhs: Storage, rhs: Storage) -> Bool {
            lhs === rhs || (lhs.string == rhs.string && lhs.parts == rhs.parts)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(string)
            hasher.combine(parts)
        }
    }

    /// What the parse makes of a URL string.
    struct Parts: Hashable, Sendable {
        var scheme: String?
        var host: String?
        var segments: [String] = []
        var queryItems: [QueryItem] = []
        var fragment: String?
    }

    private static func parse(
        _ string: String,
        _ bytes: UnsafeBufferPointer<UInt8>,
        maximumSegments: Int,
        into parts: inout Parts
    ) throws(RouteError) {
        var pathStart = 0
        var pathEnd = bytes.count
        var scheme: String?
        var host: String?
        var queryStart: Int?
        var fragmentStart: Int?

        // One pass: reject spaces, control characters and backslashes in the path, find the first
        // `?` and `#`, and count the slashes before them (the most segments the path can have).
        // Letters, digits and every byte above `/` but `?`, `\` and DEL need none of these checks.
        var slashes = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte > UInt8(ascii: "/") && byte != UInt8(ascii: "?") && byte != UInt8(ascii: "\\") && byte != 0x7F {
                continue
            }
            if byte == UInt8(ascii: "\\") {
                // A browser reads `\` in a path as `/` (WHATWG URL), so `/\evil.com/x` is a link
                // to the host evil.com there, which the matcher would read as a path: refused, as
                // `//evil.com/x` is, rather than read one way here and another there.
                guard queryStart == nil, fragmentStart == nil else { continue }
                throw .url(
                    string,
                    at: index,
                    "a `\\` in the path, which a browser reads as `/` (`/\\evil.com/x` links to the host evil.com "
                        + "there); write it as %5C to keep it in a segment"
                )
            }
            if byte <= 0x20 || byte == 0x7F {
                throw .url(
                    string,
                    at: index,
                    byte == 0x20 ? "a space must be percent-encoded as %20" : "a control character is not allowed"
                )
            }
            if byte == UInt8(ascii: "#"), fragmentStart == nil {
                fragmentStart = index
            } else if byte == UInt8(ascii: "?"), queryStart == nil, fragmentStart == nil {
                queryStart = index
            } else if byte == UInt8(ascii: "/"), queryStart == nil, fragmentStart == nil {
                slashes += 1
            }
        }
        pathEnd = queryStart ?? fragmentStart ?? bytes.count
        // A URL is read as RFC 3986 reads it: `myapp:/inbox` is the scheme `myapp` and the path
        // `/inbox`, as the system hands it to an app.
        if let mistake = SchemeSpelling.mistake(in: bytes, end: pathEnd, webSchemesChecked: true, oneSlashAllowed: true)
        {
            throw .url(string, at: mistake.offset, mistake.reason)
        }

        if let first = bytes.first, first.isASCIILetter {
            var index = 1
            while index < pathEnd, bytes[index].isSchemeCharacter { index += 1 }
            if index < pathEnd, bytes[index] == UInt8(ascii: ":") {
                let schemeBytes = UnsafeBufferPointer(rebasing: bytes[0..<index])
                let name = String(decoding: schemeBytes, as: UTF8.self)
                let lowercased = schemeBytes.contains(where: \.isASCIIUppercase) ? name.lowercased() : name
                scheme = lowercased
                pathStart = index + 1
                let hasAuthority =
                    pathStart + 1 < pathEnd && bytes[pathStart] == UInt8(ascii: "/")
                    && bytes[pathStart + 1] == UInt8(ascii: "/")
                if Self.webSchemes.contains(lowercased) {
                    guard hasAuthority else {
                        throw .url(string, at: pathStart, "a \(lowercased) URL needs `//` and a host")
                    }
                    let authorityStart = pathStart + 2
                    var authorityEnd = authorityStart
                    while authorityEnd < pathEnd, bytes[authorityEnd] != UInt8(ascii: "/") { authorityEnd += 1 }
                    host = try Self.host(bytes, authorityStart..<authorityEnd, string)
                    pathStart = authorityEnd
                } else if hasAuthority {
                    pathStart += 2
                }
            }
        }
        // Without a scheme, `//evil.com/x` is a path to the matcher but a link to the host
        // `evil.com` to Foundation's `URL` and to a browser: refused rather than read one way.
        if scheme == nil, pathEnd >= 2, bytes[0] == UInt8(ascii: "/"), bytes[1] == UInt8(ascii: "/") {
            throw .url(
                string,
                at: 0,
                "a URL that starts with `//` names a host but no scheme, so it reads as a path here and as "
                    + "a link to that host elsewhere; write its scheme (`https://…`) or one slash"
            )
        }
        parts.scheme = scheme
        parts.host = host
        // The slashes of `scheme://` and of a web host are not the path's.
        for index in 0..<pathStart where bytes[index] == UInt8(ascii: "/") { slashes -= 1 }
        parts.segments = try Self.segments(
            bytes,
            pathStart..<pathEnd,
            slashes: slashes,
            maximumSegments: maximumSegments,
            string
        )
        if let queryStart {
            parts.queryItems = try Self.query(bytes, (queryStart + 1)..<(fragmentStart ?? bytes.count), string)
        }
        if let fragmentStart {
            parts.fragment = try Self.decode(
                bytes,
                (fragmentStart + 1)..<bytes.count,
                plusIsSpace: false,
                allowsLineBreaks: true,
                string
            )
        }
    }

    private static func host(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ authority: Range<Int>,
        _ string: String
    ) throws(RouteError) -> String {
        var start = authority.lowerBound
        // User info ends at the last `@`.
        if let at = bytes[authority].lastIndex(of: UInt8(ascii: "@")) { start = at + 1 }
        var end = authority.upperBound
        if start < end, bytes[start] == UInt8(ascii: "[") {
            guard let close = bytes[start..<end].firstIndex(of: UInt8(ascii: "]")) else {
                throw .url(string, at: start, "`[` of an IPv6 host is not closed by `]`")
            }
            end = close + 1
            if end < authority.upperBound, bytes[end] != UInt8(ascii: ":") {
                throw .url(string, at: end, "an IPv6 host's `]` is followed by `:` and a port, or by nothing")
            }
        } else if let colon = bytes[start..<end].firstIndex(of: UInt8(ascii: ":")) {
            end = colon
        }
        if start == end {
            throw .url(string, at: start, "the URL has no host")
        }
        if end < authority.upperBound {
            try checkPort(bytes, (end + 1)..<authority.upperBound, string)
        }
        let host = try decode(bytes, start..<end, plusIsSpace: false, string).lowercased()
        // Foundation's `URL` writes an internationalised host in punycode, a typed string in
        // Unicode: both are matched in Unicode, so the two spellings of one link agree.
        guard let unicode = HostName.unicode(host) else {
            throw .url(string, at: start, "the host has an `xn--` label that is not valid punycode")
        }
        if unicode != host, let found = InvisibleCharacter.first(in: Array(unicode.utf8)) {
            throw .url(
                string,
                at: start,
                "the host's `xn--` label decodes to \(found.kind) (\(InvisibleCharacter.codePoint(found.scalar))), "
                    + "which is not allowed"
            )
        }
        return unicode
    }

    /// Refuses a port that is not a number from 0 to 65 535 (RFC 3986 allows an empty one).
    private static func checkPort(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ port: Range<Int>,
        _ string: String
    ) throws(RouteError) {
        var value = 0
        for index in port {
            guard bytes[index].isASCIIDigit else {
                throw .url(string, at: index, "a port has digits only")
            }
            value = value * 10 + Int(bytes[index] - 0x30)
            if value > 65_535 {
                throw .url(string, at: port.lowerBound, "a port is a number from 0 to 65535")
            }
        }
    }

    /// The path's segments; `slashes` is the number of `/` in the path, so at most `slashes + 1`
    /// segments, which needs no count against the limit when it is within it.
    private static func segments(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ path: Range<Int>,
        slashes: Int,
        maximumSegments: Int,
        _ string: String
    ) throws(RouteError) -> [String] {
        if slashes + 1 > maximumSegments {
            // Counted before anything is decoded, so that a URL past the limit costs one pass.
            var count = 0
            var previous = UInt8(ascii: "/")
            for index in path {
                let byte = bytes[index]
                if byte != UInt8(ascii: "/"), previous == UInt8(ascii: "/") { count += 1 }
                previous = byte
            }
            if count > maximumSegments {
                throw .limit(.urlSegments, maximumSegments, "URL", string, "it has \(count) segments")
            }
        }
        var segments: [String] = []
        segments.reserveCapacity(min(slashes + 1, maximumSegments))
        var start = path.lowerBound
        while start < path.upperBound {
            var end = start
            // Only an escape or a raw backslash can put a separator inside a segment; a plain ASCII
            // segment with nothing to decode is made from its bytes as it is.
            var mayHoldSeparators = false
            var isPlain = true
            while end < path.upperBound {
                let byte = bytes[end]
                if byte == UInt8(ascii: "/") { break }
                if byte >= 0x80 || byte == UInt8(ascii: "%") { isPlain = false }
                if byte == UInt8(ascii: "%") || byte == UInt8(ascii: "\\") { mayHoldSeparators = true }
                end += 1
            }
            if end > start {
                let segment =
                    isPlain
                    ? String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    : try decode(bytes, start..<end, plusIsSpace: false, string)
                let isDotDot =
                    isPlain
                    ? end - start == 2 && bytes[start] == UInt8(ascii: ".") && bytes[start + 1] == UInt8(ascii: ".")
                    : segment == ".."
                // A dot segment, raw or escaped (`%2E%2E`), captured as a parameter could climb
                // out of a folder when an app builds a file path from it; so could a `..`
                // between slashes or backslashes inside one segment (`..%2F..%2Fetc`).
                if isDotDot {
                    throw .url(
                        string,
                        at: start,
                        "a `\(segment)` path segment is not allowed (written \(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))"
                    )
                }
                if mayHoldSeparators, climbsOut(segment) {
                    throw .url(
                        string,
                        at: start,
                        "a path segment may not hold `..` between slashes or backslashes, which would climb out of a "
                            + "folder in a file path (written \(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))"
                    )
                }
                segments.append(segment)
            }
            start = end + 1
        }
        return segments
    }

    private static func query(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ query: Range<Int>,
        _ string: String
    ) throws(RouteError) -> [QueryItem] {
        var items: [QueryItem] = []
        var start = query.lowerBound
        while start < query.upperBound {
            var end = start
            while end < query.upperBound, bytes[end] != UInt8(ascii: "&") { end += 1 }
            if end > start {
                let pair = start..<end
                let equals = bytes[pair].firstIndex(of: UInt8(ascii: "="))
                let name = try decode(bytes, start..<(equals ?? end), plusIsSpace: true, string)
                if !name.isEmpty {
                    let value = try equals.map { (index) throws(RouteError) in
                        try decode(bytes, (index + 1)..<end, plusIsSpace: true, allowsLineBreaks: true, string)
                    }
                    items.append(QueryItem(name: name, value: value ?? ""))
                }
            }
            start = end + 1
        }
        return items
    }

    /// Whether `segment`, split on `/` and `\` (put there by `%2F`, `%5C` or a raw backslash),
    /// has a `..` part: `../../etc/passwd`, `..\win.ini`, `a/..`.
    private static func climbsOut(_ segment: String) -> Bool {
        var hasSeparator = false
        var partLength = 0
        var partIsDots = true
        for byte in segment.utf8 {
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") {
                if partIsDots, partLength == 2 { return true }
                hasSeparator = true
                partLength = 0
                partIsDots = true
            } else {
                partLength += 1
                if byte != UInt8(ascii: ".") { partIsDots = false }
            }
        }
        return hasSeparator && partIsDots && partLength == 2
    }

    /// ``RouteScope/webSchemes`` as an array: two small strings compare faster than a hash.
    private static let webSchemes = Array(RouteScope.webSchemes)

    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ range: Range<Int>,
        plusIsSpace: Bool,
        allowsLineBreaks: Bool = false,
        _ string: String
    ) throws(RouteError) -> String {
        // Fast path for the usual part, plain ASCII with nothing to decode: no generic slice code.
        let part = UnsafeBufferPointer(rebasing: bytes[range])
        var isPlain = true
        for byte in part where byte >= 0x80 || byte == UInt8(ascii: "%") || (plusIsSpace && byte == UInt8(ascii: "+")) {
            isPlain = false
            break
        }
        if isPlain {
            return String(utf8Bytes: part)
        }
        do throws(PercentEncoding.Failure) {
            return try PercentEncoding.decode(
                bytes[range],
                plusIsSpace: plusIsSpace,
                allowsLineBreaks: allowsLineBreaks
            )
        } catch {
            throw .url(string, at: range.lowerBound + error.offset, error.reason)
        }
    }
}

extension UInt8 {
    fileprivate var isASCIIUppercase: Bool { (0x41...0x5A).contains(self) }
}
