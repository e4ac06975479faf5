/// Text that came from outside the program — a URL, a pattern, a parameter's value, a name —
/// made safe and short for a message: an error's, a log's, a reason in an explanation.
///
/// Every module of the package that quotes such text in a message goes through here, so that a
/// crafted link can neither write into a log or a terminal (control characters are escaped) nor
/// bury the message (long text is shortened, keeping the place an offset points at).
///
/// <!-- sample MessageText/MessageText -->
/// ```swift
/// let quoted = MessageText.quoted("/a\u{1B}[2J")  // "/a\u{1B}[2J", with the escape written out
/// ```
package enum MessageText {
    /// The most characters (Unicode scalars) of one text a message shows whole.
    package static let limit = 120

    /// `text` in double quotes, escaped as a Swift string literal would write it (quotes,
    /// backslashes, control characters, line separators, bidirectional controls and invisible
    /// characters), and, when
    /// longer than ``limit``, shortened to its start, its end and the place `offset` points at,
    /// followed by `(shortened from N characters)`.
    ///
    /// - Parameters:
    ///   - text: the text to show.
    ///   - offset: a UTF-8 offset in `text` the message names (as WireframeRouting's `RouteError.position` is),
    ///     kept in view when the text is shortened.
    package static func quoted(_ text: some StringProtocol, around offset: Int? = nil) -> String {
        let (shown, count) = shortened(String(text), around: offset, escapingQuotes: true)
        let quoted = "\"" + shown + "\""
        return count.map { quoted + " (shortened from \($0) characters)" } ?? quoted
    }

    /// `text` escaped as ``quoted(_:around:)`` does, without quotes, and shortened when longer
    /// than `limit`: for text that reads as prose, such as the description of an error a plug-in
    /// threw (which may itself quote a URL).
    package static func escaped(_ text: some StringProtocol, limit: Int = 1_000) -> String {
        let (shown, count) = shortened(String(text), around: nil, escapingQuotes: false, limit: limit)
        return count.map { shown + " (shortened from \($0) characters)" } ?? shown
    }

    /// `text` escaped for the inside of a Swift string literal, whole (never shortened): as
    /// ``quoted(_:around:)`` escapes it and, besides, every format character (category Cf, the
    /// zero-width joiners a message shows raw among them), so that generated source shows every
    /// character of the value and none can hide code.
    package static func swiftLiteralContents(_ text: String) -> String {
        escape(Array(text.unicodeScalars)[...], escapingQuotes: true) { $0.properties.generalCategory == .format }
    }

    /// The escaped text, shortened when too long, and its length in scalars when it was.
    private static func shortened(
        _ text: String,
        around offset: Int?,
        escapingQuotes: Bool,
        limit: Int = limit
    ) -> (String, Int?) {
        // Most text is short printable ASCII with nothing to escape: it is shown as it is,
        // without making a list of its scalars and a new string from them one by one.
        if text.utf8.count <= limit, !text.utf8.contains(where: { needsEscape($0, escapingQuotes: escapingQuotes) }) {
            return (String(text), nil)
        }
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > limit else {
            return (escape(scalars[...], escapingQuotes: escapingQuotes), nil)
        }
        // What a shortened text keeps: its start (half the limit), the place an offset points
        // at (a third) and its end (a sixth).
        var kept = [0..<(limit / 2), (scalars.count - limit / 6)..<scalars.count]
        if let offset, let index = scalarIndex(ofUTF8Offset: offset, in: scalars) {
            let start = max(0, index - limit / 6)
            kept.insert(start..<min(scalars.count, start + limit / 3), at: 1)
        }
        let pieces = merged(kept).map { escape(scalars[$0], escapingQuotes: escapingQuotes) }
        return (pieces.joined(separator: "…"), scalars.count)
    }

    /// `ranges`, sorted, with those that overlap or touch merged.
    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// The index of the scalar that holds the byte at UTF-8 `offset`, or `nil` past the end.
    private static func scalarIndex(ofUTF8Offset offset: Int, in scalars: [Unicode.Scalar]) -> Int? {
        var bytes = 0
        for (index, scalar) in scalars.enumerated() {
            bytes += UTF8.width(scalar)
            if bytes > offset { return index }
        }
        return nil
    }

    /// `scalars` escaped as a Swift string literal writes them: the characters ``needsEscape(_:after:)``
    /// names, and those `alsoEscaping` names.
    private static func escape(
        _ scalars: ArraySlice<Unicode.Scalar>,
        escapingQuotes: Bool,
        alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }
    ) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(scalars.count)
        var previous: Unicode.Scalar?
        for scalar in scalars {
            defer { previous = scalar }
            switch scalar {
            case "\\": result += "\\\\"
            case "\"" where escapingQuotes: result += "\\\""
            case "\0": result += "\\0"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _ where needsEscape(scalar, after: previous) || alsoEscaping(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether the UTF-8 byte `byte` may need escaping: anything but printable ASCII, a
    /// backslash, or a double quote when quotes are escaped. (A byte above ASCII belongs to a
    /// scalar that may be invisible or a control, which the full path decides.)
    private static func needsEscape(_ byte: UInt8, escapingQuotes: Bool) -> Bool {
        byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\\") || (escapingQuotes && byte == UInt8(ascii: "\""))
    }

    /// Control characters (C0, DEL, C1), line and paragraph separators, the bidirectional
    /// controls that can make text read in another order than it is written, and invisible
    /// characters: the ASCII controls and the characters of ``InvisibleCharacter``, the list a
    /// URL may not carry either.
    private static func needsEscape(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        return InvisibleCharacter.kind(of: scalar, after: previous) != nil
    }
}
