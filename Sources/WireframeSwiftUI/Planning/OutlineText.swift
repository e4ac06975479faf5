/// How outlines, update descriptions and errors quote a screen's name: in double quotes, with
/// quotes, backslashes and control characters escaped as a Swift literal writes them, so that a
/// name can neither break a line nor pass for another. (The headless backend keeps a helper of
/// its own for the same reason: both depend on the presentation protocols alone.)
enum OutlineText {
    /// `text` in double quotes, escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format:
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
