// A stored segment read back from the text. A code keeps only where the segment starts: its end
// is the next `/`, its name runs while name characters do, and a `<type>` follows the name, as the
// parser found them (RoutePatternParser). Segments are short, so the scans cost a few bytes each.
extension RoutePatternStorage {
    /// The public value of segment `index`.
    func segment(at index: Int) -> RoutePattern.Segment {
        let code = code(at: index)
        let kind: RoutePattern.Segment.Kind
        switch code.kind {
        case .literal: kind = .literal(literal(at: index))
        case .parameter: kind = .parameter(name: parameterName(at: index), type: typeName(at: index))
        case .wildcard: kind = .wildcard
        case .rest: kind = .rest
        }
        return RoutePattern.Segment(kind: kind, isOptional: code.isOptional, offset: code.offset)
    }

    /// The name of parameter segment `index` (the text after `:`).
    func parameterName(at index: Int) -> String {
        let start = code(at: index).offset + 1
        return withText { text in
            var end = start
            while end < text.count, text[end].isNameCharacter { end += 1 }
            return String(utf8Bytes: UnsafeBufferPointer(rebasing: text[start..<end]))
        }
    }

    /// Whether parameter segment `index` is called `name`, without making a string.
    func parameterName(at index: Int, is name: String) -> Bool {
        let start = code(at: index).offset + 1
        return withText { text in
            var end = start
            while end < text.count, text[end].isNameCharacter { end += 1 }
            let stored = UnsafeBufferPointer(rebasing: text[start..<end])
            var name = name
            // Names are ASCII; other text can still equal one as a `String` (U+212A KELVIN SIGN
            // is `K`), so only that compares as strings, told from the bytes already at hand.
            let sameBytes: Bool? = name.withUTF8 { bytes in
                if bytes.hasSameBytes(as: stored) { return true }
                return bytes.contains { $0 >= 0x80 } ? nil : false
            }
            return sameBytes ?? (String(decoding: stored, as: UTF8.self) == name)
        }
    }

    /// The type name of parameter segment `index`, or `nil` when it has none.
    func typeName(at index: Int) -> String? {
        let code = code(at: index)
        guard code.hasType else { return nil }
        return withText { text in
            var start = code.offset + 1
            while start < text.count, text[start] != UInt8(ascii: "<") { start += 1 }
            start += 1
            var end = start
            while end < text.count, text[end] != UInt8(ascii: ">") { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: text[min(start, end)..<end]), as: UTF8.self)
        }
    }

    /// The percent-decoded text of literal segment `index`.
    func literal(at index: Int) -> String {
        let code = code(at: index)
        return withText { text in
            var end = code.offset
            while end < text.count, text[end] != UInt8(ascii: "/") { end += 1 }
            if code.isOptional { end -= 1 }
            let body = UnsafeBufferPointer(rebasing: text[code.offset..<max(code.offset, end)])
            if code.isPlain { return String(utf8Bytes: body) }
            return (try? PercentEncoding.decode(body, plusIsSpace: false)) ?? String(decoding: body, as: UTF8.self)
        }
    }

    /// The UTF-8 length of the decoded text of literal segment `index`.
    func literalByteCount(at index: Int) -> Int {
        let code = code(at: index)
        guard code.isPlain else { return literal(at: index).utf8.count }
        return withText { text in
            var end = code.offset
            while end < text.count, text[end] != UInt8(ascii: "/") { end += 1 }
            return end - code.offset - (code.isOptional ? 1 : 0)
        }
    }
}
