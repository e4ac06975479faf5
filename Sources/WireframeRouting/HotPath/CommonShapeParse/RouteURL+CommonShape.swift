// The usual link taken apart in one pass over its bytes. Most URLs an app meets have one shape:
// a scheme, maybe a web host, a path and a query of plain ASCII, nothing to decode and nothing to
// refuse. This pass reads such a URL once, left to right, and makes each part as it finds it; at
// the first byte that would need more (an escape, a `+` in the query, a space or a control
// character, a byte outside ASCII, a backslash, a `..` segment, a port, user info, an IPv6 or
// punycode host, more segments than the limit, ...) it gives up, and `RouteURL.parse` reads the
// URL from the start. So every error, its message, its offset and the order of the checks are
// that parse's alone; this pass only ever returns what that parse returns for the URLs it takes
// (the property tests and the routing fuzzer compare the two on every URL they make).

extension RouteURL {
    /// Segments the one-pass parse keeps track of; a URL with more takes the full parse.
    static let commonShapeSegmentCapacity = 32

    /// The parts of `bytes` in one pass, when the URL has the common shape (above), or `nil` when
    /// anything in it needs the full parse.
    static func commonShapeParts(_ bytes: UnsafeBufferPointer<UInt8>, maximumSegments: Int) -> Parts? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        let count = bytes.count
        var scheme: String?
        var host: String?
        var pathStart = 0
        let first = base[0]
        if first == UInt8(ascii: "/") {
            // `//evil.com/x` without a scheme is refused by the full parse.
            if count > 1, base[1] == UInt8(ascii: "/") { return nil }
        } else if first.isASCIILetter {
            var index = 1
            while index < count, base[index].isSchemeCharacter { index += 1 }
            if index < count, base[index] == UInt8(ascii: ":") {
                let schemeBytes = UnsafeBufferPointer(start: base, count: index)
                let hasAuthority =
                    index + 2 < count && base[index + 1] == UInt8(ascii: "/") && base[index + 2] == UInt8(ascii: "/")
                if isWebScheme(schemeBytes) {
                    guard hasAuthority, let end = plainHostEnd(base, from: index + 3, count: count) else {
                        return nil
                    }
                    host = String(asciiLowercased: UnsafeBufferPointer(start: base + index + 3, count: end - index - 3))
                    pathStart = end
                } else {
                    pathStart = hasAuthority ? index + 3 : index + 1
                }
                scheme = String(asciiLowercased: schemeBytes)
            } else if index < count {
                // Letters then something else: a relative path only when that is where the path
                // ends or a segment does; anything else (`my_app://`) is the full parse's to judge.
                let stop = base[index]
                guard stop == UInt8(ascii: "/") || stop == UInt8(ascii: "?") || stop == UInt8(ascii: "#") else {
                    return nil
                }
            }
        } else {
            return nil
        }

