import WireframeSupport

/// Percent-decoding and -encoding of URL parts, on UTF-8 bytes.
enum PercentEncoding {
    /// Why decoding failed, and where, relative to the start of the decoded bytes.
    struct Failure: Error {
        let offset: Int
        let reason: String
    }

    /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`), requiring valid UTF-8.
    ///
    /// An escape of a control character (`%00`–`%1F`, `%7F`) is refused, as the raw character
    /// is: decoded, it would reach parameter values, file paths, logs and terminals. Only where
    /// `allowsLineBreaks` (query values and fragments, which may carry text) are tab, line feed
    /// and carriage return (`%09`, `%0A`, `%0D`) let through. The characters of
    /// ``InvisibleCharacter`` (C1 controls, bidirectional controls, invisible characters, line
    /// and paragraph separators) are refused everywhere, raw or escaped.
    static func decode<Bytes: Collection<UInt8>>(
        _ bytes: Bytes,
        plusIsSpace: Bool,
        allowsLineBreaks: Bool = false
    ) throws(Failure) -> String
    where Bytes.Index == Int {
        var isASCII = true
        var hasEscapes = false
        for byte in bytes {
            if byte == UInt8(ascii: "%") || (plusIsSpace && byte == UInt8(ascii: "+")) {
                hasEscapes = true
                break
            }
            if byte >= 0x80 { isASCII = false }
        }
        guard hasEscapes else {
            return try validated(bytes, isASCII: isASCII) { ($0, nil) }
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        isASCII = true
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, let high = bytes[index + 1].hexValue,
                    let low = bytes[index + 2].hexValue
                else {
                    throw Failure(offset: index - bytes.startIndex, reason: "`%` must be followed by two hex digits")
                }
                let value = high << 4 | low
                if value < 0x20 || value == 0x7F,
                    !(allowsLineBreaks && (value == 0x09 || value == 0x0A || value == 0x0D))
                {
                    let hex = Self.hex(value)
                    let allowed = allowsLineBreaks ? "; only %09, %0A and %0D may be" : " here"
                    throw Failure(
                        offset: index - bytes.startIndex,
                        reason: "`%\(hex)` decodes to a control character (U+00\(hex)), which is not allowed\(allowed)"
                    )
                }
                if value >= 0x80 { isASCII = false }
                decoded.append(value)
                index += 3
            } else {
                if byte >= 0x80 { isASCII = false }
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? 0x20 : byte)
                index += 1
            }
        }
        return try validated(decoded, isASCII: isASCII) { decodedOffset in
            sourceOffset(ofDecoded: decodedOffset, in: bytes)
        }
    }

    /// ASCII needs no validation, and `String(decoding:as:)` on it is the fast path;
    /// `String(validating:as:)` is not specialised and costs a metadata look-up per call, so it
    /// is kept for bytes that are not all ASCII, which are then searched for the characters of
    /// ``InvisibleCharacter``. `source` turns an offset in `bytes` into one in the text as written.
    private static func validated<Bytes: Collection<UInt8>>(
        _ bytes: Bytes,
        isASCII: Bool,
        source: (Int) -> (offset: Int, written: String?)
    ) throws(Failure) -> String
    where Bytes.Index == Int {
        if isASCII {
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw Failure(offset: 0, reason: "the bytes (after percent-decoding) are not valid UTF-8")
        }
        if let found = InvisibleCharacter.first(in: bytes) {
            let (offset, written) = source(found.offset)
            let what = "\(found.kind) (\(InvisibleCharacter.codePoint(found.scalar)))"
            throw Failure(
                offset: offset,
                reason: written.map { "`\($0)` decodes to \(what), which is not allowed" } ?? "\(what) is not allowed"
            )
        }
        return string
    }

    /// Where the decoded byte at `decodedOffset` was written in `bytes`, and, when it was written
    /// as escapes, the escapes of its whole character (`%E2%80%AE`).
    private static func sourceOffset<Bytes: Collection<UInt8>>(
        ofDecoded decodedOffset: Int,
        in bytes: Bytes
    ) -> (offset: Int, written: String?)
    where Bytes.Index == Int {
        var index = bytes.startIndex
        var decoded = 0
        while index < bytes.endIndex, decoded < decodedOffset {
            index += bytes[index] == UInt8(ascii: "%") ? 3 : 1
            decoded += 1
        }
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "%") else {
            return (index - bytes.startIndex, nil)
        }
        // The character's escapes: as many `%XX` as its lead byte says it has bytes.
        let lead = bytes[index + 1].hexValue.map { high in high << 4 | (bytes[index + 2].hexValue ?? 0) } ?? 0
        let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        let end = min(bytes.endIndex, index + 3 * width)
        return (index - bytes.startIndex, String(decoding: bytes[index..<end], as: UTF8.self))
    }

    /// Encodes everything but the unreserved characters (`A–Z a–z 0–9 - . _ ~`), for one path
    /// segment or one query key or value.
    static func encode(_ string: String) -> String {
        guard string.utf8.contains(where: { !$0.isUnreserved }) else { return string }
        var encoded: [UInt8] = []
        encoded.reserveCapacity(string.utf8.count * 3)
        for byte in string.utf8 {
            if byte.isUnreserved {
                encoded.append(byte)
            } else {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hexDigits[Int(byte >> 4)])
                encoded.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// Encodes one path segment (see ``encode(_:)``).
    static func encodePathSegment(_ string: String) -> String { encode(string) }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// `value` as two upper-case hex digits.
    private static func hex(_ value: UInt8) -> String {
        String(decoding: [hexDigits[Int(value >> 4)], hexDigits[Int(value & 0x0F)]], as: UTF8.self)
    }
}

extension UInt8 {
    var hexValue: UInt8? {
        switch self {
        case 0x30...0x39: self - 0x30
        case 0x41...0x46: self - 0x41 + 10
        case 0x61...0x66: self - 0x61 + 10
        default: nil
        }
    }

    var isUnreserved: Bool {
        isASCIILetter || isASCIIDigit || self == UInt8(ascii: "-") || self == UInt8(ascii: ".")
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "~")
    }
}
