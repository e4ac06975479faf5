import Foundation

// Why JSONValue reads JSON text itself: through a `Decoder` it cannot ask what a value is, only
// try each kind in turn, and JSONDecoder builds a whole error, coding path and all, for every
// kind that does not fit. Each level of nested data paid five of them before its array, each
// costing more the deeper it sat: restoring 1 KB of state nested 500 deep took 2 s. Read here,
// each byte is looked at once and no error is made until the one that is thrown.

extension JSONValue {
    /// The deepest nesting of arrays and objects read, as JSONDecoder allows: a document nested
    /// deeper is refused rather than read into values whose comparison and release recurse.
    static let maximumDepth = 512

    /// The JSON value `data` holds, read in one pass, numbers kept as ``init(from:)`` keeps
    /// them (so a value reads the same through either); UTF-8, with or without a byte order mark.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the offset and what is wrong there.
    init(reading data: Data) throws(DecodingError) {
        let result: Result<JSONValue, DecodingError> = data.withUnsafeBytes { raw in
            var reader = JSONTextReader(raw.bindMemory(to: UInt8.self))
            do throws(JSONTextReader.Failure) {
                return .success(try reader.document())
            } catch {
                return .failure(
                    DecodingError.dataCorrupted(
                        .init(
                            codingPath: [],
                            debugDescription: "not valid JSON: \(error.reason) at offset \(error.offset)"
                        )
                    )
                )
            }
        }
        self = try result.get()
    }
}

/// A reader of JSON text (RFC 8259) into ``JSONValue``s, without recursion: the arrays and
/// objects being read wait on a stack of their own.
private struct JSONTextReader {
    struct Failure: Error {
        let offset: Int
        let reason: String
    }

    /// An array or object being read, with what it holds so far.
    private enum Open {
        case array([JSONValue])
        case object([String: JSONValue], key: String)

        // Why the containers are added to in place, on the stack: an array or dictionary bound
        // out of an enum is shared with the enum until the enum lets go of it, and then each
        // append copies all that is there. Read that way, an array of 80 000 numbers took a
        // minute. Here the enum lets go (it is set to an empty array) before the append, so the
        // storage has one owner and grows where it is.

        /// Adds `value`, the array's next element or the value of the object's key.
        mutating func add(_ value: JSONValue) {
            switch self {
            case .array(var elements):
                self = .array([])
                elements.append(value)
                self = .array(elements)
            case .object(var members, let key):
                self = .array([])
                // The first of two equal keys wins, as with JSONDecoder.
                if members[key] == nil { members[key] = value }
                self = .object(members, key: key)
            }
        }

        /// The object's next key.
        mutating func setKey(_ key: String) {
            guard case .object(let members, _) = self else { return }
            self = .array([])
            self = .object(members, key: key)
        }

        /// The array or object read.
        var value: JSONValue {
            switch self {
            case .array(let elements): .array(elements)
            case .object(let members, _): .object(members)
            }
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The one value of the text, with nothing but white space after it.
    mutating func document() throws(Failure) -> JSONValue {
        let value = try value()
        skipWhiteSpace()
        if index < bytes.count { throw unexpected("after the value") }
        return value
    }

    private mutating func value() throws(Failure) -> JSONValue {
        var open: [Open] = []
        while true {
            skipWhiteSpace()
            var value: JSONValue
            switch peek() {
            case UInt8(ascii: "["):
                index += 1
                skipWhiteSpace()
                if peek() == UInt8(ascii: "]") {
                    index += 1
                    value = .array([])
                } else {
                    try push(.array([]), onto: &open)
                    continue
                }
            case UInt8(ascii: "{"):
                index += 1
                skipWhiteSpace()
                if peek() == UInt8(ascii: "}") {
                    index += 1
                    value = .object([:])
                } else {
                    let key = try keyAndColon()
                    try push(.object([:], key: key), onto: &open)
                    continue
                }
            default:
                value = try scalar()
            }
            // The value ends the containers it closes, and goes into the one left open.
            while let top = open.indices.last {
                skipWhiteSpace()
                open[top].add(value)
                let more = take(UInt8(ascii: ","))
                if more { skipWhiteSpace() }
                if case .array = open[top] {
                    // A comma before the closing bracket is let through, as JSONDecoder does.
                    if take(UInt8(ascii: "]")) {
                        value = open.removeLast().value
                        continue
                    }
                    guard more else { throw unexpected("in an array, where `,` or `]` belongs") }
                } else {
                    if take(UInt8(ascii: "}")) {
                        value = open.removeLast().value
                        continue
                    }
                    guard more else { throw unexpected("in an object, where `,` or `}` belongs") }
                    open[top].setKey(try keyAndColon())
                }
                break
            }
            if open.isEmpty { return value }
        }
    }

    private mutating func push(_ container: Open, onto open: inout [Open]) throws(Failure) {
        if open.count >= JSONValue.maximumDepth {
            throw Failure(
                offset: index,
                reason: "arrays and objects are nested more than \(JSONValue.maximumDepth) deep"
            )
        }
        open.append(container)
    }

    /// A member's key and the `:` after it.
    private mutating func keyAndColon() throws(Failure) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw unexpected("where an object's key belongs") }
        let key = try string()
        skipWhiteSpace()
        guard take(UInt8(ascii: ":")) else { throw unexpected("after an object's key, where `:` belongs") }
        return key
    }

