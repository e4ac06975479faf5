import WireframeRouting
import WireframeSupport

/// A JSON document to write, whose objects keep their keys in the order given, on one line.
///
/// `wireframe match` writes one object per URL with its keys in a fixed order, so that its output
/// can be diffed and read; Foundation's encoders sort keys or leave the order undefined.
// Not the state router's `JSONValue`, which is a value read back from saved state (numbers of
// three kinds, objects compared as dictionaries, Codable); this one is only written, in order,
// and escapes what a terminal would show wrongly. One name each, as they are two ideas.
///
/// <!-- sample OrderedJSON/OrderedJSON -->
/// ```swift
/// let value = OrderedJSON.object(["url": .string("/inbox"), "matched": .null])
/// let text = value.serialized  // {"url": "/inbox", "matched": null}
/// ```
package enum OrderedJSON: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A string, escaped as JSON requires when written.
    case string(String)
    /// An array, in order.
    case array([OrderedJSON])
    /// An object whose members are written in this order.
    case object([Member])

    /// One key and its value in an object.
    package struct Member: Hashable, Sendable {
        /// The key.
        package let key: String
        /// The value.
        package let value: OrderedJSON

        /// Creates a member.
        package init(_ key: String, _ value: OrderedJSON) {
            self.key = key
            self.value = value
        }
    }

    /// An object from key–value pairs, in order.
    package static func object(_ members: KeyValuePairs<String, OrderedJSON>) -> OrderedJSON {
        .object(members.map { Member($0.key, $0.value) })
    }

    /// A string, or `null` when `string` is `nil`.
    package static func string(orNull string: String?) -> OrderedJSON {
        string.map(OrderedJSON.string) ?? .null
    }

    /// The value as JSON on one line, with `", "` between elements and `": "` after keys.
    package var serialized: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .string(let value):
            Self.writeString(value, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += ", " }
                Self.writeString(member.key, to: &output)
                output += ": "
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// Writes `string` quoted: `"` and `\` escaped, control characters (C0, DEL and C1) as `\n`,
    /// `\t`, … or `\u00XX`, so that no report prints a raw one into a terminal; and as
    /// `\uXXXX` every character WireframeRouting's messages escape (`InvisibleCharacter`: the
    /// bidirectional controls such as U+202E that can make a line read in another order,
    /// zero-width and other default-ignorable characters, private-use ones, U+2800), with every
    /// other format character (the zero-width joiners too) and every variation selector (an
    /// emoji's too, which a URL may hold), so that what a report shows is what the URL holds. A line stays valid JSON, and valid JavaScript.
    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                switch scalar.properties.generalCategory {
                case _ where InvisibleCharacter.kind(of: scalar, after: nil) != nil,
                    .control, .format, .lineSeparator, .paragraphSeparator:
                    // Outside the Basic Multilingual Plane, JSON writes the UTF-16 surrogate pair.
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16)
                        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                default:
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
