/// Characters outside ASCII that a URL may not carry into a parameter value, and that a message
/// never shows raw: each either is invisible or changes how the text around it is shown, so a
/// value could read as one thing and be another (`invoice\u{202E}fdp.exe` shows as
/// `invoiceexe.pdf`), or it drives a terminal or a log.
///
/// One list, used twice: WireframeRouting's `PercentEncoding` refuses these characters in every decoded part of a
/// URL (host, path segment, query, fragment), raw or percent-encoded, and ``MessageText`` escapes
/// them when it quotes text. The ASCII controls have rules of their own (see WireframeRouting's `RouteURL`).
///
/// Zero-width joiner and non-joiner (U+200D, U+200C) are not in it: emoji sequences and words
/// of several scripts need them, and they reorder nothing.
package enum InvisibleCharacter {
    /// What kind of character `scalar` is, as a message names it, or `nil` when it is none of
    /// these.
    package static func kind(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x80...0x9F: "a control character"
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: "a bidirectional control"
        case 0x2028: "a line separator"
        case 0x2029: "a paragraph separator"
        case 0x00AD, 0x180E, 0x200B, 0x2060...0x2064, 0xFEFF: "an invisible character"
        default: nil
        }
    }

    /// The first such character of `bytes` (valid UTF-8), with its offset, or `nil`.
    ///
    /// Every character of the list starts with one of the lead bytes 0xC2, 0xD8, 0xE1, 0xE2 or
    /// 0xEF, so text without them is passed over byte by byte, decoding nothing.
    @inlinable
    package static func first<Bytes: Collection<UInt8>>(
        in bytes: Bytes
    ) -> (offset: Int, scalar: Unicode.Scalar, kind: String)?
    where Bytes.Index == Int {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            guard lead >= 0xC2 else {
                index += 1
                continue
            }
            let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            guard index + width <= bytes.endIndex else { return nil }
            if lead == 0xC2 || lead == 0xD8 || lead == 0xE1 || lead == 0xE2 || lead == 0xEF {
                var value = UInt32(lead) & (width == 2 ? 0x1F : 0x0F)
                for continuation in (index + 1)..<(index + width) {
                    value = value << 6 | UInt32(bytes[continuation] & 0x3F)
                }
                if let scalar = Unicode.Scalar(value), let kind = kind(of: scalar) {
                    return (index - bytes.startIndex, scalar, kind)
                }
            }
            index += width
        }
        return nil
    }

    /// `U+202E`: the scalar's code point as a message writes it.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
