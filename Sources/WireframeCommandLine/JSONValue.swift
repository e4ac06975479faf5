/// A JSON value whose objects keep their keys in the order given, written on one line.
///
/// `wireframe match` writes one object per URL with its keys in a fixed order, so that its output
/// can be diffed and read; Foundation's encoders sort keys or leave the order undefined.
///
/// ```swift
/// let value = JSONValue.object(["url": .string("/inbox"), "matched": .null])
/// let text = value.serialized  // {"url": "/inbox", "matched": null}
/// ```
package enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A string, escaped as JSON requires when written.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object whose members are written in this order.
    case object([Member])

    /// One key and its value in an object.
    package struct Member: Hashable, Sendable {
        /// The key.
        package let key: String
        /// The value.
        package let value: JSONValue

        /// Creates a member.
        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object from key–value pairs, in order.
    package static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(members.map { Member($0.key, $0.value) })
    }

    /// A string, or `null` when `string` is `nil`.
    package static func string(orNull string: String?) -> JSONValue {
        string.map(JSONValue.string) ?? .null
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
    /// `\t`, … or `\u00XX`, so that no report prints a raw one into a terminal, and U+2028 and
    /// U+2029 as `\u2028` and `\u2029` so the line is also valid JavaScript.
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
            case "\u{2028}", "\u{2029}":
                output += "\\u" + String(scalar.value, radix: 16)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
