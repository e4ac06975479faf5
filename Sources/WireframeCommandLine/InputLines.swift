// Swift's `readLine()` and `CommandLine.arguments` replace bytes that are not UTF-8 with U+FFFD,
// so a link that is not text at all was matched as if it were one (`/a\xFFb` as `/a\u{FFFD}b`),
// and `readLine()` keeps a byte order mark at the start of the input in the first URL. The
// command reads its own bytes instead: standard input in chunks, split into lines here, and the
// argument vector as the system gave it (`RawArguments`). A line is read up to a bound, so that
// one endless line cannot exhaust memory; the table's URL limits are far below it.

/// A line of input that is not text a URL can be read from.
package struct UnreadableLine: Error, Hashable, Sendable {
    /// The line's bytes as text, each sequence that is not UTF-8 replaced by U+FFFD (and cut
    /// after ``InputLines/shownBytes`` bytes): enough for a report to say which line.
    package let shown: String
    /// Why the line was not read, in words.
    package let reason: String
}

/// Bytes read as UTF-8 text, or refused.
package enum InputText {
    /// `bytes` as text.
    ///
    /// - Throws: ``UnreadableLine`` naming the first byte that is not UTF-8 and its offset.
    package static func decode(_ bytes: some Collection<UInt8>, what: String) throws(UnreadableLine) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding replaced each invalid sequence with U+FFFD: the first byte that differs is
        // where the first one starts.
        var offset = 0
        var original = bytes.makeIterator()
        for decoded in text.utf8 {
            guard let byte = original.next(), byte == decoded else { break }
            offset += 1
        }
        guard offset < bytes.count else { return text }
        let byte = bytes[bytes.index(bytes.startIndex, offsetBy: offset)]
        let hex = String(byte, radix: 16, uppercase: true)
        throw UnreadableLine(
            shown: shown(text),
            reason: "\(what) is not UTF-8 text: byte 0x\(hex.count == 1 ? "0" : "")\(hex) at offset \(offset) "
                + "starts no UTF-8 character; not read as a URL"
        )
    }

    /// The start of `text`, cut after ``InputLines/shownBytes`` UTF-8 bytes.
    static func shown(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if result.utf8.count + UTF8.width(scalar) > InputLines.shownBytes { return result + "…" }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}

/// The lines of an input, read in chunks: split on line feeds, a carriage return before one
/// dropped, a UTF-8 byte order mark at the start of the input dropped, each line decoded as
/// UTF-8 or refused.
package struct InputLines: Sequence, IteratorProtocol {
    /// One line: its 1-based number, and its text or why it cannot be read.
    package struct Line {
        /// The 1-based line number.
        package let number: Int
        /// The text, without its line ending, or why it is not read.
        package let text: Result<String, UnreadableLine>
    }

    /// The most bytes of one line that are read: 4 MiB, 64 times ``RouteLimits``' default
    /// URL length. A longer line is reported, not read.
    package static let maxLineBytes = 4_194_304
    /// The most bytes of an unreadable line that its report shows.
    package static let shownBytes = 200

    private let readChunk: () -> [UInt8]?
    private var buffer: [UInt8] = []
    /// Where the bytes of `buffer` not yet returned start.
    private var start = 0
    private var ended = false
    private var number = 0

    /// Lines read from `readChunk`, which returns the next bytes, or `nil` (or no bytes) at
    /// the end.
    package init(readChunk: @escaping () -> [UInt8]?) {
        self.readChunk = readChunk
    }

    /// The lines of `bytes`.
    package init(_ bytes: [UInt8]) {
        var remaining: [UInt8]? = bytes
        self.init(readChunk: {
            defer { remaining = nil }
            return remaining
        })
    }

    package mutating func next() -> Line? {
        // The line's bytes, kept up to one past the bound, and its whole length.
        var kept: [UInt8] = []
        var length = 0
        while true {
            let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? buffer.count
            length += end - start
            kept += buffer[start..<Swift.min(end, start + Swift.max(0, Self.maxLineBytes + 1 - kept.count))]
            if let newline {
                start = newline + 1
                return makeLine(kept, length: length)
            }
            guard !ended, let chunk = readChunk(), !chunk.isEmpty else {
                ended = true
                buffer = []
                start = 0
                return length == 0 ? nil : makeLine(kept, length: length)
            }
            buffer = chunk
            start = 0
        }
    }

    private mutating func makeLine(_ bytes: [UInt8], length: Int) -> Line {
        number += 1
        var bytes = bytes[...]
        if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard length <= Self.maxLineBytes else {
            let shown = InputText.shown(String(decoding: bytes, as: UTF8.self))
            return Line(
                number: number,
                text: .failure(
                    UnreadableLine(
                        shown: shown,
                        reason: "line \(number) has \(length) bytes, more than the \(Self.maxLineBytes) a line is read "
                            + "to; not read as a URL"
                    )
                )
            )
        }
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        let number = number
        return Line(
            number: number,
            text: Result { () throws(UnreadableLine) in try InputText.decode(bytes, what: "line \(number)") }
        )
    }
}
