import WireframeRouting

/// One pass over a template's text, before Stencil lexes it: its size, how many tags it has
/// and how deep its block tags nest, each against ``TemplateLimits``.
struct TemplatePrescan {
    /// Where the text comes from, as errors name it.
    let source: String

    private static let openers: Set<Substring> = ["if", "ifnot", "for", "filter", "block"]
    private static let closers: Set<Substring> = ["endif", "endfor", "endfilter", "endblock"]

    /// - Throws: ``GeneratorError`` with code ``GeneratorError/Code/templateLimit`` naming the
    ///   file, and the line where a limit is passed.
    func check(_ text: String) throws(GeneratorError) {
        let bytes = Array(text.utf8)
        if bytes.count > TemplateLimits.bytes {
            throw limit("it has \(bytes.count) bytes, more than the \(TemplateLimits.bytes) a template may have")
        }
        var line = 1
        var tags = 0
        var depth = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard byte == UInt8(ascii: "{"), index + 1 < bytes.count,
                let close = Self.closing(of: bytes[index + 1])
            else {
                index += 1
                continue
            }
            tags += 1
            if tags > TemplateLimits.tags {
                throw limit("more than \(TemplateLimits.tags) tags", line: line)
            }
            let start = index + 2
            var end = start
            while end + 1 < bytes.count, !(bytes[end] == close && bytes[end + 1] == UInt8(ascii: "}")) {
                end += 1
            }
            let contents = bytes[start..<min(end, bytes.count)]
            if bytes[index + 1] == UInt8(ascii: "%") {
                let words = String(decoding: contents, as: UTF8.self).split(whereSeparator: \.isWhitespace)
                    .filter { $0 != "-" }
                if words.count > TemplateLimits.wordsPerTag {
                    throw limit("a tag of more than \(TemplateLimits.wordsPerTag) words", line: line)
                }
                if let word = words.first {
                    if Self.openers.contains(word) {
                        depth += 1
                        if depth > TemplateLimits.nesting {
                            throw limit(
                                "block tags nested more than \(TemplateLimits.nesting) deep",
                                line: line
                            )
                        }
                    } else if Self.closers.contains(word) {
                        depth = max(0, depth - 1)
                    }
                }
            }
            line += contents.lazy.filter { $0 == UInt8(ascii: "\n") }.count
            index = end + 2
        }
    }

    /// The byte that, followed by `}`, ends a tag opened by `{` and `byte`.
    private static func closing(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        case UInt8(ascii: "%"): UInt8(ascii: "%")
        case UInt8(ascii: "#"): UInt8(ascii: "#")
        default: nil
        }
    }

    private func limit(_ reason: String, line: Int? = nil) -> GeneratorError {
        let place = source.shownInMessage + (line.map { ":\($0)" } ?? "")
        return GeneratorError(
            .templateLimit,
            "\(place): template too large: \(reason) (the article Custom templates lists the limits)"
        )
    }
}
