// The set is Unicode's classes, not a list: a hand list of sixteen code points let tag
// characters (U+E0041), U+206A, Hangul fillers (U+3164, U+115F), U+FFF9, the combining grapheme
// joiner (U+034F) and variation selectors (U+FE0F) into parameter values. It is every control
// (Cc above ASCII), format character (Cf: the bidirectional controls, zero-width characters,
// tag characters, interlinear annotations), line and paragraph separator (Zl, Zp), private-use
// character (Co: shown as anything a font likes) and default-ignorable code point (which renders
// as nothing), with the standard library's tables, which follow the toolchain's Unicode version.
// Two exceptions each way: the zero-width joiner and non-joiner (U+200D, U+200C) are kept, since
// emoji sequences and words of several scripts need them and they reorder nothing; U+2800, the
// blank Braille pattern, is added, a symbol by its class but blank in every font. The emoji
// variation selectors (U+FE0E text, U+FE0F emoji presentation) are kept only directly after a
// scalar that Unicode calls an emoji, as in ❤️ (U+2764 U+FE0F), 1️⃣ or a ZWJ sequence's heart:
// there they change how that emoji is drawn, nothing else, and real apps' search queries and
// tags hold them. Anywhere else (after a letter, at the start of a part, after another
// selector) they are refused with the rest of the default-ignorables.

/// Characters outside ASCII that a URL may not carry into a parameter value, and that a message
/// never shows raw: each either is invisible or changes how the text around it is shown, so a
/// value could read as one thing and be another (`invoice\u{202E}fdp.exe` shows as
/// `invoiceexe.pdf`), or it drives a terminal or a log.
///
/// One set, used twice: WireframeRouting's `PercentEncoding` refuses these characters in every decoded part of a
/// URL (host, path segment, query, fragment), raw or percent-encoded, and ``MessageText`` escapes
/// them when it quotes text. The ASCII controls have rules of their own (see WireframeRouting's `RouteURL`).
package enum InvisibleCharacter {
    /// What kind of character `scalar` is, as a message names it, or `nil` when it is none of
    /// these; `previous` is the scalar just before it (`nil` at the start of the text), which
    /// decides for an emoji variation selector.
    package static func kind(of scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> String? {
        guard scalar.value >= 0x80 else { return nil }
        if scalar.value == 0xFE0E || scalar.value == 0xFE0F, previous?.properties.isEmoji == true {
            return nil
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control: return "a control character"
        case .lineSeparator: return "a line separator"
        case .paragraphSeparator: return "a paragraph separator"
        case .privateUse: return "a private-use character"
        case .format where properties.isBidiControl: return "a bidirectional control"
        case .format where (0xE0000...0xE007F).contains(scalar.value): return "a tag character"
        case .format where scalar.value != 0x200C && scalar.value != 0x200D: return "an invisible character"
        default:
            if scalar.value == 0x2800 { return "a blank character" }
            if properties.isDefaultIgnorableCodePoint, scalar.value != 0x200C, scalar.value != 0x200D {
                return "an invisible character"
            }
            return nil
        }
    }

    /// The first such character of `bytes` (valid UTF-8), with its offset, or `nil`.
    ///
    /// ASCII bytes are passed over one by one; each character outside ASCII is decoded and
    /// looked up.
    package static func first<Bytes: Collection<UInt8>>(
        in bytes: Bytes
    ) -> (offset: Int, scalar: Unicode.Scalar, kind: String)?
    where Bytes.Index == Int {
        var index = bytes.startIndex
        var previous: Unicode.Scalar?
        while index < bytes.endIndex {
            let lead = bytes[index]
            guard lead >= 0xC2 else {
                previous = lead < 0x80 ? Unicode.Scalar(lead) : nil
                index += 1
                continue
            }
            let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            guard index + width <= bytes.endIndex else { return nil }
            var value = UInt32(lead) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
            for continuation in (index + 1)..<(index + width) {
                value = value << 6 | UInt32(bytes[continuation] & 0x3F)
            }
            let scalar = Unicode.Scalar(value)
            if let scalar, let kind = kind(of: scalar, after: previous) {
                return (index - bytes.startIndex, scalar, kind)
            }
            previous = scalar
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
