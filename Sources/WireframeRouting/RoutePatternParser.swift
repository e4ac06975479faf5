import WireframeSupport

/// Turns pattern text into a ``RoutePattern``, or a ``RouteError`` naming the offset at fault.
struct RoutePatternParser {
    let text: String
    /// The text's UTF-8 bytes, valid while the parser is (see ``RoutePattern/init(_:)``).
    private let bytes: UnsafeBufferPointer<UInt8>

    init(_ text: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.bytes = bytes
    }

    mutating func parse() throws(RouteError) -> RoutePattern {
        if bytes.count > RoutePatternStorage.maximumTextCount {
            throw fault(
                at: RoutePatternStorage.maximumTextCount,
                "a pattern has at most \(RoutePatternStorage.maximumTextCount) bytes"
            )
        }
        if let bad = bytes.firstIndex(where: { $0 <= 0x20 || $0 == 0x7F }) {
            throw fault(at: bad, bytes[bad] == 0x20 ? "a space is not allowed" : "a control character is not allowed")
        }
        if let mark = bytes.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }),
            isQueryOrFragment(at: mark)
        {
            throw fault(at: mark, "a pattern matches a path; query and fragment cannot be part of it")
        }
        let mistake = SchemeSpelling.mistake(in: bytes, end: bytes.count, webSchemesChecked: false)
        if let mistake { throw fault(at: mistake.offset, mistake.reason) }
        var scope = RouteScope.any
        var pathStart = 0
        if let separator = schemeSeparator() {
            let scheme = String(decoding: bytes[0..<separator], as: UTF8.self).lowercased()
            pathStart = separator + 3
            if RouteScope.webSchemes.contains(scheme) {
                let hostEnd = bytes[pathStart...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
                let host = bytes[pathStart..<hostEnd]
                if host.isEmpty {
                    throw fault(at: pathStart, "a \(scheme) pattern needs a host (\(scheme)://example.com/…)")
                }
                if let bad = host.firstIndex(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "@") }) {
                    throw fault(at: bad, "port and user info are ignored when matching; leave them out of the host")
                }
                // URL hosts are compared percent-decoded, and a `?` starts a URL's query.
                if let bad = host.firstIndex(of: UInt8(ascii: "%")) {
                    throw fault(at: bad, "write the host without percent escapes; URL hosts are matched decoded")
                }
                if let bad = host.firstIndex(of: UInt8(ascii: "?")) {
                    throw fault(at: bad, "a host cannot be optional or contain `?`")
                }
                scope = try webScope(scheme: scheme, host: host)
                // Hosts are matched in Unicode, punycode decoded (see RouteURL).
                if let named = scope.host, HostName.unicode(named.lowercased()) == nil {
                    throw fault(at: pathStart, "the host has an `xn--` label that is not valid punycode")
                }
                pathStart = hostEnd
            } else {
                scope = RouteScope(scheme: scheme, host: nil)
            }
        }
        let codes = try parseSegments(from: pathStart)
        return RoutePattern(storage: .make(text: text, scope: scope, codes: codes))
    }

    /// A `?` right after a segment's name is the optional marker; anywhere else it starts a query.
    private func isQueryOrFragment(at index: Int) -> Bool {
        if bytes[index] == UInt8(ascii: "#") { return true }
        let next = index + 1
        return !(next == bytes.count || bytes[next] == UInt8(ascii: "/"))
    }

    /// The index of `://` when the text starts with a scheme.
    private func schemeSeparator() -> Int? {
        guard let first = bytes.first, first.isASCIILetter else { return nil }
        var index = 1
        while index < bytes.count, bytes[index].isSchemeCharacter { index += 1 }
        guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
            bytes[index + 2] == UInt8(ascii: "/")
        else { return nil }
        return index
    }

    private func parseSegments(from start: Int) throws(RouteError) -> [SegmentCode] {
        var codes: [SegmentCode] = []
        var slashes = 0
        for index in start..<bytes.count where bytes[index] == UInt8(ascii: "/") { slashes += 1 }
        codes.reserveCapacity(slashes + 1)
        // Parameter names as byte ranges of the text: names are ASCII, so equal bytes are equal names.
        var names: [Range<Int>] = []
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") {
                index += 1
                continue
            }
            let end = bytes[index...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
            let (segment, name) = try parseSegment(index..<end)
            if let previous = codes.last {
                if previous.kind == .rest {
                    throw fault(at: index, "`**` must be the last segment")
                }
                if previous.isOptional && segment.kind == .rest {
                    throw fault(at: index, "`**` cannot follow an optional segment")
                }
                if previous.isOptional && !segment.isOptional {
                    throw fault(
                        at: index,
                        "a required segment cannot follow an optional one; only trailing segments can be optional"
                    )
                }
            }
            if let name {
                if names.contains(where: { bytes[$0].elementsEqual(bytes[name]) }) {
                    let text = String(decoding: bytes[name], as: UTF8.self)
                    throw fault(at: index, "parameter name \"\(text)\" is used twice")
                }
                names.append(name)
            }
            codes.append(segment)
            index = end
        }
        return codes
    }

    /// The code of the segment in `range`, and the range of its name when it is a parameter.
    private func parseSegment(_ range: Range<Int>) throws(RouteError) -> (SegmentCode, name: Range<Int>?) {
        var body = range
        var isOptional = false
        if bytes[body.upperBound - 1] == UInt8(ascii: "?") {
            isOptional = true
            body = body.lowerBound..<(body.upperBound - 1)
            if body.isEmpty { throw fault(at: range.lowerBound, "`?` must follow a segment") }
        }
        let slice = bytes[body]
        let offset = range.lowerBound
        // Byte by byte: the generic `elementsEqual` against a literal's `utf8` is a loop of calls.
        let star = UInt8(ascii: "*")
        if slice.count == 2 && slice[body.lowerBound] == star && slice[body.lowerBound + 1] == star {
            if isOptional { throw fault(at: offset, "`**` already matches zero segments; it cannot be optional") }
            return (SegmentCode(kind: .rest, offset: offset, isOptional: false), nil)
        }
        if slice.count == 1 && slice[body.lowerBound] == star {
            return (SegmentCode(kind: .wildcard, offset: offset, isOptional: isOptional), nil)
        }
        if slice.first == UInt8(ascii: ":") {
            let (name, hasType) = try parseParameter(body)
            return (SegmentCode(kind: .parameter, offset: offset, isOptional: isOptional, hasType: hasType), name)
        }
        var isPlain = true
        var isASCII = true
        for index in body {
            switch bytes[index] {
            case UInt8(ascii: "*"):
                throw fault(at: index, "`*` and `**` must be a whole segment")
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                throw fault(at: index, "`<type>` belongs after a parameter name (`:name<type>`)")
            case UInt8(ascii: "?"):
                throw fault(at: index, "`?` may only end a segment")
            case UInt8(ascii: "%"):
                isPlain = false
            case 0x80...:
                isASCII = false
            default: continue
            }
        }
        // Plain ASCII has nothing to check: its controls were refused above. Decoding checks the
        // escapes, and refuses the invisible and direction-changing characters that no URL may
        // hold (InvisibleCharacter), written raw as well as escaped, so that a literal no URL
        // can match is refused, as its escaped canonical form is. The table decodes the literal
        // again when it needs the text.
        if !isPlain || !isASCII {
            do throws(PercentEncoding.Failure) {
                _ = try PercentEncoding.decode(bytes[body], plusIsSpace: false)
            } catch {
                throw fault(at: body.lowerBound + error.offset, error.reason)
            }
        }
        return (SegmentCode(kind: .literal, offset: offset, isOptional: isOptional, isPlain: isPlain), nil)
    }

    /// The range of the parameter's name in `body` (`:name` or `:name<type>`), and whether it has a
    /// type.
    private func parseParameter(_ body: Range<Int>) throws(RouteError) -> (name: Range<Int>, hasType: Bool) {
        let nameStart = body.lowerBound + 1
        var index = nameStart
        while index < body.upperBound, bytes[index].isNameCharacter { index += 1 }
        if index == nameStart {
            throw fault(at: nameStart, "a parameter needs a name (letters, digits, `_` or `-`) after `:`")
        }
        if index == body.upperBound { return (nameStart..<index, false) }
        guard bytes[index] == UInt8(ascii: "<") else {
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            throw fault(at: index, "unexpected \(MessageText.quoted(character(at: index))) in parameter \"\(name)\"")
        }
        let typeStart = index + 1
        guard let close = bytes[typeStart..<body.upperBound].firstIndex(of: UInt8(ascii: ">")) else {
            throw fault(at: index, "`<` is not closed by `>`")
        }
        let type = bytes[typeStart..<close]
        if type.isEmpty { throw fault(at: typeStart, "empty parameter type in `<>`") }
        if let bad = type.firstIndex(where: { !$0.isNameCharacter }) {
            throw fault(at: bad, "a parameter type name has letters, digits, `_` or `-` only")
        }
        if close + 1 != body.upperBound {
            throw fault(at: close + 1, "unexpected text after `>`")
        }
        return (nameStart..<index, true)
    }

    /// The character that starts at byte `offset`, which must start a Unicode scalar: the whole
    /// character as written, not the byte alone (`é`, not `Ã`).
    private func character(at offset: Int) -> String {
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return String(text.unicodeScalars[start...]).first.map(String.init) ?? ""
    }

    private func fault(at offset: Int, _ reason: String) -> RouteError {
        .pattern(.malformedPattern, text, at: offset, reason)
    }
}

extension UInt8 {
    var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
    var isSchemeCharacter: Bool {
        isASCIILetter || isASCIIDigit || self == UInt8(ascii: "+") || self == UInt8(ascii: "-")
            || self == UInt8(ascii: ".")
    }
    var isNameCharacter: Bool {
        isASCIILetter || isASCIIDigit || self == UInt8(ascii: "_") || self == UInt8(ascii: "-")
    }
}