    private mutating func scalar() throws(Failure) -> JSONValue {
        guard let next = peek() else { throw unexpected("where a value belongs") }
        switch next {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw unexpected("where a value belongs")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= text.count, bytes[index..<(index + text.count)].elementsEqual(text) else {
            throw unexpected("where a value belongs")
        }
        index += text.count
        return value
    }

    /// A number, as ``JSONValue/init(from:)`` keeps it: a whole number as `Int64` (or `UInt64`
    /// above `Int64.max`), whatever its notation (`1.0` and `1e2` are whole), else a `Double`.
    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        _ = take(UInt8(ascii: "-"))
        let wholeStart = index
        guard digits() > 0 else { throw unexpected("in a number, where a digit belongs") }
        if bytes[wholeStart] == UInt8(ascii: "0"), index - wholeStart > 1 {
            throw Failure(offset: start, reason: "a number does not start with 0 unless it is 0")
        }
        var isInteger = true
        if take(UInt8(ascii: ".")) {
            isInteger = false
            guard digits() > 0 else { throw unexpected("after a number's `.`, where a digit belongs") }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            isInteger = false
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() > 0 else { throw unexpected("in a number's exponent, where a digit belongs") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isInteger {
            if let value = Int64(text) { return .int(value) }
            if let value = UInt64(text) { return .unsigned(value) }
        }
        guard let value = Double(text), value.isFinite else {
            throw Failure(offset: start, reason: "the number \(text) does not fit in a Double")
        }
        // Just below Int64.min, a whole number rounds to Int64.min, which reads back as a
        // whole number it is not; further out it rounds to a Double and reads as one.
        if isInteger, Int64(exactly: value) != nil {
            throw Failure(
                offset: start,
                reason: "the whole number \(text) is beyond the range of Int64 and would read as another whole number"
            )
        }
        if let whole = Int64(exactly: value) { return .int(whole) }
        if let whole = UInt64(exactly: value) { return .unsigned(whole) }
        return .double(value)
    }

    /// Skips digits; returns how many.
    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    /// A string, its escapes decoded; the text must be valid UTF-8 with no raw control character.
    private mutating func string() throws(Failure) -> String {
        let start = index
        index += 1
        var decoded: [UInt8] = []
        var plainStart = index
        while true {
            guard index < bytes.count else { throw Failure(offset: start, reason: "a string is not closed") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                decoded.append(contentsOf: bytes[plainStart..<index])
                index += 1
                break
            }
            if byte < 0x20 {
                throw Failure(offset: index, reason: "a control character in a string must be escaped")
            }
            if byte == UInt8(ascii: "\\") {
                decoded.append(contentsOf: bytes[plainStart..<index])
                try escape(into: &decoded)
                plainStart = index
            } else {
                index += 1
            }
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw Failure(offset: start, reason: "a string is not valid UTF-8")
        }
        return text
    }

    /// One escape (`\n`, `\u00e9`, a surrogate pair), appended as UTF-8.
    private mutating func escape(into decoded: inout [UInt8]) throws(Failure) {
        let start = index
        index += 1
        guard index < bytes.count else { throw Failure(offset: start, reason: "a string is not closed") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(letter)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var value = try hexQuad(escapeStart: start)
            if (0xD800..<0xDC00).contains(value) {
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else {
                    throw Failure(offset: start, reason: "a high surrogate escape is not followed by a low one")
                }
                let low = try hexQuad(escapeStart: start)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw Failure(offset: start, reason: "a high surrogate escape is not followed by a low one")
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(value) {
                throw Failure(offset: start, reason: "a low surrogate escape has no high one before it")
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw Failure(offset: start, reason: "an escape is not a Unicode character")
            }
            decoded.append(contentsOf: String(Character(scalar)).utf8)
        default:
            throw Failure(offset: start, reason: "`\\\(Character(Unicode.Scalar(letter)))` is not an escape of JSON")
        }
    }

    /// The four hex digits of a `\u` escape.
    private mutating func hexQuad(escapeStart: Int) throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else {
            throw Failure(offset: escapeStart, reason: "a `\\u` escape is cut short")
        }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Failure(offset: escapeStart, reason: "a `\\u` escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func skipWhiteSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Whether the next byte is `byte`, which it then skips.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    /// The next byte is not what belongs `place` (or the text ends there).
    private func unexpected(_ place: String) -> Failure {
        guard let byte = peek() else { return Failure(offset: index, reason: "the text ends \(place)") }
        let shown =
            byte < 0x80 && byte >= 0x20 ? "`\(Character(Unicode.Scalar(byte)))`" : "byte 0x\(String(byte, radix: 16))"
        return Failure(offset: index, reason: "unexpected \(shown) \(place)")
    }
}
