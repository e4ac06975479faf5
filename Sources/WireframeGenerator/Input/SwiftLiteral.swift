// Text from the user that a template writes into Swift source — a route pattern, the sample URL
// made from it — goes between double quotes, so a `"` or a `\(` in a pattern would end the
// literal or interpolate code (`/x"+String(cString: getenv("HOME")!)+"/:id<int>` once compiled
// and ran the call). Every such variable is given to templates already escaped, so that no
// template, built-in or custom, can forget to. Escaping keeps the value: the literal reads back
// as the text the user gave, which the generated test checks by routing the sample URL.

/// Escapes text for the inside of a Swift string literal written between plain double quotes.
package enum SwiftLiteral {
    /// `text` with `\`, `"`, control characters, line and paragraph separators and invisible
    /// format characters (bidirectional controls, zero-width spaces, the byte order mark)
    /// written as Swift escapes, so that the source shows every character that is in the value.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\0": result += "\\0"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _ where needsEscape(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control characters, line and paragraph separators, and format characters (category Cf:
    /// the bidirectional controls that can make source read in another order than it compiles,
    /// zero-width characters, U+FEFF).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .format: true
        default: false
        }
    }
}