        // The path's segment bounds go on the stack; their strings are made once all is plain.
        return withUnsafeTemporaryAllocation(of: (start: Int, end: Int).self, capacity: commonShapeSegmentCapacity) {
            commonShapeParts(
                base,
                count: count,
                pathStart: pathStart,
                maximumSegments: min(commonShapeSegmentCapacity, maximumSegments),
                bounds: $0,
                scheme: scheme,
                host: host
            )
        }
    }

    /// The rest of ``commonShapeParts(_:maximumSegments:)``, from the path on, with room for the
    /// segments' bounds.
    private static func commonShapeParts(
        _ base: UnsafePointer<UInt8>,
        count: Int,
        pathStart: Int,
        maximumSegments: Int,
        bounds: UnsafeMutableBufferPointer<(start: Int, end: Int)>,
        scheme: String?,
        host: String?
    ) -> Parts? {
        var segmentCount = 0
        var index = pathStart
        var segmentStart = pathStart
        while true {
            // Plain bytes run on to one that ends a segment or needs the full parse.
            while index < count, !base[index].endsPlainRun { index += 1 }
            // The end reads as `?`, so that the last segment ends as one before a query does.
            let byte: UInt8 = index < count ? base[index] : UInt8(ascii: "?")
            guard byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") else {
                return nil
            }
            if index > segmentStart {
                // A `..` segment is refused by the full parse.
                if index - segmentStart == 2, base[segmentStart] == UInt8(ascii: "."),
                    base[segmentStart + 1] == UInt8(ascii: ".")
                {
                    return nil
                }
                guard segmentCount < maximumSegments, segmentCount < bounds.count else { return nil }
                bounds[segmentCount] = (segmentStart, index)
                segmentCount += 1
            }
            if byte != UInt8(ascii: "/") { break }
            index += 1
            segmentStart = index
        }
        var queryItems: [QueryItem] = []
        if index < count, base[index] == UInt8(ascii: "?") {
            guard let end = plainQuery(base, from: index + 1, count: count, into: &queryItems) else { return nil }
            index = end
        }
        var fragment: String?
        if index < count {
            // What is left starts with `#`: the fragment, to the end.
            let start = index + 1
            for offset in start..<count where !base[offset].isPlainURLByte { return nil }
            fragment = String(utf8Bytes: UnsafeBufferPointer(start: base + start, count: count - start))
        }
        var segments: [String] = []
        if segmentCount > 0 {
            // Appended to a reserved array: `Array(unsafeUninitializedCapacity:)` is not
            // specialised for `String` and looks up the array's metadata on every call.
            segments.reserveCapacity(segmentCount)
            for (start, end) in bounds[..<segmentCount] {
                segments.append(String(utf8Bytes: UnsafeBufferPointer(start: base + start, count: end - start)))
            }
        }
        return Parts(scheme: scheme, host: host, segments: segments, queryItems: queryItems, fragment: fragment)
    }

    /// Whether `scheme` is `http` or `https`, in any case.
    private static func isWebScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
        guard scheme.count == 4 || scheme.count == 5 else { return false }
        return scheme[0] | 0x20 == UInt8(ascii: "h") && scheme[1] | 0x20 == UInt8(ascii: "t")
            && scheme[2] | 0x20 == UInt8(ascii: "t") && scheme[3] | 0x20 == UInt8(ascii: "p")
            && (scheme.count == 4 || scheme[4] | 0x20 == UInt8(ascii: "s"))
    }

    /// Where a web host of letters, digits, `-` and `.` starting at `start` ends (at `/`, `?`,
    /// `#` or the end), or `nil` when it is empty, has any other byte (user info, a port, an IPv6
    /// address, an escape) or an `xn--` label, which the full parse decodes.
    private static func plainHostEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int? {
        var end = start
        var hyphens = 0
        while end < count {
            let byte = base[end]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: "-") {
                hyphens += 1
                // `xn--` anywhere (as `HostName` looks for it): `x`, `n`, then this second `-`.
                if hyphens == 2, end - start >= 3, base[end - 1] == UInt8(ascii: "-"),
                    base[end - 2] | 0x20 == UInt8(ascii: "n"), base[end - 3] | 0x20 == UInt8(ascii: "x")
                {
                    return nil
                }
            } else {
                hyphens = 0
                guard byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: ".") else { return nil }
            }
            end += 1
        }
        return end > start ? end : nil
    }

    /// The query's items from `start` to `#` or the end, appended to `items` when every byte is
    /// plain and none is `+` (a space in a query); where it ends, or `nil`.
    private static func plainQuery(
        _ base: UnsafePointer<UInt8>,
        from start: Int,
        count: Int,
        into items: inout [QueryItem]
    ) -> Int? {
        // First its bounds and how many pairs it can have, so that the items take one allocation.
        var end = start
        var pairs = 1
        while end < count {
            let byte = base[end]
            if byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: "&") {
                pairs += 1
            } else if byte == UInt8(ascii: "+") || !byte.isPlainURLByte {
                return nil
            }
            end += 1
        }
        items.reserveCapacity(pairs)
        var pairStart = start
        while pairStart < end {
            var pairEnd = pairStart
            var equals = -1
            while pairEnd < end, base[pairEnd] != UInt8(ascii: "&") {
                if equals < 0, base[pairEnd] == UInt8(ascii: "=") { equals = pairEnd }
                pairEnd += 1
            }
            // An empty key, `=` first or nothing at all, is dropped, as the full parse drops it.
            let nameEnd = equals >= 0 ? equals : pairEnd
            if nameEnd > pairStart {
                let name = String(utf8Bytes: UnsafeBufferPointer(start: base + pairStart, count: nameEnd - pairStart))
                let value =
                    equals >= 0
                    ? String(utf8Bytes: UnsafeBufferPointer(start: base + equals + 1, count: pairEnd - equals - 1))
                    : ""
                items.append(QueryItem(name: name, value: value))
            }
            pairStart = pairEnd + 1
        }
        return end
    }
}

extension UInt8 {
    /// Printable ASCII but `%` and `\`: a byte that reads as itself in every part of a URL.
    fileprivate var isPlainURLByte: Bool {
        self > 0x20 && self < 0x7F && self != UInt8(ascii: "%") && self != UInt8(ascii: "\\")
    }

    /// Whether a run of plain path bytes ends here: at `/`, `?` or `#`, or at a byte that is not
    /// plain. One bit a byte below 128 (space and the controls, `#`, `%`, `/`, `?`; `\`, DEL).
    fileprivate var endsPlainRun: Bool {
        if self >= 0x80 { return true }
        let bits: UInt64 = self < 64 ? 0x8000_8029_FFFF_FFFF : 0x8000_0000_1000_0000
        return bits >> (self & 63) & 1 != 0
    }
}

extension String {
    /// The ASCII text of `bytes` with its capital letters made small: what `lowercased()` makes
    /// of ASCII text, without making the text first.
    fileprivate init(asciiLowercased bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
            for index in 0..<bytes.count {
                let byte = bytes[index]
                buffer[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
            }
            return bytes.count
        }
    }
}
